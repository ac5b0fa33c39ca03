import Localization

/// How the client draws attention to a message in a chat not on screen (issue 18
/// "Notifications"): the bell, the unread count in the terminal's title (OSC 2), and a desktop
/// notification naming the chat where the terminal has them. The title holds only Parley's own
/// words and a number, never other people's text; the notification holds the chat's name, made
/// safe (`DesktopNotifier.bytes`), never the message; the words in `t`'s language.
package enum Attention {
    /// BEL and the notification when `bell`, then `ESC ] 2 ; Parley (N unread) BEL` (no count
    /// when none are unread).
    package static func bytes(bell: Bool, unread: Int, chat: String, notifier: DesktopNotifier?, _ t: Translator = .english) -> [UInt8] {
        let notification = bell ? notifier?.bytes(body: t.tr("new message in {chat}", ["chat": chat])) ?? [] : []
        return (bell ? [0x07] : []) + notification + title(unread: unread, t)
    }

    /// `ESC ] 2 ; Parley (N unread) BEL`: the title with the unread count of the chats not on
    /// screen (D4: it follows what is read at once), just `Parley` when none are.
    package static func title(unread: Int, _ t: Translator = .english) -> [UInt8] {
        let title = unread > 0 ? t.trPlural("Parley ({count} unread)", "Parley ({count} unread)", unread) : "Parley"
        return Array("\u{1B}]2;\(title)\u{07}".utf8)
    }
}

extension TerminalSession {
    /// Rings the bell and notifies (when `bell`), and sets the title to the unread count.
    func drawAttention(bell: Bool, unread: Int, chat: String, _ t: Translator) throws {
        try writeAll(Attention.bytes(bell: bell, unread: unread, chat: chat, notifier: capabilities.notifier, t))
    }

    /// Sets the title to the unread count of the chats not on screen.
    func setTitleCount(_ unread: Int, _ t: Translator) throws {
        try writeAll(Attention.title(unread: unread, t))
    }
}
