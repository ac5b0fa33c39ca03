import ChatLayout
import Foundation
import SimpleXModel
import ChatTimeline
import TestSupport
import Testing

/// A test per rule of spec §9 (Rows, Items, Time and Status): the gap or position in points
/// for its scenario, laid out with the fixed-advance measurer (8.5 pt per character at 17 pt).
@Suite struct TerminalGeometryTests {
    static let direct = try! LayoutFixtures.chat("demo-direct")
    static let group = try! LayoutFixtures.chat("demo-chat")
    static let paragraph = 22.0 / 3 * 17 / 16
    static let levelStep = 4.75 * 17 / 16

    static func text(_ id: Int64, _ text: String, seconds: Double, sent: Bool = false, reactions: [CIReactionCount] = []) -> ChatItem {
        ChatItems.text(id, text, at: Date(timeIntervalSince1970: 1_767_225_600 + seconds), direction: sent ? .directSnd : .directRcv,
                       status: sent ? .sndSent(sndProgress: .complete) : .rcvRead, reactions: reactions)
    }

    static func tree(_ items: [ChatItem], in chat: AChat = direct, width: Double = 393, body: Double = 17) throws -> LayoutTree {
        try LayoutFixtures.layout(items, in: chat, width: width, body: body)
    }

    static let rowGaps: [(rule: String, older: ChatItem, newer: ChatItem, gap: Double)] = [
        ("same sender 30 s apart, one-line → 0", text(1, "hi", seconds: 0), text(2, "there", seconds: 30), 0),
        ("another sender → the paragraph gap", text(1, "hi", seconds: 0), text(2, "hello", seconds: 30, sent: true), paragraph),
        ("more than 60 s apart → the paragraph gap", text(1, "hi", seconds: 0), text(2, "later", seconds: 61), paragraph),
        ("the older item not one-line → the paragraph gap", text(1, "two\nlines", seconds: 0), text(2, "one", seconds: 30), paragraph),
        ("reactions on the older item → the paragraph gap",
         text(1, "hi", seconds: 0, reactions: [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: false)]), text(2, "one", seconds: 30), paragraph),
    ]

    @Test(arguments: rowGaps)
    func terminalRowGapInPoints(_ scenario: (rule: String, older: ChatItem, newer: ChatItem, gap: Double)) throws {
        let rows = try Self.tree([scenario.older, scenario.newer]).rows
        #expect(abs(rows[1].gapAbove - scenario.gap) < 1e-9, "\(scenario.rule)")
        let firstPart = try #require(rows[1].parts.first)
        #expect(abs(firstPart.frame.y - scenario.gap) < 1e-9, "\(scenario.rule): the content starts below the gap")
    }

    @Test func oneTwelvePointPaddingAtTheEdgesAndAfterTheTime() throws {
        let row = try #require(Self.tree([Self.text(1, "hello", seconds: 0)]).rows.first)
        #expect(try #require(row.part(.text)).frame.x == 12, "screen edge to the text")
        #expect(try #require(row.part(.sender)).frame.x == 12, "the sender row starts at the text edge")
        #expect(abs(try #require(row.part(.meta)).frame.maxX - (393 - 12)) < 1e-9, "time to the screen edge")
    }

    @Test func groupRowsHaveTheGutterWithTheAvatarAtThePadding() throws {
        let tree = try LayoutFixtures.layout(Self.group.chatItems, in: Self.group)
        let row = try #require(tree.rows.first { $0.part(.avatar) != nil })
        let avatar = try #require(row.part(.avatar))
        let sender = try #require(row.part(.sender))
        #expect(avatar.frame == LayoutRect(x: 12, y: sender.frame.y, width: 34, height: 34), "34 pt, 12 pt from the start, top-aligned with the name")
        #expect(sender.frame.x == 12 + 34 + 12, "avatar to the text: one padding")
        let role = try #require(row.part(.role))
        #expect(abs(role.frame.x - (sender.frame.maxX + 15)) < 1e-9, "role label 15 pt after the name")
        #expect(sender.frame.height == 17.0 * 22 / 16, "the sender row is one body line box")
    }

    @Test func avatarScalesWithTheText() throws {
        let tree = try LayoutFixtures.layout(Self.group.chatItems, in: Self.group, body: 23)
        let avatar = try #require(tree.rows.lazy.compactMap { $0.part(.avatar) }.first)
        #expect(abs(avatar.frame.width - 34 * 23 / 17) < 1e-9)
    }

    @Test func metaOnTheLastBaseline() throws {
        let row = try #require(Self.tree([Self.text(1, "a short line", seconds: 0)]).rows.first)
        let text = try #require(row.part(.text))
        let meta = try #require(row.part(.meta))
        guard case let .text(laidOut) = text.content, case let .meta(line) = meta.content else { Issue.record("contents"); return }
        #expect(abs((meta.frame.y + line.baseline) - (text.frame.y + (laidOut.measured.lastBaseline ?? -1))) < 1e-9)
        #expect(laidOut.runs.last?.ink == .clear, "the text ends with the transparent copy of the meta")
        #expect(laidOut.runs.last?.text.hasPrefix("\u{2060}\u{200E}\u{00A0}\u{00A0}\u{00A0}") == true)
    }

    @Test func theCopyTakesTheLastWordToTheNextLineWhenTheTimeDoesNotFit() throws {
        let words = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"
        let alone = try #require(Self.tree([Self.text(1, words, seconds: 0)], width: 440).rows.first?.part(.text))
        let row = try #require(Self.tree([Self.text(1, words, seconds: 0)]).rows.first)
        guard case let .text(plain) = alone.content, case let .text(laidOut) = try #require(row.part(.text)).content else { Issue.record("contents"); return }
        #expect(plain.measured.lines.count == 1)
        #expect(laidOut.measured.lines.count == 2, "the word joiner keeps the copy with the last word")
        #expect(laidOut.measured.lines[1].characters.lowerBound == 35, "hhhh starts the second line")
        let meta = try #require(row.part(.meta))
        guard case let .meta(line) = meta.content else { Issue.record("meta"); return }
        #expect(abs(meta.frame.y + line.baseline - (row.part(.text)!.frame.y + laidOut.measured.lines[1].baseline)) < 1e-9)
    }

    @Test func largeEmojiMetaGoesUnderTheLineWithTheMetaGapWhenItDoesNotFit() throws {
        let fits = try #require(Self.tree([Self.text(1, "👍👍👍", seconds: 0)]).rows.first)
        let fitsEmoji = try #require(fits.part(.text)), fitsMeta = try #require(fits.part(.meta))
        #expect(fitsMeta.frame.maxY <= fitsEmoji.frame.maxY, "beside the emoji, on its baseline")
        let narrow = try #require(Self.tree([Self.text(1, "👍👍👍", seconds: 0)], width: 120).rows.first)
        let emoji = try #require(narrow.part(.text)), meta = try #require(narrow.part(.meta))
        #expect(abs(meta.frame.y - (emoji.frame.maxY + 6 * 17 / 16)) < 1e-9, "terminalMetaGap under the content")
        #expect(narrow.height - narrow.paddingBottom >= meta.frame.maxY, "row at least as tall as the meta")
    }

    static let blockGaps: [(rule: String, text: String, above: LayoutPart.Kind, below: LayoutPart.Kind, gap: Double)] = [
        ("heading after another block → terminalLevelStep", "para\n# Heading", .text, .heading, levelStep),
        ("a block after a heading → terminalHeadingBottomGap", "# Heading\npara", .heading, .text, 2.375 * 17 / 16),
        ("a code block next to another block → the paragraph gap", "para\n```\ncode\n```\nmore", .text, .codeBlock, paragraph),
        ("a typed empty line adds the paragraph gap", "one\n\ntwo", .text, .text, paragraph),
    ]

    @Test(arguments: blockGaps)
    func markdownBlockGaps(_ scenario: (rule: String, text: String, above: LayoutPart.Kind, below: LayoutPart.Kind, gap: Double)) throws {
        let row = try #require(Self.tree([Self.text(1, scenario.text, seconds: 0)]).rows.first)
        let blocks = row.parts.filter { [.text, .heading, .codeBlock].contains($0.kind) }
        let above = try #require(blocks.first { $0.kind == scenario.above })
        let below = try #require(blocks.first { $0.kind == scenario.below && $0 != above })
        #expect(abs(below.frame.y - above.frame.maxY - scenario.gap) < 1e-9, "\(scenario.rule)")
    }

    @Test func headingsAreBodyTimes125PowerThreeLessLevelBold() throws {
        let row = try #require(Self.tree([Self.text(1, "# Big\n### Body size", seconds: 0)]).rows.first)
        let headings = row.parts(.heading)
        #expect(headings.count == 2)
        guard case let .text(first) = headings[0].content, case let .text(third) = headings[1].content else { Issue.record("contents"); return }
        #expect(first.runs.first?.font == FontSpec(size: 17 * 1.5625, weight: .bold))
        #expect(abs(first.lineHeight - 17 * 1.5625 * 22 / 16) < 1e-9, "the line box scaled by the size ratio")
        #expect(third.runs.first?.font.size == 17)
    }

    @Test func codeBlocksAreLaidOutAtFullWidthAndClipped() throws {
        let code = String(repeating: "y", count: 80)
        let row = try #require(Self.tree([Self.text(1, "```\n\(code)\n```", seconds: 0)]).rows.first)
        let block = try #require(row.part(.codeBlock))
        guard case let .text(laidOut) = block.content else { Issue.record("content"); return }
        #expect(abs(laidOut.fullWidth - 80 * 8.5) < 1e-9, "full width recorded for sideways scrolling")
        let meta = try #require(row.part(.meta))
        #expect(block.frame.maxX <= meta.frame.x + 1e-9, "clipped where the meta beside the last block begins")
        #expect(abs(meta.frame.maxY - block.frame.maxY) < 1e-9, "MessageLastBlock: the meta's bottom at the block's bottom")
    }

    @Test func paragraphGapBelowTheSenderRowWhenTheContentStartsWithACard() throws {
        let row = try #require(Self.tree([Self.text(1, "```\ncode\n```", seconds: 0)]).rows.first)
        let sender = try #require(row.part(.sender))
        let block = try #require(row.part(.codeBlock))
        #expect(abs(block.frame.y - sender.frame.maxY - Self.paragraph) < 1e-9)
    }

    @Test func reactionsAreALineSixPointsBeforeTheTextEdge() throws {
        let reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 2, userReacted: true)]
        let row = try #require(Self.tree([Self.text(1, "hi", seconds: 0, reactions: reactions)]).rows.first)
        let line = try #require(row.part(.reactions))
        let text = try #require(row.part(.text))
        #expect(line.frame.x == 6)
        #expect(line.frame.y == text.frame.maxY, "no spacing above")
        #expect(line.frame.height == 17.0 * 22 / 16)
    }

    @Test func bottomPaddingsUnderTheNewestRowAndAboveADateSeparator() throws {
        let items = [Self.text(1, "yesterday", seconds: 0), Self.text(2, "today", seconds: 86_400), Self.text(3, "again", seconds: 86_430)]
        let rows = try Self.tree(items).rows
        #expect(rows.map(\.paddingBottom) == [Self.levelStep, 0, 8])
        #expect(rows[1].part(.dateSeparator) != nil)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { abs($0.y + $0.height - $1.y) < 1e-9 }, "rows follow one another")
    }

    @Test func everyPartFitsInItsRow() throws {
        for name in ["demo-direct", "demo-chat"] {
            let chat = try LayoutFixtures.chat(name)
            for width in [240.0, 393, 800] {
                for row in try LayoutFixtures.layout(chat.chatItems, in: chat, width: width).rows {
                    for part in row.parts {
                        #expect(part.frame.maxY <= row.height - row.paddingBottom + 1e-9, "\(name) at \(width): \(part.kind) of row \(row.ids)")
                        #expect(part.frame.y >= 0 && part.frame.height >= 0)
                    }
                }
            }
        }
    }
}

