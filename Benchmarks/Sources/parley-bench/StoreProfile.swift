import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import TestSupport

/// The store's hot paths in a loop and nothing else, for `perf record` or callgrind, on a chat
/// of 100,000 items: `before` (default), `around` and `initial` read one page again and again
/// (its items decoded once), `first` reads 1,000 pages for the first time, ten times over (the
/// store's memo holds 5,000 items, so each read finds its items decoded no more), `insert`
/// imports 200,000 items.
enum StoreProfile {
    static func run(_ mode: String) async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-store-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let store = try ChatStore(path: folder.appendingPathComponent("profile.db").path)
            try await store.addUser(Fixtures.user)
            try await store.addChat(.direct(contact: Fixtures.contact))
            let count = mode == "insert" ? 200_000 : 100_000
            for first in stride(from: 1, through: count, by: 20_000) {
                try await store.importItems(StoreBenchmark.items(first..<min(first + 20_000, count + 1)), into: .direct(2))
            }
            switch mode {
            case "insert":
                break
            case "first":
                for round in 0..<10_000 {
                    _ = try await store.chat(.direct(2), .before(itemId: Int64(201 + round % 1_000 * 99), count: 100))
                }
            case "initial":
                for _ in 0..<50_000 {
                    _ = try await store.chat(.direct(2), .initial(count: 50))
                }
            case "around":
                for _ in 0..<20_000 {
                    _ = try await store.chat(.direct(2), .around(itemId: 50_000, count: 200))
                }
            default:
                for _ in 0..<20_000 {
                    _ = try await store.chat(.direct(2), .before(itemId: 50_000, count: 100))
                }
            }
        } catch {
            print("store profile failed: \(error)")
        }
    }
}
