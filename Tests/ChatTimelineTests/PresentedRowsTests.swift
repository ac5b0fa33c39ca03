import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Presentations kept from frame to frame (`PresentedRows`) equal the presentation made from
/// scratch (`RowPresentation.present(rows:…)`) after every step of random events (new items,
/// edits, reactions, removals, items whose time moves), reveals and changes of layout, user and
/// clock; and an event presents anew exactly the rows whose neighbourhood it changed, keeping
/// the value of every row that did not change itself.
@Suite struct PresentedRowsTests {
    static let team = Fixtures.team.chatInfo
    static let members = ["alice", "bob", "carol"].map { Fixtures.teamMember($0) }
    static let utc = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC") ?? .gmt, locale: Locale(identifier: "en_US_POSIX"))

    /// Item `id` at `time`: a member's message, the user's own, or a group event (which merges
    /// into collapsed rows).
    static func item(_ id: Int64, at time: Date, _ random: inout SeededRandom) -> ChatItem {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: ChatItems.memberConnected(id)
        case 1: ChatItems.text(id, "mine \(id)", at: time, direction: .groupSnd, status: .sndSent(sndProgress: .complete))
        default: ChatItems.text(id, "from a member \(id)", at: time, direction: .groupRcv(groupMember: members[Int(id) % members.count]))
        }
    }

    /// `item` with " (edited)" added to its text (a message either way).
    static func edited(_ item: ChatItem) -> ChatItem {
        var item = item
        item.meta.itemText += " (edited)"
        let message = MsgContent.text(text: item.meta.itemText)
        item.content = item.chatDir.isSent ? .sndMsgContent(msgContent: message) : .rcvMsgContent(msgContent: message)
        return item
    }

    @Test("Kept presentations equal a fresh presentation after random steps", arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
    func keptEqualsFresh(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var time = ChatItems.time(0)
        var page: [ChatItem] = []
        for id in Int64(1)...120 {
            time += Double.random(in: 1...9_000, using: &random)
            page.append(Self.item(id, at: time, &random))
        }
        var timeline = Timeline()
        timeline.apply(.initial(count: 120), page: page, navigation: nil, stats: .zero)
        var kept = PresentedRows()
        var layout = ChatLayoutMode.terminal
        var user: User? = Fixtures.user
        var environment = Self.utc
        var nextId: Int64 = 121
        for step in 0..<250 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                time += Double.random(in: 1...9_000, using: &random)
                timeline.itemAdded(Self.item(nextId, at: time, &random))
                nextId += 1
            case 3:
                timeline.itemUpdated(Self.edited(timeline.window.items.randomElement(using: &random)!))
            case 4:
                var reacted = timeline.window.items.randomElement(using: &random)!
                reacted.reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: false)]
                timeline.itemUpdated(reacted)
            case 5 where Bool.random(using: &random):
                timeline.itemsRemoved([timeline.window.items.randomElement(using: &random)!.meta.itemId])
            case 5:
                var moved = timeline.window.items.randomElement(using: &random)!
                moved.meta.itemTs += Double.random(in: -7_200...7_200, using: &random)
                timeline.itemUpdated(moved)
            case 6:
                let grouped = timeline.rows.filter { $0.kind == .grouped }.flatMap(\.items).map(\.meta.itemId)
                timeline.setRevealed(Bool.random(using: &random) ? Set(grouped.prefix(3)) : [])
            case 7:
                layout = layout == .terminal ? .classic : .terminal
            case 8:
                user = user == nil ? Fixtures.user : nil
            default:
                environment.now += Double.random(in: 0...(400 * 86_400), using: &random)
            }
            kept.present(timeline.rows, chatInfo: Self.team, user: user, layout: layout, environment: environment)
            let fresh = RowPresentation.present(rows: timeline.rows, chatInfo: Self.team, user: user, layout: layout, environment: environment)
            guard kept.presentations == fresh else {
                let first = fresh.indices.first { !kept.presentations.indices.contains($0) || kept.presentations[$0] != fresh[$0] }
                Issue.record("seed \(seed) step \(step): \(kept.presentations.count) rows kept, \(fresh.count) fresh, first difference at \(first.map(String.init) ?? "the end")")
                return
            }
        }
    }

    /// The rows an event presents anew: its own and those whose neighbour it is, and no other.
    static let events: [(rule: String, change: @Sendable (inout Timeline) -> Void, anew: Set<Int64>)] = [
        ("a new message: itself, the newest before it and the row under that", { timeline in
            timeline.itemAdded(ChatItems.text(41, "new", at: ChatItems.time(41), direction: .groupRcv(groupMember: members[0])))
        }, [41, 40, 39]),
        ("an edit in the middle: the row and its two neighbours", { timeline in
            timeline.itemUpdated(edited(timeline.window.item(id: 20)!))
        }, [21, 20, 19]),
        ("a reaction on the oldest row: the row, its newer neighbour (whose render hash covers the older row's reactions) and the row above that", { timeline in
            var reacted = timeline.window.item(id: 1)!
            reacted.reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: false)]
            timeline.itemUpdated(reacted)
        }, [3, 2, 1]),
        ("nothing changed: no row", { _ in }, []),
    ]

    /// Where a row's items are stored: the same for a row value kept, so that a layout cache
    /// holding it compares it with one pointer.
    static func storage(of row: MergedRow) -> UnsafeRawPointer? {
        row.items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test("An event presents anew only the rows around it; an unchanged row keeps its value", arguments: events.indices)
    func onlyChangedRowsPresentedAnew(index: Int) {
        let (rule, change, anew) = Self.events[index]
        let items = (Int64(1)...40).map { id in
            ChatItems.text(id, "message \(id)", at: ChatItems.time(id), direction: .groupRcv(groupMember: Self.members[Int(id) % Self.members.count]))
        }
        var timeline = Timeline()
        timeline.apply(.initial(count: 40), page: items, navigation: nil, stats: .zero)
        var kept = PresentedRows()
        kept.present(timeline.rows, chatInfo: Self.team, layout: .terminal, environment: Self.utc)
        let before = kept.presentations
        change(&timeline)
        kept.present(timeline.rows, chatInfo: Self.team, layout: .terminal, environment: Self.utc)
        for presentation in kept.presentations {
            guard let earlier = before.first(where: { $0.row.id == presentation.row.id }), earlier.row == presentation.row else { continue }
            #expect(Self.storage(of: earlier.row) == Self.storage(of: presentation.row), "\(rule): row \(presentation.row.id) is unchanged, so its earlier value is kept")
        }
        let presentedAnew = Set(zip(kept.presentations, kept.reusedFrom).filter { $0.1 == nil }.map(\.0.row.id))
        #expect(presentedAnew == anew, "\(rule)")
        #expect(kept.presentations == RowPresentation.present(rows: timeline.rows, chatInfo: Self.team, layout: .terminal, environment: Self.utc), "\(rule)")
    }
}
