import CGTK4

/// The unread count on the launcher's icon (issue 33): the `com.canonical.Unity.LauncherEntry`
/// signal `Update`, which KDE's task manager, Dash to Dock and Plank read, naming the desktop
/// file (`application://io.github.parley.Parley.desktop`) with `count` and `count-visible` (no
/// badge at 0). Sent on the application's session bus connection. Lives on the GTK thread.
struct LauncherEntry {
    /// The D-Bus interface the docks listen to.
    static let interface = "com.canonical.Unity.LauncherEntry"
    /// The object the signal comes from.
    static let objectPath = "/io/github/parley/Parley/LauncherEntry"
    /// The desktop file the count is for.
    static let applicationURI = "application://\(DesktopApplication.id).desktop"

    let connection: OpaquePointer?

    /// Shows `count` on the launcher, or no badge when it is 0.
    func update(count: Int) {
        guard let connection else { return }
        let pairs: [(String, OpaquePointer?)] = [("count", g_variant_new_int64(gint64(count))), ("count-visible", g_variant_new_boolean(count > 0 ? 1 : 0))]
        let entries = pairs.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
        }
        let dictionaryType = g_variant_type_new("{sv}")
        defer { g_variant_type_free(dictionaryType) }
        let properties = entries.withUnsafeBufferPointer { g_variant_new_array(dictionaryType, $0.baseAddress, gsize($0.count)) }
        let members = [g_variant_new_string(Self.applicationURI), properties]
        let parameters = members.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        g_dbus_connection_emit_signal(connection, nil, Self.objectPath, Self.interface, "Update", parameters, nil)
    }
}
