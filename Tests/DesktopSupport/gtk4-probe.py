#!/usr/bin/python3
"""A tiny GTK 4 program for the tests of Parley's accessibility reader: one window titled by
--title with a button labelled "Send" and a text view whose accessible label is "Message".
It prints "ready" on standard output once the window is mapped, and runs until it is ended.
Debian's python3-gi with gir1.2-gtk-4.0 is its only dependency."""
import argparse
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--title", default="Probe")
    arguments = parser.parse_args()
    if not Gtk.init_check():
        print("gtk4-probe: no display", file=sys.stderr)
        return 1
    GLib.set_application_name("Probe")
    window = Gtk.Window(title=arguments.title)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
    text = Gtk.TextView()
    text.update_property([Gtk.AccessibleProperty.LABEL], ["Message"])
    button = Gtk.Button(label="Send")
    box.append(text)
    box.append(button)
    window.set_child(box)
    loop = GLib.MainLoop()
    window.connect("map", lambda *_: print("ready", flush=True))
    window.connect("close-request", lambda *_: loop.quit() or False)
    window.present()
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
