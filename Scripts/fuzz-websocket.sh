#!/usr/bin/env bash
# Fuzzes the WebSocket frame reader with libFuzzer for RUNS executions (default 1,000,000),
# starting from frames as the CLI sends them: text, fragments with a ping between, binary of each
# length form, close. Any crash or failed invariant stops it with a non-zero status and leaves the
# input in Fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
runs="${1:-1000000}"
runtime="$(ls "$(dirname "$(readlink -f "$(command -v swift)")")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -n 1)"
binary=".build/release/websocket-fuzz"
rm -f "$binary"
swift build -c release --product websocket-fuzz -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xlinker "$runtime" -Xlinker -lstdc++ 2>&1 | grep -v "prohibited flag" || true
[ -x "$binary" ] || { echo "fuzz: build failed" >&2; exit 1; }
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
python3 - "$corpus" <<'PY'
import os, struct, sys

def frame(opcode, payload, fin=True):
    head = bytes([(0x80 if fin else 0) | opcode])
    n = len(payload)
    if n < 126:
        head += bytes([n])
    elif n < 65536:
        head += bytes([126]) + struct.pack(">H", n)
    else:
        head += bytes([127]) + struct.pack(">Q", n)
    return head + payload

seeds = [
    frame(1, b'{"corrId":"1","resp":{"type":"chatRunning"}}'),
    frame(1, b'{"resp":{"type":"x","t":"h', fin=False) + frame(9, b"p") + frame(0, "é\"}}".encode(), fin=True),
    frame(2, bytes(range(200))) + frame(2, bytes(300)),
    frame(8, struct.pack(">H", 1000) + b"bye"),
    frame(10, b"") + frame(1, "ü".encode()),
]
for i, seed in enumerate(seeds):
    open(os.path.join(sys.argv[1], f"seed-{i}"), "wb").write(seed)
PY
mkdir -p artifacts
"$binary" -runs="$runs" -max_len=8192 -artifact_prefix=artifacts/ -print_final_stats=1 "$corpus"
