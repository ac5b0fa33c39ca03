import ChatBackend
import ChatSession
@_spi(Seeding) import ChatStore
import ChatTimeline
import Foundation
@_spi(Benchmarks) import ParleyTerminal
import SimpleXMarkdown
import SimpleXModel
import TestSupport

/// The terminal client on a 200 × 60 screen (issue 11 "Fast"): the bytes written and the time
/// from an event to its frame encoded, for scrolling by one line, a new message arriving and an
/// edited row, each beside a full redraw of the same screen measured in the same run; 1,000
/// events a second with a frame after each (issue 12 "Fast"); opening a chat of 100,000
/// messages beside one of 100; paging up 300 screens of it (`pagingUp`); and the first frame
/// after a resize with a 1 MB message loaded beside one without it (`resizeTimes`).
///
/// A frame is what `TerminalClient` does for an event: the clock set, the event handled, the
/// frame settled (the session told what is in view), the screen composed (presentation, cells,
/// the grid) and the difference from the frame on screen encoded. Each timed run starts from a client that has drawn the screen before the event and
/// nothing else, so the rows an event changes are drawn in the time. A full redraw is the same
/// screen with nothing drawn before: every row presented and drawn, every cell encoded.
enum TerminalBenchmark {
    static let size = GridSize(rows: 60, columns: 200)
    static let encoder = TerminalFrameEncoder(colorDepth: .trueColor, synchronizedOutput: true)

    /// One measured event: its name in the table, its key in the JSON line, and the event.
    struct Case {
        var name: String
        var key: String
        var event: ClientEvent
    }

