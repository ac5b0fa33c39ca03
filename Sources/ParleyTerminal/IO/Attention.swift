/// How the client draws attention to a message in a chat not on screen (issue 18
/// "Notifications"): the bell, and the unread count in the terminal's title (OSC 2). The title
/// holds only Parley's own words and a number, never other people's text.
public enum Attention {
    /// BEL when `bell`, then `ESC ] 2 ; Parley (N unread) BEL` (no count when none are unread).
    public static func bytes(bell: Bool, unread: Int) -> [UInt8] {
        let title = unread > 0 ? "Parley (\(unread) unread)" : "Parley"
        return (bell ? [0x07] : []) + Array("\u{1B}]2;\(title)\u{07}".utf8)
    }
}

extension TerminalSession {
    /// Rings the bell (when `bell`) and sets the title to the unread count.
    public func drawAttention(bell: Bool, unread: Int) throws {
        try writeAll(Attention.bytes(bell: bell, unread: unread))
    }
}
