import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@testable import ParleyTerminal

/// Issue 22 "One layout, two faces": the terminal client and the layout tree (which the
/// renderer and the exports draw) say the same texts of every item — its header, quote sender,
/// sender and role, event and card texts, reactions and the meta's time — in every demo chat,
/// both layouts and several widths; and hidden stays hidden in both.
@Suite struct FacesAgreeTests {
    static let chats: [(String, AChat)] = {
        var channel = Fixtures.team
        channel.chatItems = ChatItems.asChannel(channel.chatItems)
        let bots = (try? SimpleXJSON.decode([AChat].self, from: Repository.data("Sources/ParleyDemo/Resources/demo-bots.json"))) ?? []
        return [("Team", Fixtures.team), ("bob", Fixtures.bob), ("channel", channel)] + bots.enumerated().map { ("bots #\($0.offset)", $0.element) }
    }()

    static let cases: [(String, ChatLayoutMode, Int)] = chats.flatMap { name, _ in
        [ChatLayoutMode.terminal, .classic].flatMap { layout in [60, 100].map { (name, layout, $0) } }
    }

    @Test("Both faces draw the same texts of every item", arguments: cases)
    func facesAgree(chat name: String, layout: ChatLayoutMode, width: Int) throws {
        let chat = try #require(Self.chats.first { $0.0 == name }?.1)
        try Self.expectAgreement(chat.chatItems, in: chat, layout: layout, width: width)
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
        let cells = drawn.flatMap(\.lines).map(\.text).joined(separator: "\n")
        #expect(!cells.contains("PILLS"), "\(rule): the terminal client draws the words")
        #expect(cells.contains(label), "\(rule): the terminal client has no label")
        #expect(tree.rows.last?.part(.reactions) == nil && !(drawn.last?.lines.map(\.text).joined().contains("👍") ?? true), "\(rule): reactions of a hidden message")
    }

    // MARK: - Both faces of the same rows

    /// The layout tree of `items` and the terminal client's cells of the same presentations
    /// `width` cells wide. The tree is laid out with the cell measurer 1,000 units wide: its
    /// paddings are points, which in cells would leave a narrow row nothing; texts are compared
    /// with their spaces left out, so the faces' own wrapping does not matter.
    static func faces(_ items: [ChatItem], in chat: AChat, layout: ChatLayoutMode, width: Int) throws -> (LayoutTree, [RowCells]) {
        var window = ChatWindow()
        window.apply(.initial(count: items.count), page: items, navigation: nil, stats: chat.chatStats)
        let now = items.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        let timeline = TimelineEnvironment(now: now, timeZone: TimeZone(identifier: "UTC") ?? .current, locale: Locale(identifier: "en_US_POSIX"))
        let rows = RowPresentation.present(window, chatInfo: chat.chatInfo, layout: layout, environment: timeline)
        let membership = chat.chatInfo.groupInfo?.membership.memberProfile.displayName
        let environment = LayoutEnvironment(width: 1_000, layout: layout, hasGutter: membership != nil, now: now, userName: membership)
        let tree = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: CellTextMeasurer())
        let context = RowCellsContext(chatInfo: chat.chatInfo, width: width, layout: layout, theme: .light, environment: timeline, ownNames: [])
        return (tree, rows.map { RowCells($0, context: context) })
    }

    /// Every text of every row of the layout tree is among the texts the terminal client drew
    /// for the same row (spaces aside: the faces wrap at their own widths).
    static func expectAgreement(_ items: [ChatItem], in chat: AChat, layout: ChatLayoutMode, width: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (tree, drawn) = try faces(items, in: chat, layout: layout, width: width)
        try #require(tree.rows.count == drawn.count, sourceLocation: sourceLocation)
        for (row, cells) in zip(tree.rows, drawn) {
            let drawnText = squeezed(cells.lines.map(\.text).joined())
            for text in row.parts.compactMap(\.agreedText) where !squeezed(text).isEmpty {
                #expect(drawnText.contains(squeezed(text)), "row \(row.ids): the layout says \"\(text)\", the terminal client draws \"\(cells.lines.map(\.text).joined(separator: " ⏎ "))\"",
                        sourceLocation: sourceLocation)
            }
        }
    }

    static func squeezed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && ![MetaCopy.wordJoiner, MetaCopy.leftToRightMark, MetaCopy.rightToLeftMark].contains($0) })
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

    /// The texts both faces must say alike: an item's header, quote sender, sender and role,
    /// event and card texts, reactions, date separators and the meta's texts (its icons are
    /// glyphs of each face's own).
    var agreedText: String? {
        switch kind {
        case .header, .quoteSender, .sender, .role, .event, .card, .reactions, .dateSeparator, .meta: shownText
        default: nil
        }
    }
}

extension LayoutRow {
    func part(_ kind: LayoutPart.Kind) -> LayoutPart? {
        parts.first { $0.kind == kind }
    }
}

extension RowCells.Line {
    /// The line's text: its gutter, content and what stands at its end.
    var text: String {
        StyledLine(gutter).text + content.text + " " + StyledLine(trailing).text
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
        let lines = drawn.flatMap(\.lines).map(\.text)
        #expect(lines.contains { $0.contains("Maximilian") && $0.contains("…") && $0.contains("  owner") }, "\(lines)")
        #expect(lines.allSatisfy { CellWidth.of($0.trimmingCharacters(in: .whitespaces)) <= 40 })
    }
}
