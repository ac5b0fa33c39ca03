#!/usr/bin/env bash
# Fuzzes inline and block markdown with libFuzzer for RUNS executions (default 1,000,000),
# starting from the core's markdown vectors. Any crash or failed invariant stops it with a
# non-zero status and leaves the input in Fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
runs="${1:-1000000}"
runtime="$(ls "$(dirname "$(readlink -f "$(command -v swift)")")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -n 1)"
binary=".build/release/markdown-fuzz"
rm -f "$binary"
swift build -c release --product markdown-fuzz -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xlinker "$runtime" -Xlinker -lstdc++ 2>&1 | grep -v "prohibited flag" || true
[ -x "$binary" ] || { echo "fuzz: build failed" >&2; exit 1; }
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
python3 - "$corpus" <<'PY'
import json, os, sys
cases = json.load(open("../Tests/Fixtures/simplex-tests/markdown-cases.json"))
for i, case in enumerate(cases["cases"]):
    open(os.path.join(sys.argv[1], f"vector-{i}"), "w").write(case["input"])
for i, text in enumerate(["# H\n\n- a\n  - b\n> q\n```x\ncode\n```\n| a | b |\n|:-|-:|\n| 1 | 2 |\n---\n", "*b* _i_ ~s~ `c` #s# !1 r! !- s! @a @'b c' /cmd [t](https://a.io) https://x.org a@b.c +1 234 567 89"]):
    open(os.path.join(sys.argv[1], f"seed-{i}"), "w").write(text)
PY
mkdir -p artifacts
"$binary" -runs="$runs" -max_len=4096 -artifact_prefix=artifacts/ -print_final_stats=1 "$corpus"
