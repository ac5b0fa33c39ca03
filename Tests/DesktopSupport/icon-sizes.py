#!/usr/bin/python3
"""Loads an icon through gdk-pixbuf, as GTK loads SVG icons, at each size given and prints the
width and height it drew, one line per size: icon-sizes.py ICON SIZE...
Exit status 1, and the loader's message, when the icon cannot be read."""
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, GLib  # noqa: E402


def main():
    if len(sys.argv) < 3:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    for size in (int(word) for word in sys.argv[2:]):
        try:
            pixbuf = GdkPixbuf.Pixbuf.new_from_file_at_size(sys.argv[1], size, size)
        except GLib.Error as error:
            print(f"icon-sizes: {error.message}", file=sys.stderr)
            return 1
        print(pixbuf.get_width(), pixbuf.get_height())
    return 0


if __name__ == "__main__":
    sys.exit(main())
