#!/usr/bin/python3
"""Records D-Bus signals of one interface on the session bus it is given, for Parley's tests.

Each signal of --interface (from any sender and object) is written to --log as one JSON line:
{"sender", "path", "member", "args"}, its arguments unpacked to JSON's values. It prints "ready"
on standard output once it listens, and exits when the bus goes away. Debian's python3-gi is its
only dependency.
"""
import argparse
import json
import sys

from gi.repository import Gio, GLib


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interface", required=True)
    parser.add_argument("--log", required=True)
    arguments = parser.parse_args()
    open(arguments.log, "a", encoding="utf-8").close()
    try:
        connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    except GLib.Error as error:
        print(f"signal-recorder: no session bus: {error.message}", file=sys.stderr)
        return 1
    loop = GLib.MainLoop()
    connection.set_exit_on_close(False)
    connection.connect("closed", lambda *_: loop.quit())

    def heard(_connection, sender, path, _interface, member, parameters):
        record = {"sender": sender, "path": path, "member": member, "args": parameters.unpack()}
        with open(arguments.log, "a", encoding="utf-8") as out:
            out.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")

    connection.signal_subscribe(None, arguments.interface, None, None, None, Gio.DBusSignalFlags.NONE, heard)
    # A round trip to the bus: the match rule is in place before "ready".
    connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId", None, None,
                         Gio.DBusCallFlags.NONE, -1, None)
    print("ready", flush=True)
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
