import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Safety", end to end: a chat whose messages, sender names, file names, link texts
/// and group name hold ESC/CSI/OSC/DCS/APC sequences, C0 and C1 codes and bidi controls, drawn
/// by `ClientScreen.frame` and encoded by `TerminalFrameEncoder`: the bytes hold no control
/// sequence but the encoder's own, and every screen row closes the bidi runs it opens.
@Suite struct ClientHostileTextTests {
    static let hostile = (SafeTextTests.bodies + SafeTextTests.names).map(\.0)

    /// The Team group renamed, and one item for each hostile string: its text from a member
    /// named with the next one, every third a file named with it, every third a link preview
    /// titled, described and addressed with it, every fourth a reply quoting it.
    static var chat: AChat {
        var chat = Fixtures.team
        chat.chatInfo = chat.chatInfo.withGroup { $0.groupProfile.displayName = "Team\u{1B}]0;owned\u{7}\u{202E}" }
        let member = Fixtures.teamMember("alice")
        chat.chatItems = hostile.enumerated().map { index, text in
            var sender = member
            sender.memberProfile.displayName = hostile[(index + 1) % hostile.count]
            sender.groupMemberId = Int64(100 + index)
            let time = Date(timeIntervalSince1970: 1_795_856_400 + Double(index) * 600)
            var item = ChatItems.text(Int64(index + 1), text, at: time, direction: .groupRcv(groupMember: sender))
            switch index % 3 {
            case 1:
                item = item.with(MsgContent.file(text: text)).withFile(.rcvComplete, id: Int64(index))
                item.file?.fileName = text
            case 2:
                item = item.with(MsgContent.link(preview: LinkPreview(description: text, image: "", title: text, uri: "https://x.example/\(text)"), text: text))
            default: break
            }
            if index % 4 == 3 { item.quotedItem = CIQuote(chatDir: .groupRcv(groupMember: sender), content: .text(text: text), itemId: 1, sentAt: time) }
            item.formattedText = nil
            return item
        }
        return chat
    }

    static func screens() -> [(String, ClientState)] {
        var screens: [(String, ClientState)] = []
        for layout in [ChatLayoutMode.terminal, .classic] {
            for columns in [40, 80, 200] {
                let client = ClientDriver.opened(chat, layout: layout, size: GridSize(rows: 200, columns: columns))
                screens.append(("\(layout.rawValue) \(columns)", client.state))
            }
        }
        var list = ClientDriver.list([chat, Fixtures.bob], size: GridSize(rows: 10, columns: 120))
        screens.append(("list", list.state))
        var reply = ClientDriver.opened(chat, layout: .terminal, size: GridSize(rows: 60, columns: 120))
        reply.press(.tab)
        reply.press(.character("r"))
        reply.handle(.input(.paste("\u{1B}[2J pasted \u{9B}31m")))
        screens.append(("reply banner and paste", reply.state))
        list.press(.character("/"))
        list.type("\u{1B}[31m")
        screens.append(("list search", list.state))
        return screens
    }

    @Test("A frame of hostile text holds no control sequence but the encoder's own")
    func noForeignSequences() {
        for (name, state) in Self.screens() {
            let frame = ClientScreen.frame(state)
            for depth in ColorDepth.allCases {
                let bytes = TerminalFrameEncoder(colorDepth: depth, synchronizedOutput: true).encode(frame, after: nil).bytes
                #expect(SafeTextTests.foreignEscapes(in: bytes) == [], "\(name) \(depth)")
                #expect(!bytes.contains { $0 < 0x20 && ![0x0A, 0x0D, 0x1B].contains($0) }, "\(name) \(depth)")
                #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(name) \(depth)")
            }
        }
    }

    @Test("The hostile strings are drawn, visibly")
    func hostileTextIsShown() {
        let client = ClientDriver.opened(Self.chat, layout: .terminal, size: GridSize(rows: 60, columns: 200))
        let rows = client.rowTexts.joined(separator: "\n")
        #expect(rows.contains("␛[2J␛[31mred"))
        #expect(client.screenLines.first?.contains("Team␛]0;owned␇[U+202E]") == true)
        #expect(rows.contains("Al[U+200B]ice"))
    }

    @Test("A name with a line or paragraph separator stays on one line, the separators shown")
    func nameSeparatorsVisible() {
        let client = ClientDriver.opened(Self.chat, layout: .terminal, size: GridSize(rows: 60, columns: 200))
        let rows = client.rowTexts
        #expect(rows.contains { $0.contains("ls[U+2028]ps[U+2029]  admin") })
        #expect(rows.contains { $0.contains("▎ ls[U+2028]ps[U+2029]") })
    }

    @Test("Every screen row closes the bidi overrides and isolates it opens")
    func bidiClosedPerRow() {
        let openers: Set<UInt32> = [0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068]
        for (name, state) in Self.screens() {
            let grid = ClientScreen.frame(state).grid
            for row in 0..<grid.size.rows {
                var depth = 0
                for scalar in grid.row(row).flatMap({ $0.text.unicodeScalars }) {
                    if openers.contains(scalar.value) { depth += 1 }
                    if scalar.value == 0x202C || scalar.value == 0x2069 { depth -= 1 }
                    #expect(depth >= 0, "\(name) row \(row) closes what it did not open")
                }
                #expect(depth == 0, "\(name) row \(row) leaves a bidi run open")
            }
        }
    }
}
