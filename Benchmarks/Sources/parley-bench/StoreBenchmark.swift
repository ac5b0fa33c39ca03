import ChatBackend
import ChatStore
import CSQLiteFloor
import Foundation
import SimpleXModel
import TestSupport

/// The embedded store with a chat of a million items: bulk insert rate, then the median
/// latency of `initial(50)`, `before(id, 100)`, `around(id, 200)` and a search, each beside the
/// raw SQLite query that reads the same rows in the same process (the floor).
enum StoreBenchmark {
    static func run(items count: Int) async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-store-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bench.db").path
        do {
            let store = try ChatStore(path: path)
            try await store.addUser(Fixtures.user)
            try await store.addChat(.direct(contact: Fixtures.contact))
            let batch = 20_000
            var insertNanoseconds: UInt64 = 0
            for first in stride(from: 1, through: count, by: batch) {
                let items = (first..<min(first + batch, count + 1)).map { id in
                    TimelineBenchmark.item(Int64(id), id % 997 == 0 ? "needle haystack \(id)" : "message \(id) about the release and the build")
                }
                let start = DispatchTime.now().uptimeNanoseconds
                try await store.importItems(items, into: .direct(2))
                insertNanoseconds += DispatchTime.now().uptimeNanoseconds - start
            }
            let insertSeconds = Double(insertNanoseconds) / 1e9
            let middle = Int64(count / 2)
            var report = Report()
            report.add("bulk insert", String(format: "%.0f items/s (%d items in %.1f s; budget ≥ 100,000/s)", Double(count) / insertSeconds, count, insertSeconds),
                       "insert_items_per_s", Double(count) / insertSeconds)
            let floor = try RawFloor(path: path)
            let cases: [(String, String, ChatPagination, String?, () throws -> Int)] = [
                ("initial(50)", "initial", .initial(count: 50), nil, { try floor.rows("SELECT json FROM chat_items WHERE chat_type = 'direct' AND chat_id = 2 ORDER BY item_ts DESC, item_id DESC LIMIT 50") }),
                ("before(id, 100)", "before", .before(itemId: middle, count: 100), nil, { try floor.rows("SELECT json FROM chat_items WHERE chat_type = 'direct' AND chat_id = 2 AND (item_ts, item_id) < (SELECT item_ts, item_id FROM chat_items WHERE item_id = \(middle)) ORDER BY item_ts DESC, item_id DESC LIMIT 100") }),
                ("around(id, 200)", "around", .around(itemId: middle, count: 200), nil, {
                    let anchor = "(SELECT item_ts, item_id FROM chat_items WHERE item_id = \(middle))"
                    return try floor.rows("SELECT json FROM chat_items WHERE chat_type = 'direct' AND chat_id = 2 AND (item_ts, item_id) < \(anchor) ORDER BY item_ts DESC, item_id DESC LIMIT 99")
                        + floor.rows("SELECT json FROM chat_items WHERE chat_type = 'direct' AND chat_id = 2 AND (item_ts, item_id) >= \(anchor) ORDER BY item_ts, item_id LIMIT 101")
                }),
                ("search", "search", .last(count: 50), "needle", { try floor.rows("SELECT json FROM chat_items WHERE chat_type = 'direct' AND chat_id = 2 AND item_id IN (SELECT rowid FROM chat_items_search WHERE chat_items_search MATCH '\"needle\"') ORDER BY item_ts DESC, item_id DESC LIMIT 50") }),
            ]
            for (name, key, pagination, search, raw) in cases {
                let parley = try await median(runs: 41) { _ in _ = try await store.chat(.direct(2), pagination, search: search) }
                let rawTime = try await median(runs: 41) { _ in _ = try raw() }
                report.add(name, String(format: "%.2f ms median; raw SQLite %.2f ms; %.1f× the floor", parley * 1000, rawTime * 1000, parley / rawTime),
                           "\(key)_ms", parley * 1000)
                report.record("\(key)_raw_ms", rawTime * 1000)
                report.record("\(key)_vs_floor", parley / rawTime)
            }
            let anchors = (0..<41).map { count / 5 + $0 * max(1, count / 200) }
            let fresh = try await median(runs: 41) { run in
                _ = try await store.chat(.direct(2), .before(itemId: Int64(anchors[run]), count: 100))
            }
            let freshRaw = try await median(runs: 41) { run in
                _ = try floor.rows("SELECT json FROM chat_items WHERE chat_type = 'direct' AND chat_id = 2 AND (item_ts, item_id) < (SELECT item_ts, item_id FROM chat_items WHERE item_id = \(anchors[run])) ORDER BY item_ts DESC, item_id DESC LIMIT 100")
            }
            report.add("before, uncached", String(format: "%.2f ms median (every item decoded); raw SQLite %.2f ms; %.1f× the floor", fresh * 1000, freshRaw * 1000, fresh / freshRaw),
                       "before_fresh_ms", fresh * 1000)
            report.record("before_fresh_vs_floor", fresh / freshRaw)
            report.print(title: "Embedded store, \(count) items (release, in the temporary folder)")
        } catch {
            print("store benchmark failed: \(error)")
        }
    }

    /// 20,000 `initial(50)` pages of a 20,000-item chat and nothing else, for a profiler.
    static func profile() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-store-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let store = try ChatStore(path: folder.appendingPathComponent("profile.db").path)
            try await store.addUser(Fixtures.user)
            try await store.addChat(.direct(contact: Fixtures.contact))
            try await store.importItems((1...20_000).map { TimelineBenchmark.item(Int64($0), "message \($0)") }, into: .direct(2))
            for _ in 0..<20_000 {
                _ = try await store.chat(.direct(2), .initial(count: 50))
            }
        } catch {
            print("store profile failed: \(error)")
        }
    }

    /// The median time of `work(run)` over `runs` runs.
    static func median(runs: Int, _ work: (Int) async throws -> Void) async throws -> Double {
        var times: [Double] = []
        for run in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try await work(run)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[runs / 2]
    }
}

/// A second, raw connection to the same file: the floor for each query.
final class RawFloor {
    private var handle: OpaquePointer?

    init(path: String) throws {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` and reads every row's first column as text; the row count.
    func rows(_ sql: String) throws -> Int {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_finalize(statement) }
        var count = 0
        while sqlite3_step(statement) == SQLITE_ROW {
            if let text = sqlite3_column_text(statement, 0) {
                count += strlen(text) > 0 ? 1 : 0
            }
        }
        return count
    }
}
