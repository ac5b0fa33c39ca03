import SimpleXMarkdown
import SimpleXModel
import Testing

/// Block markdown (`markdownBlocks`): every block kind and every gap rule, as the JSON the
/// view receives. `P(x)` below is a paragraph of plain text x.
@Suite struct BlockMarkdownTests {
    private static func blocks(_ text: String) -> String {
        (try? SimpleXJSON.text(BlockMarkdown.blocks(text))) ?? "unencodable"
    }

    private static func paragraph(_ text: String) -> String {
        #"{"text":[{"text":"\#(text)"}],"type":"paragraph"}"#
    }

    private static func gap(_ count: Int) -> String {
        #"{"count":\#(count),"type":"emptyLines"}"#
    }

    static let blockKinds: [(rule: String, text: String, json: String)] = [
        ("heading levels 1 to 6", "# One\n###### Six",
         #"[{"level":1,"text":[{"text":"One"}],"type":"heading"},{"level":6,"text":[{"text":"Six"}],"type":"heading"}]"#),
        ("seven hashes are text, not a heading", "####### x\n\nend", "[\(paragraph("####### x")),\(gap(1)),\(paragraph("end"))]"),
        ("a secret is not a heading", "#secret#\n\nx", #"[{"text":[{"format":{"type":"secret"},"text":"secret"}],"type":"paragraph"},"# + "\(gap(1)),\(paragraph("x"))]"),
        ("heading text has inline formatting", "## *Bold* title",
         #"[{"level":2,"text":[{"format":{"type":"bold"},"text":"Bold"},{"text":" title"}],"type":"heading"}]"#),
        ("another bullet starts another list", "- a\n* b\n+ c",
         #"[{"items":[{"blocks":[\#(paragraph("a"))]}],"ordered":false,"type":"list"},{"items":[{"blocks":[\#(paragraph("b"))]}],"ordered":false,"type":"list"},{"items":[{"blocks":[\#(paragraph("c"))]}],"ordered":false,"type":"list"}]"#),
        ("another delimiter starts another list", "1. a\n2) b",
         #"[{"items":[{"blocks":[\#(paragraph("a"))]}],"ordered":true,"start":1,"type":"list"},{"items":[{"blocks":[\#(paragraph("b"))]}],"ordered":true,"start":2,"type":"list"}]"#),
        ("bullet items of one marker make one list", "- a\n- b",
         #"[{"items":[{"blocks":[\#(paragraph("a"))]},{"blocks":[\#(paragraph("b"))]}],"ordered":false,"type":"list"}]"#),
        ("numbered list keeps its start number", "3. c\n4. d",
         #"[{"items":[{"blocks":[\#(paragraph("c"))]},{"blocks":[\#(paragraph("d"))]}],"ordered":true,"start":3,"type":"list"}]"#),
        ("nested list by indentation", "- a\n  - b",
         #"[{"items":[{"blocks":[\#(paragraph("a")),{"items":[{"blocks":[\#(paragraph("b"))]}],"ordered":false,"type":"list"}]}],"ordered":false,"type":"list"}]"#),
        ("lazy continuation line joins the item's paragraph", "- a\nb",
         #"[{"items":[{"blocks":[\#(paragraph("a\\nb"))]}],"ordered":false,"type":"list"}]"#),
        ("a continuation line that fails inline (a bad link) is its text once", "- a\n   http://bad",
         #"[{"items":[{"blocks":[\#(paragraph("a\\n http://bad"))]}],"ordered":false,"type":"list"}]"#),
        ("block quote with blocks inside", "> # T\n> x",
         #"[{"blocks":[{"level":1,"text":[{"text":"T"}],"type":"heading"},\#(paragraph("x"))],"type":"quote"}]"#),
        ("nested quote", "> > x", #"[{"blocks":[{"blocks":[\#(paragraph("x"))],"type":"quote"}],"type":"quote"}]"#),
        ("fenced code block with language", "```swift\nlet a = *b*\n```", #"[{"code":"let a = *b*","language":"swift","type":"codeBlock"}]"#),
        ("tilde fence, no language, unclosed runs to the end", "~~~\nx\n\ny", #"[{"code":"x\n\ny","type":"codeBlock"}]"#),
        ("table with column alignment", "| a | b | c | d |\n|---|:--|--:|:-:|\n| 1 | 2 | 3 | 4 |",
         #"[{"alignments":["none","left","right","center"],"header":[[{"text":"a"}],[{"text":"b"}],[{"text":"c"}],[{"text":"d"}]],"rows":[[[{"text":"1"}],[{"text":"2"}],[{"text":"3"}],[{"text":"4"}]]],"type":"table"}]"#),
        ("table rows are padded to the header", "a | b\n--|--\n1",
         #"[{"alignments":["none","none"],"header":[[{"text":"a"}],[{"text":"b"}]],"rows":[[[{"text":"1"}],[]]],"type":"table"}]"#),
        ("a pipe row without a delimiter row is text", "a | b\n\nc", "[\(paragraph("a | b")),\(gap(1)),\(paragraph("c"))]"),
        ("thematic rules", "---\n***\n_ _ _", #"[{"type":"rule"},{"type":"rule"},{"type":"rule"}]"#),
        ("paragraph lines join with a line break", "a\nb\n\nc", "[\(paragraph("a\\nb")),\(gap(1)),\(paragraph("c"))]"),
        ("a block line interrupts a paragraph", "a\n# H", #"[\#(paragraph("a")),{"level":1,"text":[{"text":"H"}],"type":"heading"}]"#),
        ("a table's header ends a paragraph of plain lines", "a\nb\nc | d\n--|--\n1",
         #"[\#(paragraph("a\\nb")),{"alignments":["none","none"],"header":[[{"text":"c"}],[{"text":"d"}]],"rows":[[[{"text":"1"}],[]]],"type":"table"}]"#),
        ("plain and formatted lines make one paragraph", "a\n*b*\nc\n\nd",
         #"[{"text":[{"text":"a\n"},{"format":{"type":"bold"},"text":"b"},{"text":"\nc"}],"type":"paragraph"},"# + "\(gap(1)),\(paragraph("d"))]"),
    ]

    @Test(arguments: blockKinds)
    func blockKind(rule: String, text: String, json: String) {
        #expect(Self.blocks(text) == json, "\(rule)")
    }

    static let gapRules: [(rule: String, text: String, json: String)] = [
        ("no block syntax and no empty line: no blocks", "just text\nand more", "null"),
        ("one empty line between paragraphs", "a\n\nb", "[\(paragraph("a")),\(gap(1)),\(paragraph("b"))]"),
        ("each empty line counts", "a\n\n\n\nb", "[\(paragraph("a")),\(gap(3)),\(paragraph("b"))]"),
        ("empty lines before the first block", "\n\na", "[\(gap(2)),\(paragraph("a"))]"),
        ("white space only lines are empty", "a\n  \nb", "[\(paragraph("a")),\(gap(1)),\(paragraph("b"))]"),
        ("after the last block, with a final line break: each line break", "a\n\n", "[\(paragraph("a")),\(gap(2))]"),
        ("after the last block, without a final line break: one less", "a\n\n ", "[\(paragraph("a")),\(gap(1))]"),
        ("a final line break alone is one empty line", "a\n", "[\(paragraph("a")),\(gap(1))]"),
        ("at most 100 empty lines in one gap", "a" + String(repeating: "\n", count: 150) + "b", "[\(paragraph("a")),\(gap(100)),\(paragraph("b"))]"),
        ("empty lines between list entries open the next entry", "- a\n\n- b",
         #"[{"items":[{"blocks":[\#(paragraph("a"))]},{"blocks":[\#(gap(1)),\#(paragraph("b"))]}],"ordered":false,"type":"list"}]"#),
        ("empty lines inside a quote", "> a\n>\n> b", #"[{"blocks":[\#(paragraph("a")),\#(gap(1)),\#(paragraph("b"))],"type":"quote"}]"#),
    ]

    @Test(arguments: gapRules)
    func gapRule(rule: String, text: String, json: String) {
        #expect(Self.blocks(text) == json, "\(rule)")
    }

    /// Up to 2000 markup tokens (one a list line here) give blocks, one more gives none.
    @Test func moreThanTwoThousandMarkupTokensGiveNoBlocks() {
        let within = String(repeating: "- x\n", count: 2000) + "end"
        let beyond = String(repeating: "- x\n", count: 2001) + "end"
        #expect(BlockMarkdown.blocks(within) != nil)
        #expect(BlockMarkdown.blocks(beyond) == nil)
    }

    @Test func nestingDeeperThanTheLimitIsText() throws {
        let deep = String(repeating: "> ", count: 40) + "x"
        var blocks = try #require(BlockMarkdown.blocks(deep))
        var depth = 0
        while case let .quote(inner)? = blocks.first {
            depth += 1
            blocks = inner
        }
        #expect(depth == BlockMarkdown.maxNesting)
        guard case let .paragraph(text)? = blocks.first else {
            Issue.record("expected the rest as a paragraph")
            return
        }
        #expect(MessageText.plainText(text).hasPrefix("> > "))
    }
}
