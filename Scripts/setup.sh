#!/usr/bin/env bash
# Installs what Parley needs and this machine lacks: the C libraries (checked with pkg-config;
# libjpeg and libpng for the pictures of messages, libqrencode for the terminal's QR codes, GTK 4 for
# the desktop window), the
# emoji font, python3 with the terminal tests' oracles (wcwidth, pyte, PIL), tmux and
# poppler-utils (pdftotext, pdfinfo and pdffonts read the PDFs of `parley export` and of
# ParleyKit in their tests) and
# zbar-tools (zbarimg reads the terminal's QR codes back in a test), xvfb, xdotool and x11-apps
# (the window's tests run it on a virtual display, type into it and photograph it with xwd),
# gettext (msgfmt, msgmerge and msginit build and merge the message catalogs, and the
# pseudo-locale test compiles its catalog), dbus, at-spi2-core, python3-gi with GTK 4's
# introspection data and the SVG loader of gdk-pixbuf, python3-pyatspi and libnotify-bin (the
# desktop tests' private session bus, accessibility bus, stand-in notification server and its
# reader), desktop-file-utils, appstream, man-db and zsh (the install tests check what
# `make install` puts in place), from Debian's packages, and the Python package simplex-chat
# (PyPI). apt-get runs as root, else via sudo.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no swift on PATH; Parley needs Swift 6.0 or newer" >&2
  exit 1
fi

missing=()
need_lib() { pkg-config --exists "$1" 2>/dev/null || missing+=("$2"); }
need_cmd() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }

need_cmd pkg-config pkg-config
if command -v pkg-config >/dev/null 2>&1; then
  need_lib sqlite3 libsqlite3-dev
  need_lib harfbuzz libharfbuzz-dev
  need_lib cairo libcairo2-dev
  need_lib pangocairo libpango1.0-dev
  need_lib libjpeg libjpeg-dev
  need_lib libpng libpng-dev
  need_lib libqrencode libqrencode-dev
  need_lib gtk4 libgtk-4-dev
  need_lib libadwaita-1 libadwaita-1-dev
else
  missing+=(libsqlite3-dev libharfbuzz-dev libcairo2-dev libpango1.0-dev libjpeg-dev libpng-dev libqrencode-dev libgtk-4-dev libadwaita-1-dev)
fi
need_cmd python3 python3
need_py() { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c "import $1" 2>/dev/null || missing+=("$2"); }
need_py wcwidth python3-wcwidth
need_py pyte python3-pyte
need_py gi python3-gi
need_py pyatspi python3-pyatspi
# Debian's python3 with GObject introspection: $1 is a library and its version, its data $2.
need_gi() { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c "import gi; gi.require_version('$1', '$2')" 2>/dev/null || missing+=("$3"); }
need_gi Gtk 4.0 gir1.2-gtk-4.0
# gdk-pixbuf reads SVG icons (GTK's own and Parley's) through librsvg's loader.
[ -x /usr/bin/python3 ] && /usr/bin/python3 -c "
import gi; gi.require_version('GdkPixbuf', '2.0')
from gi.repository import GdkPixbuf
assert 'svg' in [f.get_name() for f in GdkPixbuf.Pixbuf.get_formats()]" 2>/dev/null || missing+=(librsvg2-common)
need_py PIL python3-pil
command -v python3 >/dev/null 2>&1 && ! python3 -m pip --version >/dev/null 2>&1 && missing+=(python3-pip)
need_cmd tmux tmux
need_cmd pdftotext poppler-utils
need_cmd zbarimg zbar-tools
need_cmd Xvfb xvfb
need_cmd xdotool xdotool
need_cmd xwd x11-apps
need_cmd dbus-daemon dbus
need_cmd dbus-send dbus
[ -f /usr/share/dbus-1/services/org.a11y.Bus.service ] || missing+=(at-spi2-core)
need_cmd notify-send libnotify-bin
need_cmd desktop-file-validate desktop-file-utils
need_cmd appstreamcli appstream
need_cmd man man-db
need_cmd zsh zsh
need_cmd fc-list fontconfig
need_cmd msgfmt gettext
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)

# The official Python library of SimpleX Chat writes the command strings the parity test compares.
install_simplex_chat() {
  if command -v python3 >/dev/null 2>&1 && ! python3 -c "import simplex_chat" >/dev/null 2>&1; then
    echo "setup: installing the Python package simplex-chat 7.0.2"
    python3 -m pip install --quiet "simplex-chat==7.0.2" \
      || python3 -m pip install --quiet --break-system-packages "simplex-chat==7.0.2"
  fi
}

if [ ${#missing[@]} -eq 0 ]; then
  install_simplex_chat
  exit 0
fi
echo "setup: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
install_simplex_chat
