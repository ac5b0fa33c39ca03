#!/usr/bin/python3
"""A source of files for the window tests of Parley: a GTK 4 window titled "File source" that
puts files (--files, as a file list and text/uri-list) or a picture (--picture PNG) on the
clipboard, and offers the files to drag from its label. It prints "ready" on standard output
once its window is mapped and the clipboard is its own, and runs until it is ended. Debian's
python3-gi with gir1.2-gtk-4.0 is its only dependency."""
import argparse
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402


def files_provider(paths):
    files = [Gio.File.new_for_path(path) for path in paths]
    uris = "".join(f.get_uri() + "\r\n" for f in files).encode()
    return Gdk.ContentProvider.new_union([
        Gdk.ContentProvider.new_for_value(Gdk.FileList.new_from_list(files)),
        Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new(uris)),
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", nargs="*", default=[])
    parser.add_argument("--picture")
    arguments = parser.parse_args()
    if not Gtk.init_check():
        print("file-source: no display", file=sys.stderr)
        return 1
    window = Gtk.Window(title="File source")
    window.set_default_size(300, 200)
    label = Gtk.Label(label="Drag me")
    label.set_vexpand(True)
    window.set_child(label)
    if arguments.files:
        drag = Gtk.DragSource()
        drag.set_actions(Gdk.DragAction.COPY)
        drag.connect("prepare", lambda *_: files_provider(arguments.files))
        label.add_controller(drag)
    loop = GLib.MainLoop()

    def mapped(*_):
        clipboard = window.get_display().get_clipboard()
        if arguments.picture:
            clipboard.set_content(Gdk.ContentProvider.new_for_value(Gdk.Texture.new_from_filename(arguments.picture)))
        elif arguments.files:
            clipboard.set_content(files_provider(arguments.files))
        print("ready", flush=True)

    window.connect("map", mapped)
    window.connect("close-request", lambda *_: loop.quit() or False)
    window.present()
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
