#!/usr/bin/python3
"""A stand-in of the desktop portal's Settings for Parley's tests: it owns
org.freedesktop.portal.Desktop on the session bus it is given and answers
org.freedesktop.portal.Settings Read (and ReadOne) of org.freedesktop.appearance color-scheme with
--color-scheme (0 no preference, 1 prefer dark, 2 prefer light), wrapped as the portal wraps it.
A test changes it with io.github.parley.PortalStandIn.SetColorScheme(u), which emits
SettingChanged as the portal does. It prints "ready" once the name is its own. Debian's
python3-gi is its only dependency."""
import argparse
import sys

from gi.repository import Gio, GLib

INTERFACES = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="out" type="v"/></method>
    <method name="ReadOne"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="out" type="v"/></method>
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="io.github.parley.PortalStandIn">
    <method name="SetColorScheme"><arg direction="in" type="u"/></method>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--color-scheme", type=int, default=0)
    arguments = parser.parse_args()
    state = {"scheme": arguments.color_scheme}
    connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    loop = GLib.MainLoop()

    def call(connection, sender, path, interface, method, parameters, invocation):
        if method in ("Read", "ReadOne"):
            namespace, key = parameters.unpack()
            if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
                invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
                return
            value = GLib.Variant("u", state["scheme"])
            wrapped = GLib.Variant("v", value) if method == "Read" else value
            invocation.return_value(GLib.Variant("(v)", (wrapped,)))
        elif method == "SetColorScheme":
            (state["scheme"],) = parameters.unpack()
            connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                                   GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", state["scheme"]))))
            invocation.return_value(None)

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", 2)

    for interface in Gio.DBusNodeInfo.new_for_xml(INTERFACES).interfaces:
        connection.register_object(PATH, interface, call, get_property, None)
    Gio.bus_own_name_on_connection(connection, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.DO_NOT_QUEUE,
                                   lambda *_: print("ready", flush=True), lambda *_: loop.quit())
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
