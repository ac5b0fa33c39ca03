import Foundation
import Synchronization
import TestSupport

/// Issue 19, "Back-pressure", in the terminal client: `parley --connect URL --chat '#1'` (the
/// repository's debug build, as the budget says, on a pseudo-terminal of 100×30 that
/// `script` gives it) under 8,000 new messages a second for 10 s from the CLI's stand-in. Its
/// peak resident memory (`VmHWM`, budget < 150 MB), whether a message typed 5 s in was sent
/// meanwhile, and how long after the last message was sent the client has caught up: the
/// message is on its screen, or — its events coalesced — it asks for the chat's newest page
/// (which from the real core holds the message; the stand-in's fixed pages do not).
extension RemoteBenchmark {
    struct TerminalFlood {
        var peakMB = 0.0
        var sentTyped = false
        var toCaughtUp = Double.infinity
        /// Whether it caught up by reading the chat's newest page again (else: by the event).
        var byReload = false
    }

    static func terminalFlood(_ fixtures: FixtureCore) async throws -> TerminalFlood? {
        let parley = Repository.url(".build/debug/parley").path
        guard FileManager.default.isExecutableFile(atPath: parley) else {
            print("parley-bench remote: no debug parley (swift build in the repository); the terminal client's flood is left out")
            return nil
        }
        let standIn = try CLIStandIn(lifetime: .seconds(600)) { [.reply(fixtures.answer($0))] }
        defer { standIn.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "stty rows 30 cols 100; exec \(parley) --connect \(standIn.url) --chat '#1' --no-bell", "/dev/null"]
        process.environment = ["TERM": "xterm-256color", "HOME": home.path, "XDG_DATA_HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let screen = ScreenWatch(looking: "flood-end-marker")
        output.fileHandleForReading.readabilityHandler = { screen.add($0.availableData) }
        try process.run()
        defer {
            process.terminate()
            output.fileHandleForReading.readabilityHandler = nil
        }
        let connected = ContinuousClock.now + .seconds(120)
        while !standIn.commands.contains(where: { $0.hasPrefix("/_get chat #1") }) {
            guard ContinuousClock.now < connected else {
                print("parley-bench remote: the terminal client did not open #1 within 120 s; its flood is left out")
                return nil
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        try await Task.sleep(for: .seconds(2))
        let template = try fixtures.newMessageEvent(id: 987_654_321, text: "flood message")
        var flood = TerminalFlood()
        let start = ContinuousClock.now
        let perTick = floodRate / 100
        var nextId = 1_000
        var peakKB = 0.0
        for tick in 1...(floodSeconds * 100) {
            standIn.push((0..<perTick).map { offset in .frame(template.replacingOccurrences(of: "987654321", with: String(nextId + offset))) })
            nextId += perTick
            if tick == floodSeconds * 50 { input.fileHandleForWriting.write(Data("typed during the flood\r".utf8)) }
            if tick % 10 == 0, let pid = childPid(of: process.processIdentifier) { peakKB = max(peakKB, status(pid, "VmHWM") ?? 0) }
            try await Task.sleep(until: start + .milliseconds(10 * tick), clock: .continuous)
        }
        standIn.push([.frame(try fixtures.newMessageEvent(id: nextId, text: "flood-end-marker"))])
        let sent = DispatchTime.now().uptimeNanoseconds
        let asked = standIn.commands.count
        let deadline = ContinuousClock.now + .seconds(120)
        while screen.seenAt == nil, ContinuousClock.now < deadline {
            if standIn.commands.dropFirst(asked).contains(where: { $0.hasPrefix("/_get chat #1") }) {
                flood.byReload = true
                flood.toCaughtUp = Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e9
                break
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        if let seen = screen.seenAt, !flood.byReload { flood.toCaughtUp = Double(seen - sent) / 1e9 }
        if let pid = childPid(of: process.processIdentifier) { peakKB = max(peakKB, status(pid, "VmHWM") ?? 0) }
        flood.peakMB = peakKB / 1024
        flood.sentTyped = standIn.commands.contains { $0.hasPrefix("/_send #1") && $0.contains("typed during the flood") }
        return flood
    }

    /// The first child of `pid` (the client `script` runs).
    static func childPid(of pid: Int32) -> Int32? {
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// A `KEY:  N kB` line of `/proc/PID/status`, in kB.
    static func status(_ pid: Int32, _ key: String) -> Double? {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix(key + ":") }
            .flatMap { $0.split(whereSeparator: \.isWhitespace).dropFirst().first }.flatMap { Double($0) }
    }
}

/// What the client writes to its terminal, watched for `text`: when it first appears.
final class ScreenWatch: Sendable {
    private struct State {
        var tail = Data()
        var seenAt: UInt64?
    }

    private let text: Data
    private let state = Mutex(State())

    init(looking text: String) {
        self.text = Data(text.utf8)
    }

    var seenAt: UInt64? { state.withLock { $0.seenAt } }

    func add(_ data: Data) {
        state.withLock { state in
            guard state.seenAt == nil else { return }
            state.tail.append(data)
            if state.tail.range(of: text) != nil { state.seenAt = DispatchTime.now().uptimeNanoseconds }
            if state.tail.count > 65_536 { state.tail = state.tail.suffix(text.count) }
        }
    }
}
