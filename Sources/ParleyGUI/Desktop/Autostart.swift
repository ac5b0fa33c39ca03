import CGTK4
import Foundation
import Localization

/// Starting Parley at login (issue 33 "Keep running"): in a sandbox through the Background
/// portal (`org.freedesktop.portal.Background.RequestBackground`, which works only for
/// sandboxed applications), else an autostart desktop file in `$XDG_CONFIG_HOME/autostart`
/// that the user can remove (XDG Autostart Specification), running `parley gui --background`.
enum Autostart {
    /// The autostart file's name: the application's desktop file name.
    static let fileName = DesktopApplication.id + ".desktop"

    /// The autostart desktop file running `command`.
    static func entry(running command: [String]) -> String {
        """
        [Desktop Entry]
        Type=Application
        Name=Parley
        Comment=Parley in the background: notifications of new SimpleX messages
        Exec=\(command.map(execArgument).joined(separator: " "))
        Icon=\(DesktopApplication.id)
        Terminal=false
        X-GNOME-Autostart-enabled=true

        """
    }

    /// An argument as the Exec key takes it (Desktop Entry Specification, "The Exec key"):
    /// as it is when it has no reserved character, else in double quotes with `"`, `` ` ``, `$`
    /// and `\` escaped; a `%` doubled either way.
    static func execArgument(_ argument: String) -> String {
        let percent = argument.replacingOccurrences(of: "%", with: "%%")
        let reserved: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`"]
        guard percent.contains(where: reserved.contains) || percent.isEmpty else { return percent }
        var quoted = ""
        for character in percent {
            if "\"`$\\".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return "\"" + quoted + "\""
    }

    /// Turns autostart on or off: the portal in a sandbox, else the file in `folder`. Returns
    /// why it failed in `t`'s language, nil when done (or asked of the portal).
    static func set(_ on: Bool, command: [String], folder: String?, connection: OpaquePointer?, translator t: Translator) -> String? {
        if Sandbox.isSandboxed, let connection {
            requestBackground(autostart: on, command: command, on: connection, reason: t.tr("Notifications of new SimpleX messages while the window is closed"))
            return nil
        }
        guard let folder else { return t.tr("no folder for autostart files (no HOME)") }
        let path = folder + "/" + fileName
        if on {
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
                  FileManager.default.createFile(atPath: path, contents: Data(entry(running: command).utf8)) else { return t.tr("cannot write {path}", ["path": path]) }
        } else if FileManager.default.fileExists(atPath: path) {
            guard (try? FileManager.default.removeItem(atPath: path)) != nil else { return t.tr("cannot remove {path}", ["path": path]) }
        }
        return nil
    }

    /// Asks the Background portal to start `command` at login (or no longer); the portal may ask
    /// the user (saying `reason`), and answers on a request object nobody waits for.
    static func requestBackground(autostart: Bool, command: [String], on connection: OpaquePointer, reason: String) {
        let commandLine = command.map { g_variant_new_string($0) }
        let stringType = g_variant_type_new("s"), entryType = g_variant_type_new("{sv}")
        defer {
            g_variant_type_free(stringType)
            g_variant_type_free(entryType)
        }
        let options: [OpaquePointer?] = [(String, OpaquePointer?)](arrayLiteral:
            ("reason", g_variant_new_string(reason)),
            ("autostart", g_variant_new_boolean(autostart ? 1 : 0)),
            ("commandline", commandLine.withUnsafeBufferPointer { g_variant_new_array(stringType, $0.baseAddress, gsize($0.count)) }),
            ("dbus-activatable", g_variant_new_boolean(0))
        ).map { (key: String, value: OpaquePointer?) in g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value)) }
        let parameters = [g_variant_new_string(""), options.withUnsafeBufferPointer { g_variant_new_array(entryType, $0.baseAddress, gsize($0.count)) }]
            .withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        g_dbus_connection_call(connection, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Background",
                               "RequestBackground", parameters, nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil, nil)
    }
}
