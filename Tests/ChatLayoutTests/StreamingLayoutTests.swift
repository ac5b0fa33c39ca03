import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// The streaming layout of `render --all` and `export` (issue 10): a chat read page by page
/// lays out exactly as the whole chat in one window, and its rows go onto pages and screens by
/// the pagination rules.
@Suite struct StreamingLayoutTests {
    /// A group chat of `count` items: members' and the user's messages, runs of "member
    /// connected" events (they merge into collapsed rows), a day's gap now and then (a date
    /// separator) and an hour's (a large gap).
    static func chat(_ random: inout SeededRandom, count: Int) -> [ChatItem] {
        let members = Fixtures.team.chatItems.senders
        var time = ChatItems.time(0)
        return (1...count).map { id in
            let step = random.next() % 20
            time += step == 0 ? 86_400 : step == 1 ? 3_600 : 30
            let kind = random.next() % 5
            let text = LayoutLawTests.texts[Int(random.next() % UInt64(LayoutLawTests.texts.count))]
            let member = members[Int(random.next() % UInt64(members.count))]
            switch kind {
            case 0, 1:
                var event = ChatItems.memberConnected(Int64(id))
                event.chatDir = .groupRcv(groupMember: member)
                event.meta.itemTs = time
                return event
            case 2:
                return ChatItems.text(Int64(id), text, at: time, direction: .groupSnd)
            default:
                return ChatItems.text(Int64(id), text, at: time, direction: .groupRcv(groupMember: member))
            }
        }
    }

    static func environment(layout: ChatLayoutMode) -> LayoutEnvironment {
        var environment = LayoutFixtures.environment(Fixtures.team)
        environment.layout = layout
        return environment
    }

    @Test(arguments: [1, 2, 3] as [UInt64], [1, 2, 3, 7, 64])
    func aChatReadPageByPageLaysOutAsTheWholeChat(seed: UInt64, pageSize: Int) throws {
        var random = SeededRandom(seed: seed)
        let items = Self.chat(&random, count: 150)
        for layout in [ChatLayoutMode.terminal, .classic] {
            let environment = Self.environment(layout: layout)
            let whole = try ChatLayoutEngine.layout(rows: LayoutFixtures.rows(items, in: Fixtures.team, layout: layout),
                                                    environment: environment, measurer: LayoutFixtures.measurer)
            var streaming = StreamingLayout(chatInfo: Fixtures.team.chatInfo, environment: environment, now: items.last?.meta.itemTs ?? Date(timeIntervalSince1970: 0),
                                            measurer: LayoutFixtures.measurer)
            var rows: [LayoutRow] = []
            for start in stride(from: 0, to: items.count, by: pageSize) {
                rows += try streaming.append(Array(items[start..<min(start + pageSize, items.count)]))
            }
            rows += try streaming.finish()
            #expect(whole.rows.count < items.count, "seed \(seed): some events merged")
            #expect(rows == whole.rows, "seed \(seed), pages of \(pageSize), \(layout)")
            #expect(streaming.height == whole.height)
        }
    }

    @Test func anEmptyChatHasNoRows() throws {
        var streaming = StreamingLayout(chatInfo: Fixtures.team.chatInfo, environment: Self.environment(layout: .terminal), now: Date(timeIntervalSince1970: 0),
                                        measurer: LayoutFixtures.measurer)
        #expect(try streaming.append([]).isEmpty)
        #expect(try streaming.finish().isEmpty)
    }

    static func row(_ id: Int64, y: Double, height: Double) -> LayoutRow {
        LayoutRow(ids: [id], y: y, height: height, gapAbove: 0, paddingBottom: 0, parts: [])
    }

    /// Rows of these heights, stacked.
    static func rows(_ heights: [Double]) -> [LayoutRow] {
        var y = 0.0
        return heights.enumerated().map { index, height in
            defer { y += height }
            return row(Int64(index + 1), y: y, height: height)
        }
    }

    /// (row heights, page height) → per page: (row id, the row's top shown, height shown, y on the page).
    static let pageCases: [([Double], Double, [[[Double]]])] = [
        // Rows that fit fill a page; the next row that does not fit starts the next page, uncut.
        ([40, 40, 40], 100, [[[1, 0, 40, 0], [2, 0, 40, 40]], [[3, 0, 40, 0]]]),
        // A row exactly filling what is left stays on the page.
        ([60, 40, 10], 100, [[[1, 0, 60, 0], [2, 0, 40, 60]], [[3, 0, 10, 0]]]),
        // A row taller than a page (no text lines to keep whole): page-high slices, each on a page of its own.
        ([30, 250, 20], 100, [[[1, 0, 30, 0]], [[2, 0, 100, 0]], [[2, 100, 100, 0]], [[2, 200, 50, 0], [3, 0, 20, 50]]]),
        ([], 100, []),
    ]

    @Test(arguments: pageCases)
    func aRowIsNeverCutBetweenPagesUnlessTallerThanAPage(heights: [Double], pageHeight: Double, expected: [[[Double]]]) {
        var breaker = PageBreaker(pageHeight: pageHeight, firstNumber: 2)
        var pages: [PageBreaker.Page] = []
        for row in Self.rows(heights) {
            pages += breaker.append(row)
        }
        if let last = breaker.finish() { pages.append(last) }
        #expect(pages.map(\.number) == Array((0..<expected.count).map { $0 + 2 }))
        #expect(pages.map { $0.slices.map { [Double($0.row.ids[0]), $0.rowTop, $0.height, $0.y] } } == expected)
    }
}

