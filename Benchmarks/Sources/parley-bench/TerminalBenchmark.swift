import ChatBackend
import ChatStore
import ChatTimeline
import Foundation
import ParleyTerminal
import SimpleXMarkdown
import SimpleXModel
import TestSupport

/// The terminal client on a 200 × 60 screen (issue 11 "Fast"): the bytes written and the time
/// from an event to its frame written, for scrolling by one line, a new message arriving and an
/// edited row, each beside a full redraw of the same screen measured in the same run; and
/// opening a chat of 100,000 messages beside one of 100.
enum TerminalBenchmark {
    static let size = GridSize(rows: 60, columns: 200)

    static func run() async {
        let model = chatModel(items: 200)
        let encoder = TerminalFrameEncoder(colorDepth: .trueColor, synchronizedOutput: true)
        let first = ClientScreen.frame(model.state)
        var fullBytes = 0
        let full = bestSeconds(runs: 20) {
            var cold = model.state
            cold.forgetDrawnRows()
            fullBytes = encoder.encode(ClientScreen.frame(cold), after: nil).byteCount
        }
        let chat = model.state.chat!
        let newest = chat.timeline.window.items[0]
        var edited = newest
        edited.setMessage(.text(text: newest.meta.itemText + " (edited)"))
        edited.meta.itemEdited = true
        let arriving = ChatItems.text(10_000, "a *new* message from bob", direction: newest.chatDir)
        let cases: [(String, String, ClientEvent)] = [
            ("scroll one line", "scroll", .input(.key(KeyEvent(.up)))),
            ("a new message", "new_message", .backend(.newChatItems(chatItems: [AChatItem(chatInfo: chat.info, chatItem: arriving)], user: Fixtures.user))),
            ("one edited row", "edit", .backend(.chatItemUpdated(chatItem: AChatItem(chatInfo: chat.info, chatItem: edited), user: Fixtures.user))),
        ]
        var report = Report()
        report.add("full redraw, 200×60", String(format: "%.2f ms, %d bytes (every row drawn anew and every cell written: the floor)", full * 1e3, fullBytes), "full_ms", full * 1e3)
        report.record("full_bytes", Double(fullBytes))
        for (name, key, event) in cases {
            var bytes = 0
            let time = bestSeconds(runs: 20) {
                var changed = model
                _ = changed.handle(event)
                bytes = encoder.encode(ClientScreen.frame(changed.state), after: first).byteCount
            }
            report.add(name, String(format: "%.2f ms (%.2f× the full redraw; budget ≤ 0.25×), %d bytes (%.1f%%; budget ≤ 10%%)",
                                    time * 1e3, time / full, bytes, Double(bytes) * 100 / Double(fullBytes)), key + "_ms", time * 1e3)
            report.record(key + "_vs_full_time", time / full)
            report.record(key + "_vs_full_bytes", Double(bytes) / Double(fullBytes))
        }
        let burst = (0..<1_000).map { index in
            ClientEvent.backend(.newChatItems(chatItems: [AChatItem(chatInfo: chat.info, chatItem: ChatItems.text(Int64(20_000 + index), "event \(index)", direction: newest.chatDir))],
                                              user: Fixtures.user))
        }
        var burstFrame = 0.0
        let events = bestSeconds(runs: 5) {
            var changed = model
            for event in burst { _ = changed.handle(event) }
            let start = DispatchTime.now().uptimeNanoseconds
            _ = encoder.encode(ClientScreen.frame(changed.state), after: first)
            burstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        report.add("1,000 events, then their frame", String(format: "%.1f ms handling them (%.0f%% of a second), the frame %.2f ms (%.2f× the full redraw; budget ≤ 0.25×)",
                                                       events * 1e3, events * 100, burstFrame * 1e3, burstFrame / full), "events_1000_ms", events * 1e3)
        report.record("events_frame_vs_full_time", burstFrame / full)
        let (small, large) = await openTimes()
        report.add("open a chat of 100 messages", String(format: "%.2f ms (the floor)", small * 1e3), "open_100_ms", small * 1e3)
        report.add("open a chat of 100,000 messages", String(format: "%.2f ms (%.2f× the small one; budget ≤ 1.5×)", large * 1e3, large / small), "open_100000_ms", large * 1e3)
        report.record("open_large_vs_small", large / small)
        report.print(title: "parley-bench terminal (release; 200×60; best of 20)")
    }

    /// The client with `items` messages of the corpus open in a group, the compose bar empty.
    static func chatModel(items: Int) -> ClientModel {
        let texts = ChatCorpus.messages(bytes: items * 120)
        let members = Fixtures.team.chatItems.senders
        let page = (1...Int64(items)).map { id in
            ChatItems.text(id, texts[Int(id) % texts.count], direction: id % 4 == 0 ? .groupSnd : .groupRcv(groupMember: members[Int(id) % members.count]))
                .parsingMarkdown()
        }
        var state = ClientState(theme: .dark, size: size,
                                environment: TimelineEnvironment(now: ChatItems.time(Int64(items)), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX")))
        state.user = Fixtures.user
        var chat = ChatState(info: Fixtures.team.chatInfo, ref: .group(1))
        chat.timeline.apply(.initial(count: items), page: page, navigation: nil, stats: .zero)
        chat.layoutOverride = .terminal
        state.chat = chat
        state.screen = .chat
        return ClientModel(state: state)
    }

    /// Opening a chat: its first page from the store, into the timeline, drawn; for a chat of
    /// 100 messages and one of 100,000 in the same store.
    static func openTimes() async -> (small: Double, large: Double) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-open-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let store = try ChatStore(path: folder.appendingPathComponent("open.db").path)
            try await store.addUser(Fixtures.user)
            var other = Fixtures.contact
            other.contactId = 3
            try await store.addChat(.direct(contact: Fixtures.contact))
            try await store.addChat(.direct(contact: other))
            try await store.importItems((1...100).map { ChatItems.text($0, "message \($0)") }, into: .direct(2))
            for chunk in stride(from: 0, to: 100_000, by: 10_000) {
                try await store.importItems((1...10_000).map { ChatItems.text(Int64(1_000 + chunk + $0), "message \(chunk + $0)") }, into: .direct(3))
            }
            func open(_ ref: ChatRef) async throws -> Double {
                var best = Double.infinity
                for _ in 0..<20 {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let page = try await store.chat(ref, .initial(count: ChatQuery.pageSize))
                    var model = chatModel(items: 1)
                    var chat = ChatState(info: page.chat.chatInfo, ref: ref)
                    chat.timeline.apply(.initial(count: ChatQuery.pageSize), page: page.chat.chatItems, navigation: page.navigation, stats: page.chat.chatStats)
                    model.state.chat = chat
                    _ = ClientScreen.frame(model.state)
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                }
                return best
            }
            return (try await open(.direct(2)), try await open(.direct(3)))
        } catch {
            print("parley-bench terminal: the store failed: \(error)")
            return (.nan, .nan)
        }
    }
}
