#!/usr/bin/env bash
# `make docs`: the documentation site of Parley's libraries, made with the toolchain's own DocC
# (nothing fetched): `swift package dump-symbol-graph` builds the package and writes each
# module's symbol graph; `docc convert` makes one archive per library module from its
# `Sources/MODULE/MODULE.docc` catalog and those graphs, for static hosting; `docc merge` puts
# them into one site in .build/docs (open .build/docs/documentation/parleykit/index.html through
# any static web server, e.g. `python3 -m http.server -d .build/docs`).
# DOCS_SCRATCH names the build folder (.build by default; a test gives its own, as SwiftPM
# lets one build use a folder at a time).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ParleyKit SimpleXModel SimpleXMarkdown ChatBackend ChatStore SimpleXRemote ChatTimeline ChatLayout ParleyRender ParleyTerminal ParleyGUI)
scratch="${DOCS_SCRATCH:-.build}"
out=".build/docs"
work="$scratch/docs-work"

swift_path="$(command -v swift)" || { echo "docs: no swift on PATH" >&2; exit 1; }
docc="$(dirname "$(readlink -f "$swift_path")")/docc"
[ -x "$docc" ] || { echo "docs: no docc beside $swift_path; DocC comes with Swift 5.6 and later toolchains" >&2; exit 1; }

# The graphs of a build's test modules are not made when its tests were not built: only the
# libraries' graphs, made anew, count.
mkdir -p "$scratch"
graphs="$(dirname "$(swift build --scratch-path "$scratch" --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public > "$scratch/docs-symbol-graphs.log" 2>&1 || true
for module in "${modules[@]}"; do
  [ -f "$graphs/$module.symbols.json" ] || { echo "docs: no symbol graph of $module; see $scratch/docs-symbol-graphs.log" >&2; exit 1; }
done

rm -rf "$work" "$out"
mkdir -p "$work"
archives=()
for module in "${modules[@]}"; do
  mkdir -p "$work/$module-graphs"
  cp "$graphs/$module.symbols.json" "$work/$module-graphs/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$work/$module-graphs/" \;
  catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  "$docc" convert "${catalog[@]}" --additional-symbol-graph-dir "$work/$module-graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.parley.$module" \
    --transform-for-static-hosting --enable-experimental-external-link-support \
    --output-path "$work/$module.doccarchive" --diagnostic-filter error
  archives+=("$work/$module.doccarchive")
done
"$docc" merge "${archives[@]}" --synthesized-landing-page-name Parley --output-path "$out"
echo "docs: $out (${#modules[@]} modules)"
