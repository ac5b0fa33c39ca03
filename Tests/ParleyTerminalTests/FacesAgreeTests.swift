import ChatLayout
import ChatTimeline
import Foundation
import Localization
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 22 "One layout, two faces", the law: the terminal client draws the layout tree the
/// engine makes in cells, line for line — every text part's every line stands at the cells its
/// frame and line give, with the characters of that line (the meta's copy blank, a secret as
/// blocks), and every meta at its place — in every demo chat, both layouts and several widths;
/// and hidden stays hidden in both faces.
@Suite struct FacesAgreeTests {
    static let chats: [(String, AChat)] = {
        var channel = Fixtures.team
        channel.chatItems = ChatItems.asChannel(channel.chatItems)
        let bots = (try? SimpleXJSON.decode([AChat].self, from: Repository.data("Sources/ParleyDemo/Resources/demo-bots.json"))) ?? []
        return [("Team", Fixtures.team), ("bob", Fixtures.bob), ("channel", channel)] + bots.enumerated().map { ("bots #\($0.offset)", $0.element) }
    }()

    static let cases: [(String, ChatLayoutMode, Int)] = chats.flatMap { name, _ in
        [ChatLayoutMode.terminal, .classic].flatMap { layout in [40, 60, 100].map { (name, layout, $0) } }
    }

    @Test("The terminal client draws the layout tree line for line", arguments: cases)
    func facesAgree(chat name: String, layout: ChatLayoutMode, width: Int) throws {
        let chat = try #require(Self.chats.first { $0.0 == name }?.1)
        try Self.expectLaw(chat.chatItems, in: chat, layout: layout, width: width)
    }

    static let widthCases: [(PseudoLocale.Variant, String, ChatLayoutMode)] = [PseudoLocale.Variant.long, .cjk].flatMap { variant in
        chats.flatMap { name, _ in [ChatLayoutMode.terminal, .classic].map { (variant, name, $0) } }
    }

    /// Issue 34 "Widths": translated labels change cell widths; under a German-length and a
    /// two-cells-a-letter pseudo-locale the law still holds at 80 columns (and 40), so no label
    /// overlaps the text or the meta beside it.
    @Test("The law holds under the long and CJK pseudo-locales", arguments: widthCases)
    func facesAgreeInALongOrWideLanguage(variant: PseudoLocale.Variant, chat name: String, layout: ChatLayoutMode) throws {
        let chat = try #require(Self.chats.first { $0.0 == name }?.1)
        let translator = try PseudoLocale.translator(variant)
        for width in [40, 80] {
            try Self.expectLaw(chat.chatItems, in: chat, layout: layout, width: width, translator: translator)
        }
    }

    @Test("The pseudo-locales reach the layout the law is held on", arguments: [PseudoLocale.Variant.long, .cjk], [ChatLayoutMode.terminal, .classic])
    func thePseudoLocaleReachesTheLayout(variant: PseudoLocale.Variant, layout: ChatLayoutMode) throws {
        let (tree, _) = try Self.faces(Fixtures.team.chatItems, in: Fixtures.team, layout: layout, width: 80, translator: try PseudoLocale.translator(variant))
        #expect(tree.rows.contains { $0.parts.compactMap(\.shownText).contains { $0.contains("⟦") } })
    }

    static let deletions: [(String, CIDeleted, String)] = [
        ("marked deleted", .deleted(chatType: .group, deletedTs: nil), "marked deleted"),
        ("moderated", .moderated(byGroupMember: Fixtures.teamMember("alice"), deletedTs: nil), "moderated by alice"),
        ("blocked by admin", .blockedByAdmin(deletedTs: nil), "blocked by admin"),
    ]

    static let hiddenCases: [(String, CIDeleted, String, ChatLayoutMode)] = deletions.flatMap { rule, deletion, label in
        [ChatLayoutMode.terminal, .classic].map { (rule, deletion, label, $0) }
    }

    @Test("Hidden stays hidden: a deleted message shows its label, never its words, in both faces", arguments: hiddenCases)
    func hiddenStaysHidden(rule: String, deletion: CIDeleted, label: String, layout: ChatLayoutMode) throws {
        let chat = Fixtures.team
        let last = chat.chatItems.map(\.meta.itemId).max() ?? 0
        var spam = ChatItems.text(last + 1, "BUY CHEAP PILLS at spam.example", at: chat.chatItems.last?.meta.itemTs.addingTimeInterval(60),
                                  direction: .groupRcv(groupMember: Fixtures.teamMember("bob")))
        spam = spam.reacted().markedDeleted(deletion)
        let items = chat.chatItems + [spam]
        let (tree, drawn) = try Self.faces(items, in: chat, layout: layout, width: 80)
        let treeTexts = tree.rows.flatMap { $0.parts.compactMap(\.shownText) }.joined(separator: "\n")
        #expect(!treeTexts.contains("PILLS"), "\(rule): the layout tree draws the words")
        #expect(treeTexts.contains(label), "\(rule): the layout tree has no label")
        let cells = drawn.flatMap(\.lineTexts).joined(separator: "\n")
        #expect(!cells.contains("PILLS"), "\(rule): the terminal client draws the words")
        #expect(cells.contains(label), "\(rule): the terminal client has no label")
        #expect(tree.rows.last?.part(.reactions) == nil && !(drawn.last?.lineTexts.joined().contains("👍") ?? true), "\(rule): reactions of a hidden message")
    }

    // MARK: - Both faces of the same rows