/// Issue 22 "A row taller than a page is cut between lines, never through one; nothing appears
/// twice in the text layer".
@Suite struct RowSliceTests {
    /// A row of one text of `lines` lines 23 high starting at `top`, in two runs.
    static func row(lines: Int, top: Double = 5) -> LayoutRow {
        let measured = (0..<lines).map { MeasuredLine(characters: ($0 * 4)..<($0 * 4 + 4), width: 30, top: Double($0) * 23, height: 23, baseline: Double($0) * 23 + 18) }
        let string = String(repeating: "abc ", count: lines)
        let runs = [StyledRun(String(string.prefix(10)), font: FontSpec(size: 17)), StyledRun(String(string.dropFirst(10)), font: FontSpec(size: 17, weight: .bold))]
        let text = LayoutText(runs: runs, lineHeight: 23, wraps: true,
                              measured: MeasuredText(lines: measured), fullWidth: 30)
        let part = LayoutPart(.text, frame: LayoutRect(x: 0, y: top, width: 30, height: Double(lines) * 23), content: .text(text))
        return LayoutRow(ids: [1], y: 0, height: top + Double(lines) * 23, gapAbove: 0, paddingBottom: 0, parts: [part])
    }

    @Test("A tall row's slices end between its lines")
    func slicesEndBetweenLines() {
        var breaker = PageBreaker(pageHeight: 100)
        var pages = breaker.append(Self.row(lines: 20))
        if let last = breaker.finish() { pages.append(last) }
        let ends = pages.flatMap(\.slices).map { $0.rowTop + $0.height }
        #expect(ends.allSatisfy { end in (0...20).contains { abs(5 + Double($0) * 23 - end) < 1e-9 } }, "\(ends)")
        #expect(pages.flatMap(\.slices).allSatisfy { $0.height <= 100 })
    }

    @Test("Each line is in the text of exactly one slice")
    func eachLineOnce() throws {
        var breaker = PageBreaker(pageHeight: 100)
        var pages = breaker.append(Self.row(lines: 20))
        if let last = breaker.finish() { pages.append(last) }
        let texts = pages.flatMap(\.slices).flatMap { slice in
            slice.row.parts.compactMap { part -> String? in if case let .text(text) = part.content { text.string } else { nil } }
        }
        #expect(texts.joined() == String(repeating: "abc ", count: 20))
        #expect(pages.count > 4)
    }

    @Test("A row cut into many bands at once gives each band the lines that start in it, as one cut at a time does")
    func manyBandsAtOnce() {
        let row = Self.row(lines: 30)
        let bands = stride(from: 0.0, to: row.height, by: 60).map { $0..<min(row.height, $0 + 60) }
        let together = row.sliced(bands)
        for (band, slice) in zip(bands, together) {
            let tops = slice.parts.flatMap { part -> [Double] in
                guard case let .text(text) = part.content else { return [] }
                return text.measured.lines.map { part.frame.y + $0.top }
            }
            #expect(!tops.isEmpty && tops.allSatisfy { band.contains($0) }, "band \(band) holds the lines that start in it: \(tops)")
        }
        let texts = together.flatMap { $0.parts.compactMap { part -> String? in if case let .text(text) = part.content { text.string } else { nil } } }
        #expect(texts.joined() == String(repeating: "abc ", count: 30))
    }

    @Test("A line taller than a page is cut where it must")
    func tallLine() {
        let bands = [0.0..<250.0]
        #expect(LayoutRow.sliceEnd(bands, from: 0, limit: 100) == 100)
        #expect(LayoutRow.sliceEnd([0..<23, 23..<46, 46..<69], from: 0, limit: 50) == 46)
    }
}

/// Issue 22, "PDF and export": every group of messages in an export names its sender, in a
/// direct chat and in classic bubbles too, the user's own on the end edge.
@Suite struct TranscriptSenderTests {
    @Test(arguments: ["demo-direct", "demo-chat"], [ChatLayoutMode.classic, .terminal])
    func everyGroupOfMessagesNamesItsSender(_ name: String, _ layout: ChatLayoutMode) throws {
        let chat = try LayoutFixtures.chat(name)
        var environment = LayoutFixtures.environment(chat)
        environment.layout = layout
        var streaming = StreamingLayout(chatInfo: chat.chatInfo, environment: environment, now: LayoutFixtures.now(chat), transcript: true,
                                        measurer: LayoutFixtures.measurer)
        let rows = try streaming.append(chat.chatItems) + streaming.finish()
        let items = Dictionary(chat.chatItems.map { ($0.meta.itemId, $0) }, uniquingKeysWith: { first, _ in first })
        var older: ChatItem?
        var named = 0
        for row in rows {
            guard let newest = row.ids.first.flatMap({ items[$0] }) else { continue }
            if TerminalRules.terminalItemShowsSender(newest, older: older) {
                let sender = try #require(row.part(.sender), "row \(row.ids) in \(name), \(layout)")
                if newest.chatDir.isSent, layout == .classic {
                    let end = row.part(.role)?.frame.maxX ?? sender.frame.maxX
                    #expect(abs(end - (environment.width - 16)) < 1e-9, "the user's name stands on the end edge, at the side padding")
                }
                named += 1
            }
            older = row.ids.last.flatMap { items[$0] }
        }
        #expect(named >= 2, "both sides are named")
    }
}
