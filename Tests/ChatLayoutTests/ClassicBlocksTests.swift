import ChatLayout
import Foundation
import SimpleXMarkdown
import SimpleXModel
import TestSupport
import Testing

/// Issue 22 "Block markdown in bubbles": the classic layout draws a message's headings, lists,
/// quotes, code blocks, tables and rules as blocks inside the bubble (seed 000 §4
/// `MarkdownBlocksView`; §9 "heading size … classic chat items too"), never their syntax.
@Suite struct ClassicBlocksTests {
    static let text = "# Release notes\n## Fixed\n- scrolling\n- search\n\n> quoted line\n\n```\nlet fast = true\n```\n\n| what | status |\n|:--|--:|\n| store | done |\n\n---\nend"

    static let blocks: [(String, LayoutPart.Kind)] = [
        ("headings", .heading), ("list markers", .listMarker), ("a quote's bar", .blockQuote),
        ("a code block", .codeBlock), ("a table", .table), ("a rule", .rule),
    ]

    @Test("MarkdownBlocksView in a bubble: each block is drawn as itself", arguments: blocks)
    func blockInBubble(rule: String, kind: LayoutPart.Kind) throws {
        let row = try #require(Self.row().rows.first)
        #expect(!row.parts(kind).isEmpty, "\(rule)")
        let bubble = try #require(row.part(.bubble))
        for part in row.parts(kind) {
            #expect(part.frame.x >= bubble.frame.x && part.frame.maxX <= bubble.frame.maxX + 1e-9, "\(rule) inside the bubble")
            #expect(part.frame.y >= bubble.frame.y && part.frame.maxY <= bubble.frame.maxY + 1e-9, "\(rule) inside the bubble")
        }
    }

    @Test("No markdown syntax is drawn: no #, no table delimiter row, no code fence")
    func noSyntaxDrawn() throws {
        let texts = try #require(Self.row().rows.first).parts.compactMap { part -> String? in
            if case let .text(text) = part.content { text.string } else { nil }
        }.joined(separator: "\n")
        #expect(!texts.contains("#"))
        #expect(!texts.contains("|:--|"))
        #expect(!texts.contains("```"))
        #expect(texts.contains("Release notes") && texts.contains("let fast = true"))
    }

    @Test("Headings in bubbles are body × 1.25^(3 − level), bold")
    func headingSizes() throws {
        let headings = try #require(Self.row().rows.first).parts(.heading)
        let sizes = headings.compactMap { part -> Double? in if case let .text(text) = part.content { text.runs.first?.font.size } else { nil } }
        #expect(sizes == [17 * 1.25 * 1.25, 17 * 1.25])
    }

    static func row() throws -> LayoutTree {
        let chat = try LayoutFixtures.chat("demo-direct")
        return try ClassicGeometryTests.tree(chat, items: [ChatItems.text(1, text).parsingMarkdown()])
    }
}

extension ClassicBlocksTests {
    static let alignments: [(String, String, Double)] = [("left", ":--", 0), ("right", "--:", 1), ("centred", ":-:", 0.5)]

    @Test("A table's cells stand where their column's alignment puts them", arguments: alignments)
    func tableAlignment(rule: String, delimiter: String, share: Double) throws {
        let text = "| name | n |\n|--|\(delimiter)|\n| a | 1 |\n| b | 12345 |"
        let chat = try LayoutFixtures.chat("demo-direct")
        for layout in [ChatLayoutMode.terminal, .classic] {
            var environment = LayoutFixtures.environment(chat)
            environment.layout = layout
            let item = ChatItems.text(1, text).parsingMarkdown()
            let rows = LayoutFixtures.rows([item], in: chat, layout: layout)
            let table = try #require(ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer).rows.first?.part(.table))
            guard case let .cells(cells) = table.content else { throw CancellationError() }
            let column = cells.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let start = column.map(\.frame.x).min() ?? 0, end = column.map(\.frame.maxX).max() ?? 0
            let one = try #require(column.first { $0.text.string == "1" })
            let expected = start + (end - start - one.frame.width) * share
            #expect(abs(one.frame.x - expected) < 1e-9, "\(rule) in \(layout)")
        }
    }
}
