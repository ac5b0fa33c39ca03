import Foundation
import TestSupport

/// `parley gui` itself beside its floor (issue 33 "Figures"): the release build started on a
/// demo store of its own, on the 100,000-message history chat, under Xvfb on a private session
/// (`WindowDesktop`), its first frame with messages told by `--trace` (`first-frame`, at the
/// same moment of the frame as the floor tells its own). Its time to that frame and its peak
/// memory then, beside the empty window's (budgets ≤ 1.2× and ≤ 1.3×); then Page Up 200
/// times, each key after the frame of the one before, and its peak memory after that beside
/// the empty window's (budget ≤ 1.5×: the loaded window stays bounded however far back one
/// reads). Medians of `starts` starts.
extension GUIBenchmark {
    static let pages = 200

    /// The window's figures beside the floor's, added to `report`; left out, with the reason,
    /// where the release build of `parley` is missing.
    static func addWindow(beside floor: WindowStartup, on desktop: WindowDesktop, in folder: URL, to report: inout Report) throws {
        guard let setup = try WindowSetup(in: folder, on: desktop) else { return }
        let (parley, db, environment) = (setup.parley, setup.db, setup.environment)
        let arguments = ["gui", "--db", db, "--chat", "@5", "--trace", "/dev/stdout"]
        let window = try WindowStartup.median(of: starts) {
            try WindowStartup.measure(parley, arguments, environment: environment) { _, output in
                try pageUp(pages, on: desktop.display, output: output)
            }
        }
        let firstFrame = window.firstFrame / floor.firstFrame
        report.add("parley gui: start to first frame", String(
            format: "%.0f ms median of %d starts, on the 100,000-message chat = %.2f× the empty window (budget ≤ 1.2×; ",
            window.firstFrame * 1e3, starts, firstFrame) + "\(window.renderer))", "window_first_frame_ms", window.firstFrame * 1e3)
        report.budget("parley gui: first frame × the empty window's", firstFrame, .atMost(1.2))
        let opened = Double(window.peakKilobytes) / Double(floor.peakKilobytes)
        report.add("parley gui: peak memory at its first frame", String(
            format: "%.1f MB = %.2f× the empty window (budget ≤ 1.3×)", Double(window.peakKilobytes) / 1024, opened),
            "window_peak_opened_mb", Double(window.peakKilobytes) / 1024)
        report.budget("parley gui: memory opened × the empty window's", opened, .atMost(1.3))
        guard let after = window.peakAfterwardsKilobytes else { return }
        let paged = Double(after) / Double(floor.peakKilobytes)
        report.add("parley gui: peak memory after \(pages) pages up", String(
            format: "%.1f MB = %.2f× the empty window (budget ≤ 1.5×)", Double(after) / 1024, paged), "window_peak_paged_mb", Double(after) / 1024)
        report.budget("parley gui: memory after \(pages) pages × the empty window's", paged, .atMost(1.5))
    }

    /// Page Up `count` times in the Parley window on `display`, each once the window drew the
    /// frame of the one before (a `frame` line of its trace on `output`, or a second without
    /// one, when the key found the top of what is loaded and the page is still coming), then
    /// waits until the window has drawn nothing for a second.
    static func pageUp(_ count: Int, on display: XvfbDisplay, output: FileHandle) throws {
        let window = try display.window(titled: ".* — Parley")
        try display.xdotool(["windowfocus", "--sync", window])
        for _ in 0..<count {
            try display.xdotool(["key", "--window", window, "Page_Up"])
            _ = firstLine(of: output, within: .seconds(1))
        }
        while firstLine(of: output, within: .seconds(1)) != nil {}
    }
}

/// `parley gui` ready to start on a demo store of its own, under a home of its own on the
/// benchmark's desktop: the release build, the store, and the environment.
struct WindowSetup {
    let parley: String
    let db: String
    let environment: [String: String]

    /// The setup in `folder`; nil, said, where the release build of `parley` is missing.
    init?(in folder: URL, on desktop: WindowDesktop) throws {
        parley = Repository.url(".build/release/parley").path
        guard FileManager.default.isExecutableFile(atPath: parley) else {
            Swift.print("parley-bench gui: no \(parley) (make release builds it); parley gui is left out")
            return nil
        }
        let home = folder.appendingPathComponent("home-\(UUID().uuidString)")
        db = home.appendingPathComponent("demo.db").path
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var environment = desktop.environment
        environment["HOME"] = home.path
        for (name, sub) in [("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")] {
            environment[name] = home.appendingPathComponent(sub).path
        }
        self.environment = environment
        let made = try runProcess(parley, ["chats", "--db", db], environment: environment)
        guard made.status == 0 else { throw WindowStartup.Failure(description: "parley chats --db: \(made.stderr)") }
    }
}