/// Right-to-left text: the copy's direction mark follows the text's end (`metaCopyJoiner`).
@Suite struct RightToLeftMetaTests {
    static let cases: [(rule: String, text: String, mark: Character)] = [
        ("a Hebrew text ends with U+200F", "שלום עולם", "\u{200F}"),
        ("an Arabic last line ends with U+200F", "hello\nمرحبا", "\u{200F}"),
        ("a Latin last line ends with U+200E", "שלום\nhello", "\u{200E}"),
    ]

    @Test(arguments: cases)
    func metaCopyJoinerFollowsTheDirectionOfTheTextsEnd(_ scenario: (rule: String, text: String, mark: Character)) throws {
        let row = try #require(TerminalGeometryTests.tree([TerminalGeometryTests.text(1, scenario.text, seconds: 0)]).rows.first)
        guard case let .text(laidOut) = try #require(row.part(.text)).content else { Issue.record("content"); return }
        let copy = try #require(laidOut.runs.last)
        #expect(copy.ink == .clear)
        #expect(Array(copy.text.unicodeScalars.prefix(2)) == ["\u{2060}", scenario.mark.unicodeScalars.first!], "\(scenario.rule)")
    }
}

/// Spec §9 Items "empty lines after the last block": a paragraph gap each (at most
/// `maxEmptyLines`), then the meta line.
@Suite struct TrailingEmptyLineTests {
    static let cases: [(rule: String, text: String, emptyLines: Int)] = [
        ("two line breaks after a text that ends with one: two gaps", "hello\n\n", 2),
        ("three line breaks: three gaps", "hello\n\n\n", 3),
        ("at most 100 empty lines in one gap", "hello" + String(repeating: "\n", count: 150), 100),
    ]