    static func run() async {
        let model = chatModel(items: 200)
        var fullBytes = 0
        let full = bestSeconds(runs: 20) {
            var cold = model.state
            cold.forgetDrawnRows()
            fullBytes = encoder.encode(ClientScreen.frame(cold), after: nil).byteCount
        }
        var report = Report(benchmark: "terminal")
        report.add("full redraw, 200×60", String(format: "%.2f ms, %d bytes (every row presented and drawn anew, every cell written: the floor)", full * 1e3, fullBytes), "full_ms", full * 1e3)
        report.record("full_bytes", Double(fullBytes))
        for test in cases(model) {
            var bytes = 0
            let time = bestSeconds(runs: 20, setup: { shown(model) }) { client, screen in
                bytes = frame(after: test.event, of: client, showing: screen).byteCount
            }
            report.add(test.name, String(format: "%.2f ms (%.2f× the full redraw; budget ≤ 0.25×), %d bytes (%.1f%%; budget ≤ 10%%)",
                                         time * 1e3, time / full, bytes, Double(bytes) * 100 / Double(fullBytes)), test.key + "_ms", time * 1e3)
            report.budget(test.name + ", × full redraw", time / full, .atMost(0.25))
            report.budget(test.name + ", bytes share", Double(bytes) / Double(fullBytes), .atMost(0.1))
            report.record(test.key + "_vs_full_time", time / full)
            report.record(test.key + "_vs_full_bytes", Double(bytes) / Double(fullBytes))
        }
        let paced = eventsASecond(model)
        report.add("1,000 events a second", String(format: "a frame after each: median %.2f ms, slowest %.2f ms (%.2f× the full redraw; budget ≤ 0.25×), the last one (1,200 items loaded) %.2f ms; all 1,000 %.0f ms of the second",
                                                  paced.median * 1e3, paced.slowest * 1e3, paced.slowest / full, paced.last * 1e3, paced.total * 1e3),
                   "events_frame_slowest_ms", paced.slowest * 1e3)
        report.record("events_frame_median_ms", paced.median * 1e3)
        report.record("events_frame_vs_full_time", paced.slowest / full)
        report.budget("1,000 events a second, slowest frame × full redraw", paced.slowest / full, .atMost(0.25))
        report.record("events_1000_ms", paced.total * 1e3)
        let (small, large) = await openTimes()
        report.add("open a chat of 100 messages", String(format: "%.2f ms (the floor)", small * 1e3), "open_100_ms", small * 1e3)
        report.add("open a chat of 100,000 messages", String(format: "%.2f ms (%.2f× the small one; budget ≤ 1.5×)", large * 1e3, large / small), "open_100000_ms", large * 1e3)
        report.record("open_large_vs_small", large / small)
        report.budget("open 100,000 messages × 100", large / small, .atMost(1.5))
        let list = listKeyTimes()
        report.add("a key on the chat list", String(format: "%.2f ms (the floor)", list.plain * 1e3), "list_key_ms", list.plain * 1e3)
        report.add("the same with a 1 MB message", String(format: "%.2f ms (%.2f× the floor; budget ≤ 1.5×)", list.huge * 1e3, list.huge / list.plain),
                   "list_key_1mb_ms", list.huge * 1e3)
        report.record("list_key_1mb_vs_plain", list.huge / list.plain)
        report.budget("list key with a 1 MB message ×", list.huge / list.plain, .atMost(1.5))
        let resize = resizeTimes()
        report.add("resize 200→160 columns, first frame", String(format: "%.2f ms (the floor); the rows laid out after it %.2f ms", resize.plain.sketch * 1e3, resize.plain.laidOut * 1e3),
                   "resize_first_frame_ms", resize.plain.sketch * 1e3)
        report.add("the same with a 1 MB message loaded", String(format: "%.2f ms (%.2f× the floor; budget ≤ 2×); the rows laid out after it %.2f ms",
                                                                 resize.huge.sketch * 1e3, resize.huge.sketch / resize.plain.sketch, resize.huge.laidOut * 1e3),
                   "resize_first_frame_1mb_ms", resize.huge.sketch * 1e3)
        report.record("resize_laid_out_ms", resize.plain.laidOut * 1e3)
        report.record("resize_laid_out_1mb_ms", resize.huge.laidOut * 1e3)
        report.record("resize_first_frame_1mb_vs_plain", resize.huge.sketch / resize.plain.sketch)
        report.budget("resize with a 1 MB message, first frame ×", resize.huge.sketch / resize.plain.sketch, .atMost(2))
        if let paging = await pagingUp() {
            report.add("paging up 300 screens of 100,000", String(format: "%d pages; memory %.0f MB after, %.0f MB at opening (%.2f×; budget ≤ 1.5×), %d items loaded; the last 10 pages %.2f ms each, the first 10 %.2f ms (%.2f×; budget ≤ 1.5×)",
                                                                paging.pages, paging.afterMB, paging.openedMB, paging.afterMB / paging.openedMB, paging.loadedItems,
                                                                paging.lastPages * 1e3, paging.firstPages * 1e3, paging.lastPages / paging.firstPages),
                       "paging_last_page_ms", paging.lastPages * 1e3)
            report.record("paging_memory_after_vs_opening", paging.afterMB / paging.openedMB)
            report.record("paging_last_vs_first_page", paging.lastPages / paging.firstPages)
            report.budget("paging up 300 screens, memory × opening", paging.afterMB / paging.openedMB, .atMost(1.5))
            report.budget("paging up 300 screens, last page × first", paging.lastPages / paging.firstPages, .atMost(1.5))
        }
        report.print(title: "parley-bench terminal (release; 200×60; best of 20)")
    }

    /// The frames alone, many times over, for a profiler (`perf record`): each case 200 times,
    /// then 1,000 events a second once.
    static func profile() {
        let model = chatModel(items: 200)
        for test in cases(model) {
            for _ in 0..<200 {
                let (client, screen) = shown(model)
                _ = frame(after: test.event, of: client, showing: screen)
            }
        }
        _ = eventsASecond(model, runs: 1)
    }

    /// Scrolling by one line, a new message from another member, and an edit of the newest row.
    static func cases(_ model: ClientModel) -> [Case] {
        let chat = model.state.open!
        let newest = chat.timeline.window.items[0]
        var edited = newest
        edited.setMessage(.text(text: newest.meta.itemText + " (edited)"))
        edited.meta.itemEdited = true
        let arriving = ChatItems.text(10_000, "a *new* message from bob", direction: newest.chatDir)
        return [
            Case(name: "scroll one line", key: "scroll", event: .input(.key(KeyEvent(.up)))),
            Case(name: "a new message", key: "new_message",
                 event: .session(.core(.newChatItems(chatItems: [AChatItem(chatInfo: chat.info, chatItem: arriving)], user: Fixtures.user)))),
            Case(name: "one edited row", key: "edit",
                 event: .session(.core(.chatItemUpdated(chatItem: AChatItem(chatInfo: chat.info, chatItem: edited), user: Fixtures.user)))),
        ]
    }

