import CGTK4
import ChatLayout

/// The system's dark preference (issue 33 "follows the system's dark preference"): GTK's own
/// `gtk-application-prefer-dark-theme` (the user's `settings.ini`, XSettings) at start, then the
/// desktop portal's `org.freedesktop.appearance` `color-scheme` (1 prefer dark, 2 prefer light,
/// 0 no preference) when the portal answers, and whenever it changes it (`SettingChanged`).
/// Lives on the GTK thread.
final class SystemTheme {
    private let onChange: (Bool) -> Void
    private var subscription: guint = 0
    private let connection: OpaquePointer?
    /// Whether the system prefers dark now.
    private(set) var prefersDark: Bool

    /// The portal's bus name, object and interface.
    static let portal = "org.freedesktop.portal.Desktop", object = "/org/freedesktop/portal/desktop", settings = "org.freedesktop.portal.Settings"

    /// Follows the preference on `connection` (the session bus); `onChange` hears each change.
    init(connection: OpaquePointer?, onChange: @escaping (Bool) -> Void) {
        self.connection = connection
        self.onChange = onChange
        prefersDark = Self.gtkPrefersDark
        guard let connection else { return }
        typealias Handler = (OpaquePointer?) -> Void
        let changed: Handler = { [weak self] parameters in
            guard let self, let parameters, let scheme = Self.colorScheme(inSettingChanged: parameters) else { return }
            self.heard(scheme)
        }
        let signal: GDBusSignalCallback = { _, _, _, _, _, parameters, data in Callback<Handler>.handler(data)(parameters) }
        subscription = g_dbus_connection_signal_subscribe(connection, Self.portal, Self.settings, "SettingChanged", Self.object, "org.freedesktop.appearance",
                                                          G_DBUS_SIGNAL_FLAGS_NONE, signal, Callback(changed).retained, Callback<Handler>.release)
        read(on: connection)
    }

    deinit {
        if subscription != 0, let connection { g_dbus_connection_signal_unsubscribe(connection, subscription) }
    }

    /// GTK's `gtk-application-prefer-dark-theme`.
    static var gtkPrefersDark: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            var value = GValue()
            _ = g_value_init(&value, GType(5 << 2))
            defer { g_value_unset(&value) }
            g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-application-prefer-dark-theme", &value)
            return g_value_get_boolean(&value) != 0
        }
        set {
            guard newValue != gtkPrefersDark, let settings = gtk_settings_get_default() else { return }
            var value = GValue()
            _ = g_value_init(&value, GType(5 << 2))
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, newValue ? 1 : 0)
            g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-application-prefer-dark-theme", &value)
        }
    }

    /// The portal's colour scheme changed (or was read): 1 is dark, 2 light, 0 leaves GTK's.
    private func heard(_ scheme: UInt32) {
        let dark = scheme == 1 ? true : scheme == 2 ? false : prefersDark
        guard dark != prefersDark else { return }
        prefersDark = dark
        onChange(dark)
    }

    /// Asks the portal for the colour scheme.
    private func read(on connection: OpaquePointer) {
        typealias Handler = (UInt32?) -> Void
        let answered: Handler = { [weak self] scheme in if let scheme { self?.heard(scheme) } }
        let done: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<Callback<Handler>>.fromOpaque(data!).takeRetainedValue()
            let value = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
            box.handler(value.flatMap { SystemTheme.unsigned(in: $0) })
            if let value { g_variant_unref(value) }
        }
        let arguments = [g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string("color-scheme")]
            .withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        g_dbus_connection_call(connection, Self.portal, Self.object, Self.settings, "Read", arguments, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, done,
                               Callback(answered).retained)
    }

    /// The colour scheme a `SettingChanged(namespace, key, value)` carries, when it is about it.
    static func colorScheme(inSettingChanged parameters: OpaquePointer) -> UInt32? {
        guard g_variant_n_children(parameters) == 3, let key = g_variant_get_child_value(parameters, 1) else { return nil }
        defer { g_variant_unref(key) }
        guard String(cString: g_variant_get_string(key, nil)) == "color-scheme" else { return nil }
        return unsigned(in: parameters, child: 2)
    }

    /// The unsigned number inside `value`'s member `child`, through any variants around it (the
    /// portal's `Read` wraps it twice).
    static func unsigned(in value: OpaquePointer, child: Int = 0) -> UInt32? {
        guard g_variant_n_children(value) > child, var inner = g_variant_get_child_value(value, gsize(child)) else { return nil }
        while g_variant_is_of_type(inner, g_variant_type_checked_("v")) != 0 {
            let next = g_variant_get_variant(inner)!
            g_variant_unref(inner)
            inner = next
        }
        defer { g_variant_unref(inner) }
        return g_variant_is_of_type(inner, g_variant_type_checked_("u")) != 0 ? g_variant_get_uint32(inner) : nil
    }
}