    /// The layout tree of `items` in the terminal client's cell environment, `width` cells wide,
    /// its words in `translator`'s language, and the client's cells of each of its rows.
    static func faces(_ items: [ChatItem], in chat: AChat, layout: ChatLayoutMode, width: Int, translator: Translator = .english) throws -> (LayoutTree, [RowCells]) {
        var window = ChatWindow()
        window.apply(.initial(count: items.count), page: items, navigation: nil, stats: chat.chatStats)
        let now = items.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        let timeline = TimelineEnvironment(now: now, timeZone: TimeZone(identifier: "UTC") ?? .current, locale: Locale(identifier: "en_US_POSIX"),
                                          translator: translator)
        let rows = RowPresentation.present(window, chatInfo: chat.chatInfo, layout: layout, environment: timeline)
        let context = RowCellsContext(chatInfo: chat.chatInfo, width: width, layout: layout, theme: .light, environment: timeline)
        let environment = context.layoutEnvironment
        let tree = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: CellTextMeasurer())
        return (tree, tree.rows.map { RowCells($0, environment: environment, theme: .light, reader: context.reader(of: $0.ids)) })
    }

    /// The law: each line of each text part of the tree, and each piece of each meta, is in the
    /// row's cells where the layout put it.
    static func expectLaw(_ items: [ChatItem], in chat: AChat, layout: ChatLayoutMode, width: Int, translator: Translator = .english,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (tree, drawn) = try faces(items, in: chat, layout: layout, width: width, translator: translator)
        try #require(tree.rows.count == drawn.count, sourceLocation: sourceLocation)
        for (row, cells) in zip(tree.rows, drawn) {
            #expect(cells.height == Int(row.height.rounded()), "row \(row.ids) is as high as its layout", sourceLocation: sourceLocation)
            for (line, column, text) in row.parts.flatMap({ $0.placedTexts(in: tree.environment) }) {
                let found = cells.text(line: line, from: column, cells: CellWidth.of(text))
                #expect(found == text, "row \(row.ids) line \(line) at \(column): the layout says \"\(text)\", the client draws \"\(found)\"",
                        sourceLocation: sourceLocation)
            }
        }
    }
}

extension RowCells {
    /// The characters of `cells` cells of line `line` from `column` (a wide cluster once).
    func text(line: Int, from column: Int, cells: Int) -> String {
        guard (0..<height).contains(line) else { return "" }
        let cellsOfLine = grid.row(line)
        return (column..<(column + cells)).filter { cellsOfLine.indices.contains(cellsOfLine.startIndex + $0) }
            .map { cellsOfLine[cellsOfLine.startIndex + $0].text }.joined()
    }
}

extension LayoutPart {
    /// What the part shows as text, without the transparent copy of the meta.
    var shownText: String? {
        switch content {
        case let .text(text): text.runs.filter { $0.ink != .clear }.map(\.text).joined()
        case let .meta(meta): meta.segments.compactMap { if case let .text(text) = $0.piece { text } else { nil } }.joined(separator: " ")
        default: nil
        }
    }

    /// Where each visible line of the part's text stands in a cell layout: its line, its first
    /// column and its characters (the meta's copy as spaces, a secret as blocks, zero-width
    /// characters left out, a code block or table cut at its frame); a meta's pieces too.
    func placedTexts(in environment: LayoutEnvironment) -> [(line: Int, column: Int, text: String)] {
        let x = Int(frame.x.rounded()), y = Int(frame.y.rounded())
        switch content {
        case let .text(text):
            let inset = kind == .card ? Int(environment.cardInsets.leading) : 0
            var characters: [(Character, StyledRun)] = []
            for run in text.runs { for character in run.text { characters.append((character, run)) } }
            return text.measured.lines.compactMap { line in
                var shown = ""
                for (character, run) in characters[line.characters.clamped(to: 0..<characters.count)] where !character.isNewline && CellWidth.of(character) > 0 {
                    let width = CellWidth.of(character)
                    shown += run.ink == .clear ? String(repeating: " ", count: width) : run.marks.contains(.secret) ? String(repeating: "▒", count: width)
                        : CellTextMeasurer.noBreakSpaces.contains(character) ? " " : String(character)
                }
                if kind == .codeBlock { shown = String(shown.prefix(Int(frame.width.rounded()))) }
                while shown.last == " " { shown.removeLast() }
                return shown.isEmpty ? nil : (y + Int(line.top.rounded()), x + inset, shown)
            }
        case let .meta(meta):
            return meta.segments.compactMap { segment in
                let shown = switch segment.piece {
                case let .icon(icon): icon.cellGlyph.trimmingCharacters(in: .whitespaces)
                case let .text(text): text
                case .separator: ""
                }
                return shown.isEmpty ? nil : (y, x + Int(segment.x.rounded()), shown)
            }
        default:
            return []
        }
    }
}

extension LayoutRow {
    func part(_ kind: LayoutPart.Kind) -> LayoutPart? {
        parts.first { $0.kind == kind }
    }
}

extension FacesAgreeTests {
    @Test("A long sender name is cut with an ellipsis in the terminal client and its role stays", arguments: [ChatLayoutMode.terminal, .classic])
    func longNameKeepsItsRole(layout: ChatLayoutMode) throws {
        var member = Fixtures.teamMember("bob")
        member.memberProfile.displayName = "Maximilian Alexander von Habsburg-Lothringen the Third"
        member.memberRole = .owner
        let item = ChatItems.text(1, "hello", direction: .groupRcv(groupMember: member))
        let (_, drawn) = try Self.faces([item], in: Fixtures.team, layout: layout, width: 40)
        let lines = drawn.flatMap(\.lineTexts)
        #expect(lines.contains { $0.contains("Maximilian") && $0.contains("…") && $0.contains("  owner") }, "\(lines)")
        #expect(lines.allSatisfy { CellWidth.of($0.trimmingCharacters(in: .whitespaces)) <= 40 })
    }
}
