import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D13: a tab in a message stays a tab (a pasted Makefile, a TSV line), and is drawn as
/// `SafeText.tabCells` spaces — in the chat, its code blocks and tables, and the compose bar —
/// so no tab byte ever reaches the terminal.
@Suite struct TabTextTests {
    @Test("A body keeps its tab; drawn, each tab is four spaces", arguments: [
        ("a\tb", "a\tb", "a    b"), ("\tindented", "\tindented", "    indented"), ("two\t\ttabs", "two\t\ttabs", "two        tabs"),
        ("\u{1B}[31m\tx", "␛[31m\tx", "␛[31m    x"), ("no tab", "no tab", "no tab"),
    ])
    func bodyKeepsTabs(input: String, sanitized: String, drawn: String) {
        #expect(SafeText.sanitize(input, for: .body) == sanitized)
        #expect(SafeText.drawn(input) == drawn)
    }

    static let tabbed = ["col1\tcol2", "```\nrule:\n\tcc -o x x.c\n```", "| a | b |\n|---|---|\n| x\ty | z |", "- item\twith tab"]

    static var chat: AChat {
        var chat = Fixtures.bob
        chat.chatItems = tabbed.enumerated().map { index, text in
            var item = ChatItems.text(Int64(index + 1), text, at: Date(timeIntervalSince1970: 1_795_856_400 + Double(index) * 60))
            item.formattedText = nil
            return item
        }
        return chat
    }

    @Test("A frame with tabbed messages holds no tab byte and shows the tab as spaces", arguments: [ChatLayoutMode.terminal, .classic])
    func frameHasNoTab(layout: ChatLayoutMode) {
        for columns in [40, 80, 160] {
            let client = ClientDriver.opened(Self.chat, layout: layout, size: GridSize(rows: 40, columns: columns))
            let frame = ClientScreen.frame(client.state)
            let bytes = TerminalFrameEncoder(colorDepth: .trueColor, synchronizedOutput: true).encode(frame, after: nil).bytes
            #expect(!bytes.contains(0x09), "\(layout) \(columns)")
            #expect(!client.screen.contains("␉"), "\(layout) \(columns)")
            if columns == 160 {
                #expect(client.screen.contains("col1    col2"), "\(client.screen)")
                #expect(client.screen.contains("    cc -o x x.c"), "\(client.screen)")
            }
        }
    }

    @Test("A pasted tab is sent as a tab and shown in the compose bar as spaces")
    func pastedTabIsSent() {
        var client = ClientDriver.opened(Self.chat)
        client.handle(.input(.paste("all:\n\tcc -o x x.c")))
        #expect(client.screen.contains("  cc -o x x.c") && !client.screen.contains("␉"), "\(client.screen)")
        let bytes = TerminalFrameEncoder(colorDepth: .trueColor, synchronizedOutput: true).encode(ClientScreen.frame(client.state), after: nil).bytes
        #expect(!bytes.contains(0x09))
        let sent = client.press(.enter)
        guard case let .run(.send(_, _, _, _, _, messages))? = sent.first else { Issue.record("sent \(sent)"); return }
        #expect(messages.first?.msgContent.text == "all:\n\tcc -o x x.c")
    }
}
