import ChatLayout
import SimpleXModel

extension ClientSettings {
    /// These settings as a settings file, each with what it does: `ClientSettings(file:)` of
    /// it gives these settings back. `parley --print-config` writes the defaults' file.
    package var fileText: String {
        var lines = [
            "# Parley's settings: $XDG_CONFIG_HOME/parley/config.toml (by default ~/.config/parley/config.toml).",
            "# A flag on the command line wins over the same setting here.",
            "",
            "# The chat core, one of: db, the embedded store's file; connect, the simplex-chat CLI's",
            "# WebSocket API (simplex-chat -p 5225); core_lib with core_db, the core's C library and",
            "# the prefix of its databases. None: the demo store. A path may start with ~/.",
        ]
        switch core {
        case nil:
            lines += ["# db = \"~/chats/parley.db\"", "# connect = \"ws://127.0.0.1:5225\"",
                      "# core_lib = \"~/.cache/simplex-chat/v7.0.4/sqlite/libsimplex.so\"", "# core_db = \"~/bots/bot\""]
        case let .store(path)?:
            lines.append("db = " + TOMLValue.quoted(path))
        case let .webSocket(url)?:
            lines.append("connect = " + TOMLValue.quoted(url))
        case let .library(path, prefix)?:
            lines += ["core_lib = " + TOMLValue.quoted(path), "core_db = " + TOMLValue.quoted(prefix)]
        }
        lines += [
            "",
            "# The layout of every chat: auto (each chat's own), terminal or classic.",
            "layout = " + TOMLValue.quoted(Self.layouts.first { $0.1 == layout }?.0 ?? "auto"),
            "# The theme: auto (the terminal's background), light or dark; the window also simplex and black.",
            "theme = " + TOMLValue.quoted(theme?.rawValue ?? "auto"),
            "# j k g G move and jump.",
            "vim = \(vimKeys)",
            "# The wheel scrolls, a click focuses.",
            "mouse = \(mouse)",
            "# A message in a chat not on screen rings the bell (and notifies, where the terminal can).",
            "bell = \(bell)",
            "# Pictures: auto (the terminal's own graphics where it has them, else blocks), blocks or off.",
            "images = " + TOMLValue.quoted(images.rawValue),
            "# A desktop notification says: message (the text), contact (only who) or hidden (only that one came).",
            "notification_preview = " + TOMLValue.quoted(notificationPreview.rawValue),
            "",
            "# The client's keys: action = \"key key…\" (\"\" unbinds). A key is ctrl-, alt- or shift- before",
            "# enter, tab, backspace, delete, insert, esc, up, down, left, right, home, end, pgup, pgdn,",
            "# space, f1–f12 or one character. In a chat a key needs ctrl- or alt- (plain keys type).",
            "[keys]",
        ]
        var context: KeyAction.Context?
        for entry in KeyAction.table {
            if entry.context != context {
                context = entry.context
                lines.append("# " + Self.contextTitles[entry.context, default: ""])
            }
            let spec = (keys.keys[entry.action] ?? []).map(KeyChord.spec(of:)).joined(separator: " ")
            lines.append("\(entry.action.rawValue) = \(TOMLValue.quoted(spec))  # \(entry.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let contextTitles: [KeyAction.Context: String] = [
        .anywhere: "Anywhere", .list: "The chat list", .chat: "In a chat (typing)", .message: "A focused message",
    ]
}