    @Test(arguments: cases)
    func emptyLinesAfterTheLastBlockThenTheMetaLine(_ scenario: (rule: String, text: String, emptyLines: Int)) throws {
        let row = try #require(TerminalGeometryTests.tree([TerminalGeometryTests.text(1, scenario.text, seconds: 0)]).rows.first)
        let text = try #require(row.part(.text)), meta = try #require(row.part(.meta))
        guard case let .emptyLines(count)? = ChatItems.text(1, scenario.text).blocks?.last else { Issue.record("no trailing empty lines"); return }
        let lines = min(count, 100)
        #expect(lines == scenario.emptyLines, "\(scenario.rule)")
        let metaLineTop = text.frame.maxY + Double(lines) * TerminalGeometryTests.paragraph
        let bodyLine = 17.0 * 22 / 16
        #expect(meta.frame.y >= metaLineTop - 1e-9 && meta.frame.maxY <= metaLineTop + bodyLine + 1e-9, "\(scenario.rule): the meta on the line after the gap")
        #expect(abs(row.height - row.paddingBottom - (metaLineTop + bodyLine)) < 1e-9, "\(scenario.rule)")
    }
}

/// Spec §9 Rows "selection": the checkbox 8 pt from the start, rows moved by 28 pt, selected rows tinted.
@Suite struct SelectionModeTests {
    @Test func checkboxAtEightAndRowsMovedByTwentyEight() throws {
        let chat = try LayoutFixtures.chat("demo-chat")
        var environment = LayoutFixtures.environment(chat)
        environment.selecting = true
        let unticked = try ChatLayoutEngine.layout(rows: LayoutFixtures.rows(chat.chatItems, in: chat), environment: environment,
                                                   measurer: LayoutFixtures.measurer)
        let tree = unticked.marking(selected: [chat.chatItems.last?.meta.itemId ?? 0])
        for row in tree.rows {
            let box = try #require(row.part(.checkbox))
            #expect(box.frame.x == 8)
            #expect(row.parts(.text).allSatisfy { $0.frame.x == 28 + 12 + 34 + 12 }, "the text edge moves by 28")
            #expect(row.parts(.avatar).allSatisfy { $0.frame.x == 28 + 12 })
            #expect(row.parts(.meta).allSatisfy { abs($0.frame.maxX - 381) < 1e-9 }, "the time stays 12 pt from the edge")
        }
        let last = try #require(tree.rows.last)
        #expect(last.part(.checkbox)?.content == .checkbox(selected: true))
        #expect(last.parts.first?.kind == .selectionTint && last.parts.first?.content == .checkbox(selected: true))
        #expect(tree.rows.dropLast().allSatisfy { $0.part(.selectionTint)?.content == .checkbox(selected: false) && $0.part(.checkbox)?.content == .checkbox(selected: false) })
        #expect(tree.rows.map { $0.parts.map(\.frame) } == unticked.rows.map { $0.parts.map(\.frame) }, "ticking moves nothing")
    }
}

