#!/usr/bin/env bash
# `make bench`: installs what the benchmarks need beyond Parley's own packages (cmark-gfm and
# md4c, the markdown peers), builds the benchmarks in release (and parley in debug, which the
# terminal flood runs as the issue's budget says, and in release, whose window `gui` starts),
# runs every parley-bench command, and prints one table of every budget with its verdict. Each
# command's own report is kept in .build/bench/COMMAND.txt. Takes 20 minutes or more on 2 cores, most of it the release build.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
pkg-config --exists libcmark-gfm 2>/dev/null || missing+=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
[ -f /usr/include/md4c.h ] || missing+=(libmd4c-dev)
if [ ${#missing[@]} -gt 0 ]; then
  echo "bench: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

swift build
start=$(date +%s)
# SwiftPM reads the benchmarks' sources from the repository's folders: touching the manifest
# makes it look for files added since the last build.
touch Benchmarks/Package.swift
(cd Benchmarks && swift build -c release)
swift build -c release --product parley
echo "bench: the release build took $(( $(date +%s) - start )) s"

mkdir -p .build/bench
for command in markdown timeline decode store remote terminal render gui; do
  echo "bench: parley-bench $command"
  Benchmarks/.build/release/parley-bench "$command" | tee ".build/bench/$command.txt"
done

echo
echo "Every budget (.build/bench/*.txt has each report):"
cat .build/bench/*.txt | awk -F '\t' '
  $1 == "BUDGET" { rows[++n] = sprintf("%-9s %-58s %10s  %-8s %s", $2, $3, $4, $5, $6); if ($6 != "met") missed++ }
  END { printf "%-9s %-58s %10s  %-8s %s\n", "command", "figure", "value", "budget", "verdict"; for (i = 1; i <= n; i++) print rows[i]; printf "%d budgets, %d missed\n", n, missed }'
