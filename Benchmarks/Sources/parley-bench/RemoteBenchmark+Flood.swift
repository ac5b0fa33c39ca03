import ChatBackend
import Foundation
import SimpleXModel
import SimpleXRemote
import Synchronization
import TestSupport

/// Issue 19, "Back-pressure": 8,000 `newChatItems` events a second for 10 s from the CLI's
/// stand-in, through the loopback WebSocket into `RemoteCore.events()`, read by a consumer
/// that does nothing else. Meanwhile `/user` runs every 50 ms: its slowest reply beside the
/// slowest of as many without the flood (budget ≤ 3×), and the median and 99th percentile of
/// both (the slowest of 200 is one scheduler's pause on a loaded machine; the percentiles show
/// whether replies as a whole wait); the process's resident memory, sampled
/// every 50 ms, beside its size before; and the time from the last event sent to the consumer
/// having it (or the mark that stands for it).
extension RemoteBenchmark {
    struct Flood {
        var rssBeforeMB = 0.0
        var rssPeakMB = 0.0
        /// Each reply's time without the flood and during it, sorted.
        var quiet: [Double] = []
        var during: [Double] = []
        var toNewest = 0.0
        var sent = 0
        var seconds = 0.0
        var delivered = 0
        var marks = 0
    }

    static let floodRate = 8_000
    static let floodSeconds = 10
    /// The last event of the flood: one the consumer tells from the others.
    static let floodEnd = #"{"resp":{"type":"hostConnected","protocol":"smp","transportHost":"flood-end"}}"#

    static func flood(_ fixtures: FixtureCore) async throws -> Flood {
        let standIn = try CLIStandIn(lifetime: .seconds(600)) { [.reply(fixtures.answer($0))] }
        defer { standIn.stop() }
        let core = try await RemoteCore.connect(to: standIn.url, options: RemoteCore.Options(reconnect: nil))
        var flood = Flood()
        let stream = await core.events()
        flood.quiet = try await replyTimes(core, count: floodSeconds * 20, while: { true })
        flood.rssBeforeMB = residentMB()
        let ended = Stamp()
        let seen = Task {
            var delivered = 0, marks = 0
            for await event in stream {
                switch event {
                case .hostConnected(_, "flood-end"): return (DispatchTime.now().uptimeNanoseconds, delivered, marks)
                case .eventsCoalesced:
                    marks += 1
                    if ended.time > 0 { return (DispatchTime.now().uptimeNanoseconds, delivered, marks) }
                default: delivered += 1
                }
            }
            return (UInt64(0), delivered, marks)
        }
        let start = ContinuousClock.now
        let perTick = floodRate / 100
        let pusher = Task {
            for tick in 1...(floodSeconds * 100) {
                standIn.push(Array(repeating: .frame(fixtures.newItemEvent), count: perTick))
                try? await Task.sleep(until: start + .milliseconds(10 * tick), clock: .continuous)
            }
            standIn.push([.frame(floodEnd)])
            ended.mark()
        }
        let sampler = Task {
            var peak = 0.0
            while ended.time == 0 {
                peak = max(peak, residentMB())
                try? await Task.sleep(for: .milliseconds(50))
            }
            return peak
        }
        flood.during = try await replyTimes(core, count: .max, while: { ended.time == 0 })
        await pusher.value
        flood.rssPeakMB = await sampler.value
        let (seenAt, delivered, marks) = await seen.value
        flood.seconds = (ContinuousClock.now - start).seconds
        flood.toNewest = seenAt > 0 ? Double(seenAt - ended.time) / 1e9 : .infinity
        flood.sent = floodRate * floodSeconds
        flood.delivered = delivered
        flood.marks = marks
        await core.close()
        return flood
    }

    /// The times of up to `count` `/user` replies, one every 50 ms while `going`, sorted.
    static func replyTimes(_ core: RemoteCore, count: Int, while going: @Sendable () -> Bool) async throws -> [Double] {
        var times: [Double] = []
        while times.count < count, going() {
            let start = DispatchTime.now().uptimeNanoseconds
            guard case .activeUser = try await core.execute(.showActiveUser) else { throw WrongReply() }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            try await Task.sleep(for: .milliseconds(50))
        }
        return times.sorted()
    }

    /// This process's resident memory now (`VmRSS`), in MB.
    static func residentMB() -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        let kilobytes = line.flatMap { $0.split(whereSeparator: \.isWhitespace).dropFirst().first }.flatMap { Double($0) } ?? 0
        return kilobytes / 1024
    }
}

extension RemoteBenchmark.Flood {
    var slowestQuiet: Double { quiet.last ?? 0 }
    var slowestDuring: Double { during.last ?? 0 }

    /// The time below which `share` of the sorted `times` lie (nearest rank).
    static func percentile(_ times: [Double], _ share: Double) -> Double {
        times.isEmpty ? 0 : times[min(times.count - 1, Int((Double(times.count) * share).rounded(.up)) - 1)]
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// When something happened (`DispatchTime` nanoseconds), 0 until then; shared by tasks.
final class Stamp: Sendable {
    private let nanoseconds = Atomic<UInt64>(0)

    var time: UInt64 { nanoseconds.load(ordering: .acquiring) }

    func mark() {
        nanoseconds.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
    }
}
