import SimpleXMarkdown
import SimpleXModel
import Testing

/// The text helpers the view needs (spec §9 `isOneLine`, `startsWithEmptyLine`,
/// `leadingEmptyLines`, `MarkdownBlock.isCard`; simplex-view-logic §3.2 emoji).
@Suite struct MessageTextTests {
    static let emojiSizes: [(String, EmojiText.Size?)] = [
        ("👍", .large), (" 👍❤️ ", .large), ("😀😂😢", .large), ("😀😂😢🚀", .medium), ("😀😂😢🚀✅", .medium),
        ("😀😂😢🚀✅👍", nil), ("👍 ok", nil), ("", nil), ("   ", nil), ("1", nil), ("#", nil), ("©", nil),
        ("👨‍👩‍👧", .large), ("🇺🇦", .large), ("1️⃣", .large), ("⌚", nil), ("⏰", .large),
    ]

    @Test(arguments: emojiSizes)
    func emojiOnlyTextsAreLarge(text: String, size: EmojiText.Size?) {
        #expect(EmojiText.size(of: text) == size)
    }

    @Test func plainTextDropsMarkup() throws {
        let spans = try #require(InlineMarkdown.formattedText("*bold* and #secret# @bob"))
        #expect(MessageText.plainText(spans) == "bold and secret @bob")
    }

    @Test func mentionedNamesInOrder() throws {
        let spans = try #require(InlineMarkdown.formattedText("@bob and @'alice j' and @bob"))
        #expect(MessageText.mentionedNames(spans) == ["bob", "alice j", "bob"])
    }

    @Test(arguments: [("one line", true), ("two\nlines", false), ("a\n\nb", false), ("- list", false), ("*bold* ok", true)])
    func oneLineText(text: String, oneLine: Bool) {
        #expect(MessageText.isOneLine(text, blocks: BlockMarkdown.blocks(text)) == oneLine)
    }

    @Test func emptyLinesAtTheStart() throws {
        #expect(MessageText.startsWithEmptyLine("\nx"))
        #expect(!MessageText.startsWithEmptyLine("x\n"))
        #expect(MessageText.leadingEmptyLines(try #require(BlockMarkdown.blocks("\n\n\n# H"))) == 3)
        #expect(MessageText.leadingEmptyLines(try #require(BlockMarkdown.blocks("# H\n\nx"))) == 0)
    }

    @Test(arguments: [("```\ncode\n```", true), ("| a |\n|---|\n| 1 |", true), ("---\nx", true), ("# H\n---", false), ("\n---", false), ("x\n\ny", false)])
    func startsWithCard(text: String, card: Bool) throws {
        #expect(MessageText.startsWithCard(try #require(BlockMarkdown.blocks(text))) == card)
    }

    @Test func cardsAreCodeTablesAndRules() {
        #expect(MarkdownBlock.rule.isCard)
        #expect(MarkdownBlock.codeBlock(code: "", language: nil).isCard)
        #expect(MarkdownBlock.table(alignments: [], header: [], rows: []).isCard)
        #expect(!MarkdownBlock.paragraph(text: []).isCard)
        #expect(!MarkdownBlock.heading(level: 1, text: []).isCard)
        #expect(!MarkdownBlock.emptyLines(count: 1).isCard)
    }
}