/// Spec §9 Items: headers, quotes and media cards, each with its gap in points.
@Suite struct HeaderQuoteCardGapTests {
    static let unit = 17.0 / 16

    static func item(_ text: String = "body", live: Bool = false, quote: Bool = false, file: Bool = false) -> ChatItem {
        var item = ChatItems.text(1, text)
        item.meta.itemLive = live ? true : nil
        if quote {
            item.quotedItem = CIQuote(chatDir: .directSnd, content: .text(text: "quoted"), sentAt: item.meta.itemTs)
        }
        if file {
            item.content = .rcvMsgContent(msgContent: .file(text: text))
            item.file = CIFile(fileId: 1, fileName: "notes.txt", fileProtocol: .xftp, fileSize: 2048, fileStatus: .rcvComplete)
        }
        return item
    }

    static func row(_ item: ChatItem) throws -> LayoutRow {
        try #require(TerminalGeometryTests.tree([item]).rows.first)
    }

    @Test func headerHasTheHeaderTopGapAboveAndTheHeaderBottomGapBelow() throws {
        let row = try Self.row(Self.item(live: true))
        let sender = try #require(row.part(.sender)), header = try #require(row.part(.header)), text = try #require(row.part(.text))
        #expect(abs(header.frame.y - sender.frame.maxY - 2.5 * Self.unit) < 1e-9, "terminalHeaderTopGap")
        #expect(abs(text.frame.y - header.frame.maxY - 1.5 * Self.unit) < 1e-9, "terminalHeaderBottomGap")
    }

