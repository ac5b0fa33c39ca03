import ChatBackend
import Foundation
import SimpleXModel
import SimpleXRemote
import TestSupport

/// Issue 12, "Fast": a page of 200 items through the loopback WebSocket, from `execute` to the
/// decoded `apiChat` (the stand-in of the CLI's server frames and writes it; the client reads,
/// reassembles, checks UTF-8, matches the `corrId` and decodes), beside decoding the same frame's
/// bytes in process (the floor). Budget ≤ 1.5× the floor. The stand-in's answer is made once,
/// before timing: the time is the transport's and the decoding's, not the fixture's.
enum RemoteBenchmark {
    struct WrongReply: Error {}

    static func run() async {
        do {
            let fixtures = try FixtureCore(itemCount: 200)
            let command = ChatCommand.getChat(.group(1), pagination: .last(count: 200))
            let page = fixtures.answer(command.text)
            let standIn = try CLIStandIn(lifetime: .seconds(600)) { received in
                [.reply(received == command.text ? page : fixtures.answer(received))]
            }
            defer { standIn.stop() }
            let core = try await RemoteCore.connect(to: standIn.url, options: RemoteCore.Options(reconnect: nil))
            let frame = Data(#"{"corrId":"1","resp":\#(page)}"#.utf8)
            let runs = 101
            let remote = try await StoreBenchmark.median(runs: runs) { _ in
                guard case let .apiChat(chat, _, _) = try await core.execute(command), chat.chatItems.count == 200 else { throw WrongReply() }
            }
            let floor = try await StoreBenchmark.median(runs: runs) { _ in
                guard case let .result(.apiChat(chat, _, _), _) = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: frame), chat.chatItems.count == 200 else {
                    throw WrongReply()
                }
            }
            let (events, eventsFloor) = try await eventBurst(core, standIn, fixtures.newItemEvent)
            await core.close()
            let flood = try await flood(fixtures)
            let terminal = try await terminalFlood(fixtures)
            let window = try await windowFlood(fixtures)
            var report = Report(benchmark: "remote")
            report.add("page of 200 items", String(format: "%.2f ms median through the loopback WebSocket; decoding the same %d bytes in process %.2f ms; %.2f× the floor (budget ≤ 1.5×)",
                                                   remote * 1000, frame.count, floor * 1000, remote / floor),
                       "page200_websocket_ms", remote * 1000)
            report.record("page200_decode_ms", floor * 1000)
            report.record("page200_bytes", Double(frame.count))
            report.record("page200_vs_floor", remote / floor)
            report.budget("page of 200 items × decoding in process", remote / floor, .atMost(1.5))
            report.add("1,000 events", String(format: "%.1f ms from push to the last one decoded (%.1f µs each); decoding them in process %.1f ms; %.2f× the floor",
                                              events * 1000, events * 1000, eventsFloor * 1000, events / eventsFloor),
                       "events1000_websocket_ms", events * 1000)
            report.record("events1000_decode_ms", eventsFloor * 1000)
            report.add("8,000 events a second for 10 s", String(
                format: "%d sent in %.1f s; the slowest /user reply %.1f ms beside %.1f ms without them, %.2f× (budget ≤ 3×); memory %.0f MB at most beside %.0f MB before; the newest event %.0f ms after it was sent (%d delivered, %d coalesced marks)",
                flood.sent, flood.seconds, flood.slowestDuring * 1000, flood.slowestQuiet * 1000, flood.slowestDuring / flood.slowestQuiet,
                flood.rssPeakMB, flood.rssBeforeMB, flood.toNewest * 1000, flood.delivered, flood.marks),
                       "flood_slowest_reply_vs_quiet", flood.slowestDuring / flood.slowestQuiet)
            report.record("flood_slowest_reply_ms", flood.slowestDuring * 1000)
            report.budget("flood: slowest reply × without it", flood.slowestDuring / flood.slowestQuiet, .atMost(3))
            report.record("flood_quiet_reply_ms", flood.slowestQuiet * 1000)
            let percentiles = [(0.5, "median", "p50"), (0.99, "99th percentile", "p99")].map { share, name, key in
                let during = Flood.percentile(flood.during, share), quiet = Flood.percentile(flood.quiet, share)
                report.record("flood_\(key)_reply_ms", during * 1000)
                report.record("flood_quiet_\(key)_reply_ms", quiet * 1000)
                return String(format: "%@ %.2f ms beside %.2f ms, %.2f×", name, during * 1000, quiet * 1000, during / quiet)
            }
            report.add("  its /user replies", percentiles.joined(separator: "; ") + String(format: " (%d during it, %d without)", flood.during.count, flood.quiet.count),
                       "flood_p50_reply_vs_quiet", Flood.percentile(flood.during, 0.5) / Flood.percentile(flood.quiet, 0.5))
            report.record("flood_peak_rss_mb", flood.rssPeakMB)
            report.record("flood_rss_before_mb", flood.rssBeforeMB)
            report.record("flood_to_newest_ms", flood.toNewest * 1000)
            if let terminal {
                report.add("the terminal client (debug) under it", String(
                    format: "peak memory %.0f MB (budget < 150 MB); the message typed 5 s in %@; caught up %.1f s after the last message was sent (%@)",
                    terminal.peakMB, terminal.sentTyped ? "was sent" : "was NOT sent", terminal.toCaughtUp,
                    terminal.byReload ? "it read the chat's newest page again" : "the message on its screen"),
                           "terminal_flood_peak_mb", terminal.peakMB)
                report.record("terminal_flood_typed_sent", terminal.sentTyped ? 1 : 0)
                report.budget("flood: terminal client (debug) peak MB", terminal.peakMB, .atMost(150))
                report.budget("flood: the message typed meanwhile sent (1 = yes)", terminal.sentTyped ? 1 : 0, .atLeast(1))
                report.record("terminal_flood_caught_up_s", terminal.toCaughtUp)
            }
            if let window {
                report.add("the window (debug) under it", String(format: "peak memory %.0f MB (budget < 150 MB), %.0f MB before the flood, %.2f×",
                                                                 window.peakMB, window.beforeMB, window.peakMB / max(1, window.beforeMB)),
                           "window_flood_peak_mb", window.peakMB)
                report.record("window_flood_before_mb", window.beforeMB)
                report.budget("flood: window (debug) peak MB", window.peakMB, .atMost(150))
            }
            report.print(title: "A chat page and floods of events through the loopback WebSocket (release, median of \(runs); the CLI's stand-in, not the core)")
        } catch {
            print("remote benchmark failed: \(error)")
        }
    }

    /// 1,000 `newChatItems` events pushed by the stand-in at once, until the last one comes out
    /// of `events()` decoded, best of 5 bursts; and decoding the same frames in process. The
    /// receiving side of "1,000 events a second": the client's redraw is not in it.
    static func eventBurst(_ core: RemoteCore, _ standIn: CLIStandIn, _ event: String) async throws -> (Double, Double) {
        let count = 1000
        var stream = await core.events().makeAsyncIterator()
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            standIn.push(Array(repeating: .frame(event), count: count))
            for _ in 0..<count {
                guard await stream.next() != nil else { throw WrongReply() }
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let frame = Data(event.utf8)
        var floor = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<count {
                guard case .result(.newChatItems, _) = try SimpleXJSON.decode(CoreReply<ChatEvent>.self, from: frame) else { throw WrongReply() }
            }
            floor = min(floor, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return (best, floor)
    }
}