    /// `model` as the client has it once it drew its screen (the rows drawn and nothing else), and that screen.
    static func shown(_ model: ClientModel) -> (ClientModel, TerminalFrame) {
        var client = model
        client.state.forgetDrawnRows()
        return (client, ClientScreen.frame(client.state))
    }

    /// What `TerminalClient` does for `event`: the clock set, the event handled, the frame
    /// settled, the screen composed, and its difference from `screen` encoded.
    static func frame(after event: ClientEvent, of client: ClientModel, showing screen: TerminalFrame, at seconds: Double = 1) -> EncodedFrame {
        var client = client
        client.state.environment.now += seconds
        _ = client.handle(event)
        _ = client.settle()
        return encoder.encode(ClientScreen.frame(client.state), after: screen)
    }

    /// 1,000 new messages a millisecond apart, each handled and drawn as `TerminalClient` does
    /// when no other event waits: each event's frame time, the best of `runs` runs for each.
    static func eventsASecond(_ model: ClientModel, runs: Int = 3) -> (median: Double, slowest: Double, last: Double, total: Double) {
        let chat = model.state.open!
        let direction = chat.timeline.window.items[0].chatDir
        let events = (0..<1_000).map { index in
            ClientEvent.session(.core(.newChatItems(chatItems: [AChatItem(chatInfo: chat.info, chatItem: ChatItems.text(Int64(20_000 + index), "event \(index)", direction: direction))],
                                                    user: Fixtures.user)))
        }
        var times = [Double](repeating: .infinity, count: events.count)
        for _ in 0..<runs {
            var (client, screen) = shown(model)
            let start = client.state.environment.now
            for (index, event) in events.enumerated() {
                let begin = DispatchTime.now().uptimeNanoseconds
                client.state.environment.now = start + Double(index) / 1_000
                _ = client.handle(event)
                _ = client.settle()
                let next = ClientScreen.frame(client.state)
                _ = encoder.encode(next, after: screen)
                screen = next
                times[index] = min(times[index], Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9)
            }
        }
        let sorted = times.sorted()
        return (sorted[sorted.count / 2], sorted[sorted.count - 1], times[times.count - 1], times.reduce(0, +))
    }

    /// The client with `items` messages of the corpus open in a group, the compose bar empty, its
    /// first frame settled.
    static func chatModel(items: Int) -> ClientModel {
        let texts = ChatCorpus.messages(bytes: items * 120)
        let members = Fixtures.team.chatItems.senders
        let page = (1...Int64(items)).map { id in
            ChatItems.text(id, texts[Int(id) % texts.count], direction: id % 4 == 0 ? .groupSnd : .groupRcv(groupMember: members[Int(id) % members.count]))
                .parsingMarkdown()
        }
        var chat = Fixtures.team
        chat.chatItems = page
        chat.chatStats = .zero
        let session = ChatSession(user: Fixtures.user, showing: chat, layout: .terminal)
        var model = ClientModel(state: ClientState(session: session, theme: .dark, size: size, environment: environment(now: ChatItems.time(Int64(items)))))
        _ = model.settle()
        return model
    }

    /// The demo's time zone and locale at `now`.
    static func environment(now: Date) -> TimelineEnvironment {
        TimelineEnvironment(now: now, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Hands `input` to `model` as the runner delivers it; returns the backend requests it asked,
    /// by id.
    static func deliver(_ input: SessionInput, to model: inout ClientModel) -> [(RequestID, BackendRequest)] {
        requests(model.handle(.session(input)))
    }

    /// Opening a chat as the client opens it: asked of the session, its first page read from the
    /// store and answered, the frame settled and drawn; for a chat of 100 messages and one of
    /// 100,000 in the same store.
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
                    var model = ClientModel(state: ClientState(theme: .dark, size: size, environment: environment(now: ChatItems.time(100_000))))
                    guard case let (id, .page(_, pagination, _))? = deliver(.open(ref), to: &model).first else { return .nan }
                    let page = try await store.chat(ref, pagination)
                    _ = deliver(.reply(id, .success(.page(page.chat, page.navigation))), to: &model)
                    _ = model.settle()
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