    @Test func quoteBelowAHeaderHasTheParagraphGapAndNoneWithoutIt() throws {
        let live = try Self.row(Self.item(live: true, quote: true))
        let header = try #require(live.part(.header)), quote = try #require(live.part(.quote))
        #expect(abs(quote.frame.y - header.frame.maxY - 1.5 * Self.unit - TerminalGeometryTests.paragraph) < 1e-9)
        let plain = try Self.row(Self.item(quote: true))
        let sender = try #require(plain.part(.sender)), bare = try #require(plain.part(.quote))
        #expect(abs(bare.frame.y - sender.frame.maxY - TerminalGeometryTests.paragraph) < 1e-9, "a quote starts the item: the card gap below the sender row")
        let text = try #require(plain.part(.text))
        #expect(abs(text.frame.y - bare.frame.maxY - TerminalGeometryTests.paragraph) < 1e-9, "the text below a quote: terminalTextTopGap")
    }

    @Test func quoteSenderAtTerminalNameSizeWithNoSpacingAboveTheText() throws {
        let row = try Self.row(Self.item(quote: true))
        let name = try #require(row.part(.quoteSender)), text = try #require(row.part(.quoteText))
        guard case let .text(laidOut) = name.content else { Issue.record("content"); return }
        #expect(laidOut.runs.first?.font.size == 13.5 * 17 / 16)
        #expect(text.frame.y == name.frame.maxY)
    }

    @Test func mediaBelowAQuoteHasTheCardTopGapAndTheCaptionTheTextTopGap() throws {
        let row = try Self.row(Self.item("caption", quote: true, file: true))
        let quote = try #require(row.part(.quote)), card = try #require(row.part(.card)), text = try #require(row.part(.text))
        #expect(abs(card.frame.y - quote.frame.maxY - TerminalGeometryTests.paragraph) < 1e-9, "terminalCardTopGap")
        #expect(abs(text.frame.y - card.frame.maxY - TerminalGeometryTests.paragraph) < 1e-9, "terminalTextTopGap below media")
    }

    @Test func captionlessMediaMetaEndsTheMetaGapAboveItsBottom() throws {
        let row = try Self.row(Self.item("", file: true))
        let card = try #require(row.part(.card)), meta = try #require(row.part(.meta))
        #expect(abs(card.frame.maxY - meta.frame.maxY - 6 * Self.unit) < 1e-9)
        #expect(card.frame.maxX <= meta.frame.x, "the card leaves the meta its room")
    }
}

/// Spec §9 Items: live messages' meta line, `cardMargins`, and rule-only messages.
@Suite struct LiveAndRuleOnlyTests {
    static let bodyLine = 17.0 * 22 / 16

    @Test func aLiveMessageHasItsMetaOnALineBelowTheText() throws {
        let row = try HeaderQuoteCardGapTests.row(HeaderQuoteCardGapTests.item("typing", live: true))
        let text = try #require(row.part(.text)), meta = try #require(row.part(.meta))
        guard case let .text(laidOut) = text.content else { Issue.record("content"); return }
        #expect(laidOut.runs.allSatisfy { $0.ink != .clear }, "no copy in the text")
        #expect(meta.frame.y >= text.frame.maxY && meta.frame.maxY <= text.frame.maxY + Self.bodyLine + 1e-9)
    }

    @Test func aLiveMessagesLastCodeBlockHasTheParagraphGapAboveTheTypingLine() throws {
        let row = try HeaderQuoteCardGapTests.row(HeaderQuoteCardGapTests.item("```\nlet x\n```", live: true))
        let block = try #require(row.part(.codeBlock))
        let bottom = row.height - row.paddingBottom
        #expect(abs(bottom - block.frame.maxY - TerminalGeometryTests.paragraph - Self.bodyLine) < 1e-9)
    }

