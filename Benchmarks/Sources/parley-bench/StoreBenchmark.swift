import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import TestSupport

/// The embedded store with a chat of a million items, each figure beside its floor measured in
/// the same run, store and floor taking turns run by run so that the other core's load falls on
/// both alike:
/// - bulk insert beside raw sqlite3 writing the same encoded rows into a second database of the
///   same schema (`StoreInsertFloor`);
/// - each page read beside raw sqlite3 running the store's SQL for its rows and counts
///   (`StoreReadFloor`): read again (its items decoded before), and read for the first time
///   beside the rows alone, with what of it is first-time work (the first read less a second
///   read of the same pages, which is beside its own floor) and what decoding the same rows
///   alone takes, with the generated reader the store uses (`SimpleXJSON.decode`) and with
///   Foundation's JSONDecoder (`SimpleXJSON.decodeWithJSONDecoder`).
enum StoreBenchmark {
    static func run(items count: Int) async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-store-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bench.db").path
        do {
            let store = try ChatStore(path: path)
            try await store.addUser(Fixtures.user)
            try await store.addChat(.direct(contact: Fixtures.contact))
            var report = Report(benchmark: "store")
            try await insert(count, into: store, floorPath: folder.appendingPathComponent("floor.db").path, report: &report)
            try await pages(count, of: store, floor: StoreReadFloor(path: path, afterTotalLimit: ChatStore.afterTotalLimit), report: &report)
            report.print(title: "Embedded store, \(count) items (release, in the temporary folder); floors are raw sqlite3 in the same run")
        } catch {
            print("store benchmark failed: \(error)")
        }
    }

    /// The benchmark chat's items `ids`, one in 997 with the search's word.
    static func items(_ ids: Range<Int>) -> [ChatItem] {
        ids.map { id in TimelineBenchmark.item(Int64(id), id % 997 == 0 ? "needle haystack \(id)" : "message \(id) about the release and the build") }
    }

    /// Imports `count` items in batches of 20,000, each batch also written raw (already
    /// encoded) into the floor's database, which is deleted afterwards.
    private static func insert(_ count: Int, into store: ChatStore, floorPath: String, report: inout Report) async throws {
        let floor = try await StoreInsertFloor.make(path: floorPath, user: Fixtures.user, chat: .direct(contact: Fixtures.contact))
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: floorPath + suffix) }
        }
        var storeNanoseconds: UInt64 = 0
        var floorNanoseconds: UInt64 = 0
        for first in stride(from: 1, through: count, by: 20_000) {
            let batch = items(first..<min(first + 20_000, count + 1))
            storeNanoseconds += try await nanoseconds { try await store.importItems(batch, into: .direct(2)) }
            let rows = batch.map(EncodedItemRow.init)
            floorNanoseconds += try await nanoseconds { try floor.insert(rows) }
        }
        let rate = Double(count) / (Double(storeNanoseconds) / 1e9)
        let floorRate = Double(count) / (Double(floorNanoseconds) / 1e9)
        let ratio = rate / floorRate
        report.add("bulk insert", String(format: "%.0f items/s; floor %.0f/s (the same rows encoded, raw); %.2f× the floor; budget ≥ 0.5×: %@",
                                         rate, floorRate, ratio, ratio >= 0.5 ? "met" : "MISSED"),
                   "insert_items_per_s", rate)
        report.record("insert_floor_items_per_s", floorRate)
        report.record("insert_vs_floor", ratio)
        report.record("insert_met", ratio >= 0.5 ? 1 : 0)
        report.budget("bulk insert × the floor", ratio, .atLeast(0.5))
    }

    /// A page case: what the store is asked, what its floor runs, and the budget on the ratio.
    private struct PageCase {
        let name: String
        let key: String
        let pagination: ChatPagination
        let search: String?
        let budget: Double?
        let floorDoes: String
        let floor: () throws -> Int
    }

    private static func pages(_ count: Int, of store: ChatStore, floor: StoreReadFloor, report: inout Report) async throws {
        let middle = Int64(count / 2)
        let cases = [
            PageCase(name: "before(id, 100) again", key: "before", pagination: .before(itemId: middle, count: 100), search: nil, budget: 3, floorDoes: "anchor, rows") { try floor.before(middle, 100) },
            PageCase(name: "around(id, 200) again", key: "around", pagination: .around(itemId: middle, count: 200), search: nil, budget: 3, floorDoes: "anchor, rows both sides, counts after") { try floor.around(middle, 200) },
            PageCase(name: "initial(50) again", key: "initial", pagination: .initial(count: 50), search: nil, budget: nil, floorDoes: "unread look-up, rows, counts after") { try floor.initial(50) },
            PageCase(name: "search, last(50)", key: "search", pagination: .last(count: 50), search: "needle", budget: nil, floorDoes: "matching rows") { try floor.search("\"needle\"", 50) },
        ]
        for page in cases {
            _ = try await store.chat(.direct(2), page.pagination, search: page.search)
            let (parley, raw) = try await paired(runs: 201) { _ in
                _ = try await store.chat(.direct(2), page.pagination, search: page.search)
            } floor: { _ in
                _ = try page.floor()
            }
            add(page.name, page.key, parley, raw, floorDoes: page.floorDoes, budget: page.budget, to: &report)
        }
        let anchors = (0..<41).map { Int64(count / 5 + $0 * max(1, count / 200)) }
        let (fresh, freshRaw) = try await paired(runs: anchors.count) { run in
            _ = try await store.chat(.direct(2), .before(itemId: anchors[run], count: 100))
        } floor: { run in
            _ = try floor.before(anchors[run], 100)
        }
        add("before(id, 100) first read", "before_first", fresh, freshRaw, floorDoes: "anchor, rows", budget: 5, to: &report)
        let (again, againRaw) = try await paired(runs: anchors.count) { run in
            _ = try await store.chat(.direct(2), .before(itemId: anchors[run], count: 100))
        } floor: { run in
            _ = try floor.before(anchors[run], 100)
        }
        report.add("  first-time work", String(format: "%.3f ms: the first read less a second read of the same pages (decoding, the memo), %.0f%% of the first read",
                                               (fresh - again) * 1000, (fresh - again) / fresh * 100),
                   "before_first_decode_ms", (fresh - again) * 1000)
        report.record("before_first_decode_share", (fresh - again) / fresh)
        add("  the second read", "before_second", again, againRaw, floorDoes: "anchor, rows", budget: nil, to: &report)
        report.record("before_second_vs_rows_floor", again / freshRaw)
        let pagesJSON = try anchors.map { try floor.beforeJSON($0, 100) }
        let reader = try await median(runs: pagesJSON.count) { run in
            for data in pagesJSON[run] { _ = try SimpleXJSON.decode(ChatItem.self, from: data) }
        }
        report.add("  generated reader alone", String(format: "%.3f ms median: SimpleXJSON.decode (JSONReader, as the store) over the same pages' 101 rows, nothing else, %.0f%% of the first read",
                                                     reader * 1000, reader / fresh * 100),
                   "before_first_reader_ms", reader * 1000)
        report.record("before_first_reader_share", reader / fresh)
        let jsonDecoder = try await median(runs: pagesJSON.count) { run in
            for data in pagesJSON[run] { _ = try SimpleXJSON.decodeWithJSONDecoder(ChatItem.self, from: data) }
        }
        report.add("  JSONDecoder alone", String(format: "%.3f ms median: Foundation's JSONDecoder (SimpleXJSON.decodeWithJSONDecoder) over the same rows, %.0f%% of the first read",
                                                jsonDecoder * 1000, jsonDecoder / fresh * 100),
                   "before_first_jsondecoder_ms", jsonDecoder * 1000)
        report.record("before_first_jsondecoder_share", jsonDecoder / fresh)
        let roundTrip = try await median(runs: 201) { _ in _ = try await store.activeUser() }
        report.add("round trip", String(format: "%.3f ms median: the active user (one cached row) through the store's thread and back", roundTrip * 1000),
                   "round_trip_ms", roundTrip * 1000)
    }

    private static func add(_ name: String, _ key: String, _ parley: Double, _ raw: Double, floorDoes: String, budget: Double?, to report: inout Report) {
        let ratio = parley / raw
        let verdict = budget.map { String(format: "; budget ≤ %.0f×: %@", $0, ratio <= $0 ? "met" : "MISSED") } ?? ""
        report.add(name, String(format: "%.3f ms median; floor %.3f ms (%@); %.1f× the floor%@", parley * 1000, raw * 1000, floorDoes, ratio, verdict),
                   "\(key)_ms", parley * 1000)
        report.record("\(key)_floor_ms", raw * 1000)
        report.record("\(key)_vs_floor", ratio)
        if let budget {
            report.record("\(key)_met", ratio <= budget ? 1 : 0)
            report.budget("\(name.trimmingCharacters(in: .whitespaces)) × the floor", ratio, .atMost(budget))
        }
    }

    /// The medians of `store(run)` and `floor(run)` over `runs` runs, taking turns.
    static func paired(runs: Int, store: (Int) async throws -> Void, floor: (Int) throws -> Void) async throws -> (Double, Double) {
        var storeTimes: [Double] = []
        var floorTimes: [Double] = []
        for run in 0..<runs {
            storeTimes.append(Double(try await nanoseconds { try await store(run) }) / 1e9)
            floorTimes.append(Double(try await nanoseconds { try floor(run) }) / 1e9)
        }
        return (storeTimes.sorted()[runs / 2], floorTimes.sorted()[runs / 2])
    }

    /// The median time of `work(run)` over `runs` runs.
    static func median(runs: Int, _ work: (Int) async throws -> Void) async throws -> Double {
        var times: [Double] = []
        for run in 0..<runs {
            times.append(Double(try await nanoseconds { try await work(run) }) / 1e9)
        }
        return times.sorted()[runs / 2]
    }

    /// The wall time of `work`, in nanoseconds.
    static func nanoseconds(_ work: () async throws -> Void) async rethrows -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        try await work()
        return DispatchTime.now().uptimeNanoseconds - start
    }
}
