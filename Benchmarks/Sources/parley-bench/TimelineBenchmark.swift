import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport

/// One event applied to a 10,000-item timeline (append, edit, 1,000 live-message chunks),
/// beside a full rebuild of the same window's rows in the same run.
enum TimelineBenchmark {
    static let count: Int64 = 10_000

    /// Item `id`: every third one sent, the others received and read.
    static func item(_ id: Int64, _ text: String) -> ChatItem {
        ChatItems.text(id, text, direction: id % 3 == 0 ? .directSnd : .directRcv)
    }

    static func run() {
        let items = (1...count).map { item($0, "message \($0) with some *bold* text") }
        let stats = ChatStats.zero
        var base = Timeline()
        base.apply(.initial(count: Int(count)), page: items, navigation: nil, stats: stats)

        let rebuild = bestSeconds { _ = MergedRow.rows(of: base.window) }
        var appended = base
        var nextId = count + 1
        let appendRuns = 200
        let append = bestSeconds(runs: 3) {
            for _ in 0..<appendRuns {
                appended.itemAdded(item(nextId, "new message"))
                nextId += 1
            }
        } / Double(appendRuns)
        var edited = base
        let editRuns = 200
        let edit = bestSeconds(runs: 3) {
            for run in 0..<editRuns {
                var changed = edited.window.items[run * 37 % Int(count)]
                changed.meta.itemEdited = true
                changed.meta.itemText += " (edited)"
                edited.itemUpdated(changed)
            }
        } / Double(editRuns)
        var live = base
        live.itemAdded(item(count + 1, ""))
        var liveItem = live.window.items[0]
        let chunks = bestSeconds(runs: 3) {
            for chunk in 0..<1000 {
                liveItem.meta.itemText += "w\(chunk) "
                liveItem.content = .rcvMsgContent(msgContent: .text(text: liveItem.meta.itemText))
                live.itemUpdated(liveItem)
            }
        }

        var report = Report(benchmark: "timeline")
        report.add("full rebuild, 10,000 items", String(format: "%.0f µs (the floor: the work without incremental updates)", rebuild * 1e6), "rebuild_us", rebuild * 1e6)
        report.add("append one item", String(format: "%.1f µs   1/%.0f of a rebuild (budget ≤ 1/50)", append * 1e6, rebuild / append), "append_us", append * 1e6)
        report.add("edit one item", String(format: "%.1f µs   1/%.0f of a rebuild (budget ≤ 1/50)", edit * 1e6, rebuild / edit), "edit_us", edit * 1e6)
        report.budget("append one item, share of a rebuild", append / rebuild, .atMost(1.0 / 50))
        report.budget("edit one item, share of a rebuild", edit / rebuild, .atMost(1.0 / 50))
        report.add("1,000 live chunks", String(format: "%.0f µs, %.1f µs each   1/%.0f of a rebuild each", chunks * 1e6, chunks * 1e3, rebuild / (chunks / 1000)), "live_1000_chunks_us", chunks * 1e6)
        report.record("append_vs_rebuild", rebuild / append)
        report.record("edit_vs_rebuild", rebuild / edit)
        report.record("live_chunk_vs_rebuild", rebuild / (chunks / 1000))
        report.print(title: "Timeline events on a 10,000-item window (release, best of runs)")
    }
}
