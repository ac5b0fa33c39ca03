import Foundation
import TestSupport

/// How a window starts (issue 33 "Figures"): the time from spawning a GTK 4 program to its first
/// frame, and its peak memory at that frame, on a desktop of the benchmark's own
/// (`WindowDesktop`). Any program can be measured so that writes one line
/// `first-frame NANOSECONDS` (CLOCK_MONOTONIC) on its standard output at the frame clock's
/// `after-paint` of the first frame whose paint drew its content (that frame rendered and
/// handed to the display server), as the floor `Benchmarks/Floors/empty-window.c` does.
///
/// Start: CLOCK_MONOTONIC read just before the program is spawned, so the figure includes
/// `exec`, loading its libraries and connecting to the display. Peak memory: the program's
/// VmHWM (`/proc/PID/status`, its own high-water mark since `exec`) read as soon as the line
/// arrives; then the program is ended.
struct WindowStartup {
    /// Seconds from the spawn to the first frame.
    let firstFrame: Double
    /// Peak resident memory at the first frame, in KiB.
    let peakKilobytes: Int
    /// What drew the frame: GTK's GL renderer on the named Mesa driver, or Cairo.
    let renderer: String
    /// Peak resident memory once `afterwards` (given to `measure`) was done, in KiB.
    var peakAfterwardsKilobytes: Int?

    /// A start that could not be measured: the program failed, or said nothing in time.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable` with `arguments` in `environment`, waits up to `limit` for its
    /// first frame, measures, does `afterwards` to the running program (its process and what
    /// it writes) and measures its peak memory again, and ends it.
    static func measure(_ executable: String, _ arguments: [String] = [], environment: [String: String], within limit: Duration = .seconds(60),
                        afterwards: ((Int32, FileHandle) throws -> Void)? = nil) throws -> WindowStartup {
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let start = monotonicNanoseconds()
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        while true {
            guard let line = firstLine(of: output.fileHandleForReading, within: limit) else {
                throw Failure(description: "\(executable) drew no first frame within \(limit)")
            }
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "first-frame", let frame = Int64(words[1]) else { continue }
            var startup = WindowStartup(firstFrame: Double(frame - start) / 1e9, peakKilobytes: try peakKilobytes(of: process.processIdentifier),
                                        renderer: renderer(of: process.processIdentifier))
            if let afterwards {
                try afterwards(process.processIdentifier, output.fileHandleForReading)
                startup.peakAfterwardsKilobytes = try peakKilobytes(of: process.processIdentifier)
            }
            return startup
        }
    }

    /// CLOCK_MONOTONIC in nanoseconds: the clock the program writes its first frame at.
    static func monotonicNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// The process's VmHWM in KiB.
    static func peakKilobytes(of process: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Int($0) }) else {
            throw Failure(description: "no VmHWM in /proc/\(process)/status")
        }
        return kilobytes
    }

    /// The renderer the process loaded: a Mesa driver (`swrast` is llvmpipe, software GL) or none
    /// (GTK then draws with Cairo).
    static func renderer(of process: Int32) -> String {
        let maps = (try? String(contentsOfFile: "/proc/\(process)/maps", encoding: .utf8)) ?? ""
        let drivers = Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let file = line.split(separator: "/").last, file.hasSuffix("_dri.so") else { return nil }
            return String(file.dropLast("_dri.so".count))
        })
        return drivers.isEmpty ? "Cairo" : "GL on Mesa's \(drivers.sorted().joined(separator: ", "))"
    }

    /// The medians of `runs` starts, after one start not counted (it fills the page cache and
    /// Mesa's shader cache, as any start after the first finds them).
    static func median(of runs: Int, _ start: () throws -> WindowStartup) throws -> WindowStartup {
        _ = try start()
        let starts = try (0..<runs).map { _ in try start() }
        let afterwards = starts.compactMap(\.peakAfterwardsKilobytes).map(Double.init)
        return WindowStartup(firstFrame: GUIBenchmark.median(starts.map(\.firstFrame)),
                             peakKilobytes: Int(GUIBenchmark.median(starts.map { Double($0.peakKilobytes) })),
                             renderer: starts.last?.renderer ?? "", peakAfterwardsKilobytes: afterwards.isEmpty ? nil : Int(GUIBenchmark.median(afterwards)))
    }
}

/// A desktop for window benchmarks: a virtual X display (Xvfb), a private session bus and the
/// accessibility bus on it, as a Linux desktop gives a program (GTK connects to both at start).
struct WindowDesktop {
    let display: XvfbDisplay
    let bus: SessionBus
    let accessibility: AccessibilityBus

    init() throws {
        display = try XvfbDisplay()
        do {
            bus = try SessionBus()
            accessibility = try AccessibilityBus(on: bus)
        } catch {
            display.close()
            throw error
        }
    }

    /// A program's environment on this desktop: the display (X11) and both buses.
    var environment: [String: String] {
        accessibility.environment(display.environment())
    }

    func close() {
        bus.close()
        display.close()
    }
}

/// The floor of a window's start: an empty GTK 4 window with one drawing area
/// (`Benchmarks/Floors/empty-window.c`), built with Debian's GTK (`cc`, `pkg-config gtk4`).
enum EmptyWindowFloor {
    /// Builds the floor into `folder` and returns the program's path.
    static func build(into folder: URL) throws -> String {
        let program = folder.appendingPathComponent("empty-window").path
        let flags = try runProcess("pkg-config", ["--cflags", "--libs", "gtk4"])
        guard flags.status == 0 else { throw WindowStartup.Failure(description: "pkg-config gtk4: \(flags.stderr)") }
        let source = Repository.url("Benchmarks/Floors/empty-window.c").path
        let built = try runProcess("cc", ["-O2", "-o", program, source] + flags.stdout.split(whereSeparator: \.isWhitespace).map(String.init))
        guard built.status == 0 else { throw WindowStartup.Failure(description: "cc \(source): \(built.stderr)") }
        return program
    }
}
