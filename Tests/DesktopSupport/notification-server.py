#!/usr/bin/python3
"""A stand-in notification server for Parley's tests (Desktop Notifications Specification 1.2).

It owns org.freedesktop.Notifications on the session bus it is given (DBUS_SESSION_BUS_ADDRESS),
answers GetCapabilities and GetServerInformation, and writes each Notify call as one JSON line to
--log (app name, replaces id, icon, summary, body, actions as [key, label] pairs, hints, expire
timeout, and the id it gave): the record a test reads. It draws nothing.

A test drives it through a second interface on the same object,
io.github.parley.NotificationStandIn: InvokeAction(id, key) emits ActionInvoked (and, as servers
do, NotificationClosed with reason 2, "dismissed by the user"), Close(id) emits NotificationClosed
with reason 3.

It prints "ready" on standard output once the name is its own, and exits when the bus goes away
or the name is taken from it. Debian's python3-gi (GLib's GDBus) is its only dependency.
"""
import argparse
import json
import sys

from gi.repository import Gio, GLib

INTERFACES = """
<node>
  <interface name="org.freedesktop.Notifications">
    <method name="GetCapabilities"><arg direction="out" type="as"/></method>
    <method name="Notify">
      <arg direction="in" type="s" name="app_name"/>
      <arg direction="in" type="u" name="replaces_id"/>
      <arg direction="in" type="s" name="app_icon"/>
      <arg direction="in" type="s" name="summary"/>
      <arg direction="in" type="s" name="body"/>
      <arg direction="in" type="as" name="actions"/>
      <arg direction="in" type="a{sv}" name="hints"/>
      <arg direction="in" type="i" name="expire_timeout"/>
      <arg direction="out" type="u" name="id"/>
    </method>
    <method name="CloseNotification"><arg direction="in" type="u" name="id"/></method>
    <method name="GetServerInformation">
      <arg direction="out" type="s" name="name"/>
      <arg direction="out" type="s" name="vendor"/>
      <arg direction="out" type="s" name="version"/>
      <arg direction="out" type="s" name="spec_version"/>
    </method>
    <signal name="NotificationClosed"><arg type="u" name="id"/><arg type="u" name="reason"/></signal>
    <signal name="ActionInvoked"><arg type="u" name="id"/><arg type="s" name="action_key"/></signal>
  </interface>
  <interface name="io.github.parley.NotificationStandIn">
    <method name="InvokeAction"><arg direction="in" type="u" name="id"/><arg direction="in" type="s" name="action_key"/></method>
    <method name="Close"><arg direction="in" type="u" name="id"/></method>
  </interface>
</node>
"""

PATH = "/org/freedesktop/Notifications"
NAME = "org.freedesktop.Notifications"
CLOSED_EXPIRED, CLOSED_DISMISSED, CLOSED_BY_CALL = 1, 2, 3


def plain(value):
    """A hint's value as JSON can hold it: bytes by their count, tuples as lists."""
    if isinstance(value, (bytes, bytearray)):
        return {"bytes": len(value)}
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(element, int) and not isinstance(element, bool) for element in value) and len(value) > 64:
            return {"bytes": len(value)}
        return [plain(element) for element in value]
    if isinstance(value, dict):
        return {str(key): plain(element) for key, element in value.items()}
    return value


def pairs(actions):
    """The Notify actions list (key, label, key, label, …) as [key, label] pairs."""
    return [[actions[index], actions[index + 1] if index + 1 < len(actions) else ""] for index in range(0, len(actions), 2)]


class Server:
    def __init__(self, connection, log, capabilities):
        self.connection = connection
        self.log = log
        self.capabilities = capabilities
        self.next_id = 1
        self.shown = set()

    def emit(self, signal, parameters):
        self.connection.emit_signal(None, PATH, "org.freedesktop.Notifications", signal, parameters)

    def call(self, connection, sender, path, interface, method, parameters, invocation):
        if method == "GetCapabilities":
            invocation.return_value(GLib.Variant("(as)", (self.capabilities,)))
        elif method == "GetServerInformation":
            invocation.return_value(GLib.Variant("(ssss)", ("Parley's stand-in", "Parley", "1.0", "1.2")))
        elif method == "Notify":
            app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout = parameters.unpack()
            notification_id = replaces_id if replaces_id in self.shown else self.next_id
            if notification_id == self.next_id:
                self.next_id += 1
            self.shown.add(notification_id)
            record = {"id": notification_id, "app_name": app_name, "replaces_id": replaces_id, "app_icon": app_icon,
                      "summary": summary, "body": body, "actions": pairs(actions), "hints": plain(hints),
                      "expire_timeout": expire_timeout, "sender": sender}
            with open(self.log, "a", encoding="utf-8") as out:
                out.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
            invocation.return_value(GLib.Variant("(u)", (notification_id,)))
        elif method == "CloseNotification":
            (notification_id,) = parameters.unpack()
            self.close(notification_id, CLOSED_BY_CALL)
            invocation.return_value(None)
        elif method == "InvokeAction":
            notification_id, key = parameters.unpack()
            if notification_id not in self.shown:
                invocation.return_dbus_error("io.github.parley.NotificationStandIn.UnknownId", f"no notification {notification_id} is shown")
                return
            self.emit("ActionInvoked", GLib.Variant("(us)", (notification_id, key)))
            self.close(notification_id, CLOSED_DISMISSED)
            invocation.return_value(None)
        elif method == "Close":
            (notification_id,) = parameters.unpack()
            self.close(notification_id, CLOSED_EXPIRED)
            invocation.return_value(None)
        else:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", f"no method {interface}.{method}")

    def close(self, notification_id, reason):
        if notification_id in self.shown:
            self.shown.discard(notification_id)
            self.emit("NotificationClosed", GLib.Variant("(uu)", (notification_id, reason)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", required=True, help="the JSON-lines file each Notify call is appended to")
    parser.add_argument("--capabilities", default="actions,body,body-markup,persistence",
                        help="what GetCapabilities answers, comma-separated")
    arguments = parser.parse_args()
    open(arguments.log, "a", encoding="utf-8").close()

    loop = GLib.MainLoop()
    try:
        connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    except GLib.Error as error:
        print(f"notification-server: no session bus: {error.message}", file=sys.stderr)
        return 1
    connection.set_exit_on_close(False)
    connection.connect("closed", lambda *_: loop.quit())
    server = Server(connection, arguments.log, [name for name in arguments.capabilities.split(",") if name])
    for interface in Gio.DBusNodeInfo.new_for_xml(INTERFACES).interfaces:
        connection.register_object(PATH, interface, server.call, None, None)

    outcome = {"status": 0}

    def acquired(*_):
        print("ready", flush=True)

    def lost(*_):
        print(f"notification-server: {NAME} is not ours (another server has it, or the bus went away)", file=sys.stderr, flush=True)
        outcome["status"] = 1
        loop.quit()

    Gio.bus_own_name_on_connection(connection, NAME, Gio.BusNameOwnerFlags.DO_NOT_QUEUE, acquired, lost)
    loop.run()
    return outcome["status"]


if __name__ == "__main__":
    sys.exit(main())
