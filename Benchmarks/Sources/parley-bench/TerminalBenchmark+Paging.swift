import ChatBackend
import ChatSession
@_spi(Seeding) import ChatStore
import ChatTimeline
import Foundation
@_spi(Benchmarks) import ParleyTerminal
import SimpleXModel
import TestSupport

/// Paging up 300 screens of a 100,000-message chat (issue 32, D2): the client opened at its
/// newest messages, then Page Up 300 times, each page the session asks for read from the store
/// and answered as the runner answers it. Memory after it beside memory at opening (budget
/// ≤ 1.5×: the window stays bounded however far back one reads), and the time of the last ten
/// pages beside the first ten (budget ≤ 1.5×: a page costs the same at message 100 and at
/// message 30,000).
extension TerminalBenchmark {
    struct Paging {
        var openedMB: Double
        var afterMB: Double
        var firstPages: Double
        var lastPages: Double
        var pages: Int
        var loadedItems: Int
    }

    static func pagingUp(screens: Int = 300) async -> Paging? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-paging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let store = try ChatStore(path: folder.appendingPathComponent("paging.db").path)
            try await store.addUser(Fixtures.user)
            try await store.addChat(.direct(contact: Fixtures.contact))
            let texts = ChatCorpus.messages(bytes: 10_000 * 120)
            for chunk in stride(from: 0, to: 100_000, by: 10_000) {
                try await store.importItems((1...10_000).map { ChatItems.text(Int64(chunk + $0), texts[(chunk + $0) % texts.count]) }, into: .direct(2))
            }
            var model = ClientModel(state: ClientState(theme: .dark, size: size, environment: environment(now: ChatItems.time(100_000))))
            var asked = deliver(.open(.direct(2)), to: &model)
            var pageTimes: [Double] = []
            func answer(timed: Bool) async throws {
                while let (id, request) = asked.first(where: { if case .page = $0.1 { true } else { false } }) {
                    asked.removeAll { $0.0 == id }
                    guard case let .page(ref, pagination, _) = request else { continue }
                    let start = DispatchTime.now().uptimeNanoseconds
                    let page = try await store.chat(ref, pagination)
                    asked += deliver(.reply(id, .success(.page(page.chat, page.navigation))), to: &model)
                    asked += requests(model.settle())
                    _ = ClientScreen.frame(model.state)
                    if timed { pageTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
                }
            }
            asked += requests(model.settle())
            try await answer(timed: false)
            let opened = RemoteBenchmark.status(getpid(), "VmRSS") ?? .nan
            for _ in 0..<screens {
                asked += requests(model.handle(.input(.key(KeyEvent(.pageUp)))))
                asked += requests(model.settle())
                _ = ClientScreen.frame(model.state)
                try await answer(timed: true)
            }
            let after = RemoteBenchmark.status(getpid(), "VmRSS") ?? .nan
            guard pageTimes.count >= 20 else { return nil }
            let mean = { (times: ArraySlice<Double>) in times.reduce(0, +) / Double(times.count) }
            return Paging(openedMB: opened / 1024, afterMB: after / 1024, firstPages: mean(pageTimes.prefix(10)), lastPages: mean(pageTimes.suffix(10)),
                          pages: pageTimes.count, loadedItems: model.state.open?.timeline.window.items.count ?? 0)
        } catch {
            print("parley-bench terminal: the store failed: \(error)")
            return nil
        }
    }

    /// The backend requests among a client's effects, by id.
    static func requests(_ effects: [ClientEffect]) -> [(RequestID, BackendRequest)] {
        effects.compactMap { effect in
            if case let .session(.request(id, request)) = effect { (id, request) } else { nil }
        }
    }
}
