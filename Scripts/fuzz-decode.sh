#!/usr/bin/env bash
# Fuzzes the generated decoders (JSONReader) against JSONDecoder with libFuzzer for RUNS
# executions (default 200,000), starting from the core's recorded JSON: every input is decoded
# as the replies' envelopes and the store's types by both, which must give the same value or
# both fail. Any crash or difference stops it with a non-zero status and leaves the input in
# Fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
runs="${1:-200000}"
runtime="$(ls "$(dirname "$(readlink -f "$(command -v swift)")")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -n 1)"
binary=".build/release/decode-fuzz"
rm -f "$binary"
swift build -c release --product decode-fuzz -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xlinker "$runtime" -Xlinker -lstdc++ 2>&1 | grep -v "prohibited flag" || true
[ -x "$binary" ] || { echo "fuzz: build failed" >&2; exit 1; }
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
cp ../Tests/Fixtures/simplex/*.json "$corpus"/
python3 - "$corpus" <<'PY'
import json, os, sys
chat = json.load(open("../Sources/ParleyDemo/Resources/demo-chat.json"))
open(os.path.join(sys.argv[1], "seed-chat"), "w").write(json.dumps(chat, separators=(",", ":")))
for i, item in enumerate(chat["chatItems"][:8]):
    open(os.path.join(sys.argv[1], f"seed-item-{i}"), "w").write(json.dumps(item, separators=(",", ":")))
PY
mkdir -p artifacts
"$binary" -runs="$runs" -max_len=65536 -artifact_prefix=artifacts/ -print_final_stats=1 "$corpus"
