#!/usr/bin/env bash
# Installs Parley under a prefix as a Linux program, or removes exactly what it installs:
#   Scripts/install.sh --binary PATH --prefix PREFIX [--locale DIR] [--destdir DIR]
#   Scripts/install.sh --uninstall --prefix PREFIX [--destdir DIR]
# `make install` builds in release and calls it with that binary; the tests give it the debug
# build. What goes where (PREFIX/…):
#   lib/parley/parley                                       the binary given
#   lib/parley/*.resources                                  the resource folders beside it (the
#                                                           demo's data), where it looks for them
#   bin/parley                                              a link to ../lib/parley/parley
#   share/applications/io.github.parley.Parley.desktop      Exec and TryExec name PREFIX/bin/parley
#   share/icons/hicolor/scalable/apps/io.github.parley.Parley.svg
#   share/icons/hicolor/symbolic/apps/io.github.parley.Parley-symbolic.svg
#   share/metainfo/io.github.parley.Parley.metainfo.xml
#   share/man/man1/parley.1
#   share/bash-completion/completions/parley
#   share/zsh/site-functions/_parley
#   share/locale/LL/LC_MESSAGES/parley.mo                   each DIR/LL/LC_MESSAGES/parley.mo
# --destdir stages it all under DIR (for packagers) while the files still name PREFIX.
# --uninstall removes those files and resource folders (every installed language's parley.mo),
# then each folder on their way up to PREFIX that they leave empty; nothing else.
set -euo pipefail
cd "$(dirname "$0")/.."

id=io.github.parley.Parley
binary="" prefix="" locale="" destdir="" uninstall=false

fail() {
  echo "install: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --binary | --prefix | --locale | --destdir)
      [ $# -ge 2 ] || fail "$1 needs a value"
      case "$1" in
        --binary) binary=$2 ;;
        --prefix) prefix=$2 ;;
        --locale) locale=$2 ;;
        --destdir) destdir=$2 ;;
      esac
      shift 2 ;;
    --uninstall) uninstall=true; shift ;;
    *) fail "unknown argument $1 (see the head of Scripts/install.sh)" ;;
  esac
done

[ -n "$prefix" ] || fail "--prefix PREFIX is missing"
case "$prefix" in
  /*) ;;
  *) fail "the prefix must be an absolute path, not $prefix" ;;
esac
[[ "$prefix$destdir" != *$'\n'* ]] || fail "the prefix and the destdir cannot hold a line break"
prefix=${prefix%/}
root="$destdir$prefix"

# The data files, each as SOURCE:DESTINATION below the prefix (the desktop file is written apart).
data=(
  "Data/icons/hicolor/scalable/apps/$id.svg:share/icons/hicolor/scalable/apps/$id.svg"
  "Data/icons/hicolor/symbolic/apps/$id-symbolic.svg:share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
  "Data/$id.metainfo.xml:share/metainfo/$id.metainfo.xml"
  "Data/parley.1:share/man/man1/parley.1"
  "Data/completions/parley.bash:share/bash-completion/completions/parley"
  "Data/completions/_parley:share/zsh/site-functions/_parley"
)
desktop="share/applications/$id.desktop"

# The installed translations: share/locale/LL/LC_MESSAGES/parley.mo below the prefix.
installed_translations() {
  [ -d "$root/share/locale" ] || return 0
  local catalog
  for catalog in "$root"/share/locale/*/LC_MESSAGES/parley.mo; do
    [ -f "$catalog" ] && printf '%s\n' "${catalog#"$root/"}"
  done
  return 0
}

# Removes the folders from PATH's own up to (not) the prefix while they are empty.
remove_empty_folders() {
  local folder
  folder=$(dirname "$1")
  while [ "$folder" != "." ] && [ "$folder" != "/" ] && rmdir "$root/$folder" 2>/dev/null; do
    folder=$(dirname "$folder")
  done
}

# The resource folders installed beside the binary.
installed_resources() {
  local folder
  for folder in "$root"/lib/parley/*.resources; do
    [ -d "$folder" ] && printf '%s\n' "${folder#"$root/"}"
  done
  return 0
}

if $uninstall; then
  [ -z "$binary" ] || fail "--uninstall takes no --binary"
  while IFS= read -r folder; do
    rm -rf "${root:?}/$folder"
    echo "removed $root/$folder"
  done < <(installed_resources)
  files=(bin/parley lib/parley/parley "$desktop")
  for entry in "${data[@]}"; do
    files+=("${entry#*:}")
  done
  while IFS= read -r translation; do
    files+=("$translation")
  done < <(installed_translations)
  for file in "${files[@]}"; do
    if [ -e "$root/$file" ] || [ -L "$root/$file" ]; then
      rm -f "$root/$file"
      echo "removed $root/$file"
    fi
    remove_empty_folders "$file"
  done
  exit 0
fi

[ -n "$binary" ] || fail "--binary PATH is missing (make install builds it)"
[ -f "$binary" ] && [ -x "$binary" ] || fail "no executable at $binary"

# An Exec argument as the Desktop Entry Specification quotes it: bare when it has only safe
# characters, else in double quotes with ", `, $ and \ escaped, and then every \ doubled (the
# value's own escaping).
exec_argument() {
  if [[ "$1" =~ ^[A-Za-z0-9/._+@,:=-]+$ ]]; then
    printf '%s' "$1"
  else
    local quoted=$1
    quoted=${quoted//\\/\\\\}
    quoted=${quoted//\"/\\\"}
    quoted=${quoted//\`/\\\`}
    quoted=${quoted//\$/\\\$}
    quoted="\"$quoted\""
    printf '%s' "${quoted//\\/\\\\}"
  fi
}

put() {
  install -D -m "$1" "$2" "$root/$3"
  echo "installed $root/$3"
}

put 755 "$binary" lib/parley/parley
for folder in "$(dirname "$binary")"/*.resources; do
  [ -d "$folder" ] || continue
  rm -rf "${root:?}/lib/parley/$(basename "$folder")"
  cp -R "$folder" "$root/lib/parley/"
  chmod -R u=rwX,go=rX "$root/lib/parley/$(basename "$folder")"
  echo "installed $root/lib/parley/$(basename "$folder")"
done
mkdir -p "$root/bin"
ln -sfn ../lib/parley/parley "$root/bin/parley"
echo "installed $root/bin/parley -> ../lib/parley/parley"
for entry in "${data[@]}"; do
  put 644 "${entry%%:*}" "${entry#*:}"
done

program=$(exec_argument "$prefix/bin/parley")
mkdir -p "$root/$(dirname "$desktop")"
while IFS= read -r line; do
  case "$line" in
    "Exec=parley "*) printf 'Exec=%s %s\n' "$program" "${line#Exec=parley }" ;;
    "TryExec=parley") printf 'TryExec=%s\n' "$prefix/bin/parley" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "Data/$id.desktop" > "$root/$desktop"
chmod 644 "$root/$desktop"
echo "installed $root/$desktop"

if [ -n "$locale" ] && [ -d "$locale" ]; then
  for catalog in "$locale"/*/LC_MESSAGES/parley.mo; do
    [ -f "$catalog" ] || continue
    language=$(basename "$(dirname "$(dirname "$catalog")")")
    put 644 "$catalog" "share/locale/$language/LC_MESSAGES/parley.mo"
  done
fi
