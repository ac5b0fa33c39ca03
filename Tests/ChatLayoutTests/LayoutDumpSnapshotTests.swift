import ChatLayout
import Foundation
import SimpleXModel
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

    /// Every media card, quote thumbnail and forwarded mark (`MediaItems.chat`) in both layouts.
    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func mediaLayout(_ layout: ChatLayoutMode) throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        let tree = layout == .terminal ? try LayoutFixtures.layout(MediaItems.chat, in: chat) : try ClassicGeometryTests.tree(chat, items: MediaItems.chat)
        assertSnapshot(of: tree.dump(), as: .lines, named: "media.\(layout == .terminal ? "terminal" : "classic").393.body17")
    }
}
