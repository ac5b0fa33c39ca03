import ChatLayout
import Foundation
import TestSupport
import Testing

/// The demo chats' layout trees as text dumps (exact), at the phone width and two body sizes.
@Suite struct LayoutDumpSnapshotTests {
    static let chats = ["demo-direct", "demo-chat", "channel", "demo-bots#0", "demo-bots#1"]

    @Test(arguments: chats, [17.0, 23])
    func terminalLayout(chat name: String, body: Double) throws {
        let chat = try LayoutFixtures.chat(name)
        let tree = try LayoutFixtures.layout(chat.chatItems, in: chat, body: body)
        assertSnapshot(of: tree.dump(), as: .lines, named: "\(name.replacingOccurrences(of: "#", with: "-")).terminal.393.body\(Int(body))")
    }
}
