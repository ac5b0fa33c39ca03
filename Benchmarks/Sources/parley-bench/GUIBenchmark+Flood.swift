import Foundation
import Synchronization
import TestSupport

/// The window under a flood (issue 38 "No freeze under a flood", the trial's W1): `parley gui`
/// (release) on kim's chat of a demo store of its own while `parley send --repeat 20000` writes
/// into that chat from another process. During the flood a key every `keyEvery`: the time from
/// just before xdotool sends it to the end of the frame that shows it in the compose field
/// (`compose` in the window's `--trace`), median and 95th percentile (budget ≤ 100 ms); after
/// the sender's last message, the time until the window is idle, its CPU time still for 300 ms
/// (budget ≤ 1 s); its peak memory over the flood beside its memory before it (budget ≤ 1.3×).
extension GUIBenchmark {
    static let floodMessages = 20_000, keyEvery = Duration.milliseconds(200)

    struct Flood {
        var keyLatencies: [Double] = []
        var drainSeconds = 0.0
        var beforeKilobytes = 0.0
        var peakKilobytes = 0.0
    }

    static func addFlood(on desktop: WindowDesktop, in folder: URL, to report: inout Report) throws {
        guard let setup = try WindowSetup(in: folder, on: desktop) else { return }
        var flood = Flood()
        _ = try WindowStartup.measure(setup.parley, ["gui", "--db", setup.db, "--chat", "@6", "--trace", "/dev/stdout"], environment: setup.environment) { pid, output in
            flood = try Self.flood(pid, output: output, setup: setup, display: desktop.display)
        }
        let sorted = flood.keyLatencies.sorted()
        let p95 = sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        report.add("flood of \(floodMessages): a key to its frame", String(
            format: "%.1f ms median, %.1f ms at the 95th percentile of %d keys (budget ≤ 100 ms)", median(sorted) * 1e3, p95 * 1e3, sorted.count),
            "flood_key_p95_ms", p95 * 1e3)
        report.budget("flood: a key to its frame, 95th percentile (ms)", p95 * 1e3, .atMost(100))
        report.add("flood: the last message to an idle window", String(format: "%.2f s (budget ≤ 1 s)", flood.drainSeconds), "flood_drain_s", flood.drainSeconds)
        report.budget("flood: the last message to an idle window (s)", flood.drainSeconds, .atMost(1))
        let memory = flood.peakKilobytes / flood.beforeKilobytes
        report.add("flood: peak memory", String(format: "%.1f MB, before it %.1f MB = %.2f× (budget ≤ 1.3×)", flood.peakKilobytes / 1024, flood.beforeKilobytes / 1024, memory),
                   "flood_peak_mb", flood.peakKilobytes / 1024)
        report.budget("flood: peak memory × before it", memory, .atMost(1.3))
    }

    /// The flood into the window of process `pid`, whose trace comes on `output`.
    private static func flood(_ pid: Int32, output: FileHandle, setup: WindowSetup, display: XvfbDisplay) throws -> Flood {
        let trace = TraceLines(output)
        _ = trace.quiet(for: .seconds(1), within: .seconds(60))
        let window = try display.window(titled: ".* — Parley")
        try display.xdotool(["windowfocus", "--sync", window])
        var flood = Flood(beforeKilobytes: RemoteBenchmark.status(pid, "VmRSS") ?? .nan)
        let sender = Process()
        sender.executableURL = URL(fileURLWithPath: setup.parley)
        sender.arguments = ["send", "--db", setup.db, "--as", "kim", "--chat", "@7", "--repeat", "\(floodMessages)", "flood while open"]
        sender.environment = setup.environment
        sender.standardOutput = FileHandle.nullDevice
        sender.standardError = FileHandle.nullDevice
        try sender.run()
        while sender.isRunning {
            let pressed = WindowStartup.monotonicNanoseconds()
            try display.xdotool(["key", "--window", window, "x"])
            if let shown = trace.moment("compose", after: pressed, within: .seconds(30)) {
                flood.keyLatencies.append(Double(shown - pressed) / 1e9)
            }
            Thread.sleep(forTimeInterval: Double(keyEvery.components.seconds) + Double(keyEvery.components.attoseconds) / 1e18)
        }
        let lastMessage = WindowStartup.monotonicNanoseconds()
        let idle = idleSince(pid, within: .seconds(600))
        flood.drainSeconds = Double(idle - lastMessage) / 1e9
        flood.peakKilobytes = RemoteBenchmark.status(pid, "VmHWM") ?? .nan
        return flood
    }

    /// CLOCK_MONOTONIC when process `pid` last used the CPU before a still spell of 300 ms.
    private static func idleSince(_ pid: Int32, within limit: Duration) -> Int64 {
        let deadline = ContinuousClock.now + limit
        var last = cpuTicks(pid), lastChange = WindowStartup.monotonicNanoseconds()
        while ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            let now = cpuTicks(pid), at = WindowStartup.monotonicNanoseconds()
            if now != last {
                last = now
                lastChange = at
            } else if at - lastChange >= 300_000_000 {
                break
            }
        }
        return lastChange
    }

    /// The process's user and system time in clock ticks (`/proc/PID/stat`, fields 14 and 15).
    private static func cpuTicks(_ pid: Int32) -> Int {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }
}

/// The lines of a window's trace as they come, read on a thread of their own: the moments it
/// tells (`compose NANOSECONDS`) and when it last drew a frame.
final class TraceLines: Sendable {
    private struct State {
        var moments: [(kind: String, at: Int64)] = []
        var lastLine = ContinuousClock.now
    }

    private let state = Mutex(State())

    init(_ output: FileHandle) {
        Thread { [self] in
            while let line = firstLine(of: output, within: .seconds(3600)) {
                let words = line.split(separator: " ")
                state.withLock { state in
                    state.lastLine = .now
                    if words.count == 2, let at = Int64(words[1]) { state.moments.append((String(words[0]), at)) }
                }
            }
        }.start()
    }

    /// The first `kind` moment after `start`, once it comes within `limit`.
    func moment(_ kind: String, after start: Int64, within limit: Duration) -> Int64? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let found = state.withLock({ $0.moments.first { $0.kind == kind && $0.at > start }?.at }) { return found }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return nil
    }

    /// Waits until no line came for `spell`, or `limit` passed; whether it went quiet.
    func quiet(for spell: Duration, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if ContinuousClock.now - state.withLock({ $0.lastLine }) >= spell { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
