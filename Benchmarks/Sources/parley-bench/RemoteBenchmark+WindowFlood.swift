import Foundation
import TestSupport

/// Issue 32 in the window: `parley gui --connect URL --chat '#1'` (the repository's debug build,
/// as the terminal client's figure) on a virtual display under the same flood of 8,000 new
/// messages a second for 10 s from the CLI's stand-in: its peak resident memory (`VmHWM`,
/// budget < 150 MB), beside its memory before the flood. The window's events pass the session
/// runner's bounded inbox, so the flood waits in the backend and coalesces there.
extension RemoteBenchmark {
    struct WindowFlood {
        var beforeMB = 0.0
        var peakMB = 0.0
    }

    static func windowFlood(_ fixtures: FixtureCore) async throws -> WindowFlood? {
        let parley = Repository.url(".build/debug/parley").path
        guard FileManager.default.isExecutableFile(atPath: parley) else {
            print("parley-bench remote: no debug parley (swift build in the repository); the window's flood is left out")
            return nil
        }
        let display: XvfbDisplay
        do {
            display = try XvfbDisplay()
        } catch {
            print("parley-bench remote: no virtual display (\(error)); the window's flood is left out")
            return nil
        }
        defer { display.close() }
        let standIn = try CLIStandIn(lifetime: .seconds(600)) { [.reply(fixtures.answer($0))] }
        defer { standIn.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let program = try display.start(parley, ["gui", "--connect", standIn.url, "--chat", "#1"],
                                        environment: ["HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path],
                                        output: home.appendingPathComponent("gui.txt"))
        defer { program.stop() }
        let connected = ContinuousClock.now + .seconds(120)
        while !standIn.commands.contains(where: { $0.hasPrefix("/_get chat #1") }) {
            guard ContinuousClock.now < connected else {
                print("parley-bench remote: the window did not open #1 within 120 s; its flood is left out (\(program.printed))")
                return nil
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        try await Task.sleep(for: .seconds(2))
        var flood = WindowFlood(beforeMB: (status(program.processIdentifier, "VmRSS") ?? 0) / 1024)
        let template = try fixtures.newMessageEvent(id: 987_654_321, text: "flood message")
        let start = ContinuousClock.now
        let perTick = floodRate / 100
        var nextId = 1_000
        for tick in 1...(floodSeconds * 100) {
            standIn.push((0..<perTick).map { offset in .frame(template.replacingOccurrences(of: "987654321", with: String(nextId + offset))) })
            nextId += perTick
            try await Task.sleep(until: start + .milliseconds(10 * tick), clock: .continuous)
        }
        try await Task.sleep(for: .seconds(3))
        flood.peakMB = (status(program.processIdentifier, "VmHWM") ?? 0) / 1024
        return flood
    }
}
