import Foundation
import Testing
import TestSupport

/// `parley gui` refuses what it cannot open with one line and status 1, before any window.
@Suite struct GUICommandTests {
    /// The environment without a display.
    static var noDisplay: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
    }

    @Test(arguments: [
        (arguments: [String](), says: "no display (set DISPLAY or WAYLAND_DISPLAY)"),
        (arguments: ["--chat", "@99"], says: "cannot open @99"),
        (arguments: ["--theme", "sepia"], says: "unknown theme sepia"),
    ])
    func refusals(arguments: [String], says: String) throws {
        let demo = try DemoStoreFolder(named: "gui-refusals")
        defer { demo.remove() }
        let run = try runProcess(demo.parley, ["gui", "--db", demo.db] + arguments, environment: Self.noDisplay)
        #expect(run.status != 0)
        #expect(run.stderr.contains(says), "\(run.stderr)")
    }
}
