import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A virtual X display of its own (Xvfb, from Debian's xvfb) for end-to-end tests of the
/// window: start programs on it, press keys and type with xdotool, take a window's picture
/// with xwd. Waits poll with a deadline, as the tmux tests do; nothing relies on a delay.
public final class XvfbDisplay: Sendable {
    /// Xvfb, xdotool or xwd is missing, or one of them failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The display's name, `:N`.
    public let name: String
    private let server: Process

    /// The screen's size in pixels.
    public static let screen = (width: 1280, height: 800)

    /// Starts a server on a display number it chooses itself among those free, and returns
    /// once it accepts clients: Xvfb writes the number on its standard output then
    /// (`-displayfd`), so no socket left by an earlier server can pass for it. Fails when Xvfb
    /// is not installed (Scripts/setup.sh installs it) or says nothing within `limit`.
    public init(within limit: Duration = .seconds(30)) throws {
        for tool in ["Xvfb", "xdotool", "xwd"] where try runProcess("sh", ["-c", "command -v \(tool)"]).status != 0 {
            throw Failure(description: "\(tool) is missing: Scripts/setup.sh installs xvfb, xdotool and x11-apps")
        }
        let ready = Pipe()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("parley-xvfb-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", "\(Self.screen.width)x\(Self.screen.height)x24", "-nolisten", "tcp"]
        server.standardOutput = ready
        server.standardError = try FileHandle(forWritingTo: log)
        try server.run()
        guard let number = firstLine(of: ready.fileHandleForReading, within: limit).flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            throw Failure(description: "Xvfb named no display within \(limit): \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        name = ":\(number)"
    }

    /// Stops the server and removes its lock and socket. SIGKILL: the server inherits the
    /// test runner's blocked signals, SIGTERM among them.
    public func close() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// The environment of a program on this display: `base` with `DISPLAY` set and X11 chosen.
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment["DISPLAY"] = name
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }

    /// Runs xdotool with `arguments` on this display; its output.
    @discardableResult
    public func xdotool(_ arguments: [String]) throws -> String {
        try tool("xdotool", arguments)
    }

    /// The window whose title is `title`, once it is mapped, or a failure after `limit`.
    public func window(titled title: String, within limit: Duration = .seconds(120)) throws -> String {
        let found = try poll(within: limit) { () throws -> String? in
            let output = try runProcess("xdotool", ["search", "--onlyvisible", "--name", "^\(title)$"], environment: environment())
            return output.status == 0 ? output.stdout.split(separator: "\n").first.map(String.init) : nil
        }
        guard let found else { throw Failure(description: "no window titled \(title) within \(limit)") }
        return found
    }

    /// The picture of `window` as the X server holds it (xwd).
    public func picture(of window: String) throws -> XWDImage {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("parley-xwd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = try tool("xwd", ["-id", window, "-silent", "-out", scratch.path])
        return try XWDImage(Data(contentsOf: scratch))
    }

    private func tool(_ name: String, _ arguments: [String]) throws -> String {
        let output = try runProcess(name, arguments, environment: environment())
        guard output.status == 0 else { throw Failure(description: "\(name) \(arguments.joined(separator: " ")) exited with \(output.status): \(output.stderr)") }
        return output.stdout
    }
}

extension XvfbDisplay {
    /// A program started on the display and left running: its output goes to files in
    /// `folder`, read when it has exited.
    public final class Program: Sendable {
        private let process: Process
        private let output: URL

        fileprivate init(_ process: Process, output: URL) {
            self.process = process
            self.output = output
        }

        /// Its exit status once it has exited within `limit`, else nil (it is then ended).
        public func exitStatus(within limit: Duration) throws -> Int32? {
            if poll(within: limit, { process.isRunning ? nil : true }) == nil {
                stop()
                return nil
            }
            return process.terminationStatus
        }

        /// Whether it still runs.
        public var isRunning: Bool {
            process.isRunning
        }

        /// Its process id: how the accessibility bus knows it (`AccessibilityBus.tree(ofProcess:)`).
        public var processIdentifier: Int32 {
            process.processIdentifier
        }

        /// What it wrote to standard output and standard error.
        public var printed: String {
            (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        }

        /// Ends it if it still runs (SIGKILL, as `XvfbDisplay.close`).
        public func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    /// Starts `executable` with `arguments` on this display, `environment` added to the test's.
    public func start(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:], output: URL) throws -> Program {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        process.environment = environment().merging(extra) { $1 }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let file = try FileHandle(forWritingTo: output)
        process.standardOutput = file
        process.standardError = file
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Program(process, output: output)
    }
}