    @Test func aRuleOnlyMessageIsAsWideAsTheCopyOfTheMeta() throws {
        let row = try #require(TerminalGeometryTests.tree([TerminalGeometryTests.text(1, "---", seconds: 0)]).rows.first)
        let rule = try #require(row.part(.rule))
        let meta = MetaText(meta: ChatItems.text(1).meta, time: "0:00")
        let copy = MetaCopy.message(meta, rightToLeft: false)
        let expected = copy.reduce(0.0) { $0 + LayoutFixtures.measurer.width(of: $1, size: 12) }
        #expect(abs(rule.frame.width - expected) < 1e-9)
    }
}

/// A text ending right to left has its meta where its copy stands: the start of its last line.
@Suite struct RightToLeftPlacementTests {
    @Test(arguments: ["שלום עולם, מה שלומך היום? הכל טוב אצלי תודה רבה", "hello\nשלום"])
    func metaAtTheStartOfARightToLeftLastLine(_ text: String) throws {
        let row = try #require(TerminalGeometryTests.tree([TerminalGeometryTests.text(1, text, seconds: 0)]).rows.first)
        let part = try #require(row.part(.text)), meta = try #require(row.part(.meta))
        guard case let .text(laidOut) = part.content, case let .meta(line) = meta.content else { Issue.record("contents"); return }
        #expect(laidOut.measured.endsRightToLeft)
        #expect(abs(meta.frame.x - (part.frame.maxX - laidOut.measured.lastLineWidth)) < 1e-9)
        #expect(abs(meta.frame.y + line.baseline - (part.frame.y + (laidOut.measured.lastBaseline ?? -1))) < 1e-9)
    }
}

/// Spec §9 `TerminalMetaLayout` for captionless images: beside the image, `terminalMetaGap`
/// above its bottom, or over its corner when image and meta are wider than the row.
@Suite struct MediaMetaTests {
    static func image() -> ChatItem {
        var item = ChatItems.text(1, "")
        item.content = .rcvMsgContent(msgContent: .image(image: "", text: ""))
        return item
    }

    @Test func besideTheImageWhenBothFit() throws {
        let row = try #require(TerminalGeometryTests.tree([Self.image()]).rows.first)
        let card = try #require(row.part(.card)), meta = try #require(row.part(.meta))
        #expect(abs(card.frame.width - (393 - 32) * 0.84) < 1e-9, "the classic maximum width")
        #expect(meta.frame.x >= card.frame.maxX)
        #expect(abs(card.frame.maxY - meta.frame.maxY - 6 * 17.0 / 16) < 1e-9)
        guard case let .meta(line) = meta.content else { Issue.record("meta"); return }
        #expect(!line.overlay)
    }

    @Test func overTheImageCornerWhenTheyDoNotFit() throws {
        let row = try #require(TerminalGeometryTests.tree([Self.image()], width: 200).rows.first)
        let card = try #require(row.part(.card)), meta = try #require(row.part(.meta))
        let gap = 6 * 17.0 / 16
        #expect(abs(card.frame.maxX - meta.frame.maxX - gap) < 1e-9)
        #expect(abs(card.frame.maxY - meta.frame.maxY - gap) < 1e-9)
        guard case let .meta(line) = meta.content else { Issue.record("meta"); return }
        #expect(line.overlay, "drawn white over the media")
    }
}

/// Spec §9 Items: tables laid out at their full width, clipped to the column, 12 pt between
/// columns; each cell's frame is its text's box where its column's alignment puts it.
@Suite struct TableLayoutTests {
    @Test func aWideTableIsClippedWithItsCellsAtFullWidth() throws {
        let wide = String(repeating: "w", count: 30)
        let text = "| a | b |\n|---|---|\n| \(wide) | \(wide) |\n\nafter"
        let row = try #require(TerminalGeometryTests.tree([TerminalGeometryTests.text(1, text, seconds: 0)]).rows.first)
        let table = try #require(row.part(.table))
        guard case let .cells(cells) = table.content else { Issue.record("content"); return }
        #expect(cells.count == 4)
        #expect(table.frame.width == 393 - 24, "clipped at the column")
        let right = try #require(cells.map(\.frame.maxX).max())
        #expect(abs(right - (12 + 30 * 8.5 * 2 + 12)) < 1e-9, "full width: both columns and the 12 pt between them")
        #expect(cells.first?.header == true && cells.last?.header == false)
        #expect(cells[3].frame.x - cells[2].frame.maxX == 12, "the widest cells of two columns stand 12 pt apart")
        #expect(cells[1].frame.x == cells[3].frame.x, "a left-aligned column's cells start together")
    }
}
