import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Rows kept current event by event equal the rows rebuilt from scratch — kinds, items,
/// unread counts and render hashes — and an event reports exactly the rows that changed.
@Suite struct TimelineIncrementalTests {

    @Test(arguments: [11, 12, 13, 14])
    func randomEventsMatchAFullRebuild(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let start: [ChatItem] = (Int64(1)...300).map { (id: Int64) -> ChatItem in
            if id % 7 < 3 { return ChatItems.memberConnected(id) }
            let status: CIStatus = id > 280 ? .rcvNew : .rcvRead
            return ChatItems.text(id, status: status)
        }
        var timeline = Timeline()
        var stats = ChatStats.zero
        stats.unreadCount = 20
        timeline.apply(.initial(count: 300), page: start, navigation: NavigationInfo(afterTotal: 0, afterUnread: 0), stats: stats)
        var nextId: Int64 = 301
        for step in 0..<200 {
            let before = timeline.rows
            var changed: [Int64]
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let item = Bool.random(using: &random) ? ChatItems.memberConnected(nextId) : ChatItems.text(nextId, status: Bool.random(using: &random) ? .rcvNew : .rcvRead)
                nextId += 1
                changed = timeline.itemAdded(item)
            case 1:
                var item = timeline.window.items.randomElement(using: &random)!
                item.reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: Int.random(in: 1...5, using: &random), userReacted: false)]
                changed = timeline.itemUpdated(item)
            case 2:
                var item = timeline.window.items.randomElement(using: &random)!
                item.meta.itemDeleted = .deleted(chatType: .group, deletedTs: nil)
                changed = timeline.itemUpdated(item)
            case 3:
                var item = timeline.window.items.randomElement(using: &random)!
                item.meta.itemStatus = .rcvRead
                changed = timeline.itemUpdated(item)
            case 4:
                var item = timeline.window.items[0]
                item.meta.itemText += " more"
                item.content = .rcvMsgContent(msgContent: .text(text: item.meta.itemText + (Bool.random(using: &random) ? "\nline" : "")))
                changed = timeline.itemUpdated(item)
            default:
                var item = timeline.window.items.randomElement(using: &random)!
                item.meta.itemStatus = .rcvNew
                changed = timeline.itemUpdated(item)
            }
            let rebuilt = MergedRow.rows(of: timeline.window, revealedIds: timeline.revealedIds)
            let differing = (0..<max(timeline.rows.count, rebuilt.count)).first { index in
                !timeline.rows.indices.contains(index) || !rebuilt.indices.contains(index) || timeline.rows[index] != rebuilt[index]
            }
            if let first = differing {
                let describe: (MergedRow?) -> String = { row in
                    row.map { "ids \($0.items.map(\.meta.itemId)) unreadBefore \($0.unreadBefore) revealed \($0.revealed)" } ?? "none"
                }
                Issue.record("seed \(seed) step \(step): row \(first) is \(describe(timeline.rows.indices.contains(first) ? timeline.rows[first] : nil)), rebuilt \(describe(rebuilt.indices.contains(first) ? rebuilt[first] : nil))")
                return
            }
            let previous = Dictionary(before.map { ($0.id, $0.renderHash) }, uniquingKeysWith: { first, _ in first })
            let reallyChanged = Set(rebuilt.filter { previous[$0.id] != $0.renderHash }.map(\.id))
            #expect(reallyChanged.isSubset(of: Set(changed)), "seed \(seed) step \(step): unreported changes \(reallyChanged.subtracting(changed))")
        }
    }

    @Test func aLiveMessageChunkChangesOnlyItsRowAndTheNewerNeighbour() {
        var timeline = Timeline()
        timeline.apply(.initial(count: 100), page: ChatItems.chat(count: 100), navigation: nil, stats: ChatStats.zero)
        var live = timeline.window.items[0]
        live.meta.itemText = "typing…"
        live.content = .rcvMsgContent(msgContent: .text(text: "typing…"))
        let changed = timeline.itemUpdated(live)
        #expect(changed == [100])
        #expect(timeline.rowIndex(ofItem: 50) == 50)
    }
}
