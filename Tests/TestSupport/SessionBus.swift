import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private D-Bus session bus for one test (Debian's dbus): `dbus-daemon --session` listening
/// in a folder of its own, which is also the `XDG_RUNTIME_DIR` of everything it starts, so the
/// services it activates (the accessibility bus, `AccessibilityBus`) are the test's alone and
/// no desktop of the machine's is reached. Programs join it through `environment(_:)`.
///
/// The daemon leads a process group of its own (Foundation's `Process` starts each program so),
/// and the services it activates stay in it: `close()` ends them all at once, SIGKILL as
/// `XvfbDisplay.close` (the test runner's blocked signals are inherited).
public final class SessionBus: Sendable {
    /// dbus-daemon is missing, did not start, or a call on the bus failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with what the program printed.
        public let description: String

        /// A failure saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// The bus's address, as `DBUS_SESSION_BUS_ADDRESS` gives it.
    public let address: String
    /// The folder the bus listens in and its services keep their runtime files in.
    public let folder: URL
    private let daemon: Process

    /// Starts the daemon and returns once it listens: it writes its address on its standard
    /// output then (`--print-address`). Fails when dbus-daemon is not installed
    /// (Scripts/setup.sh installs dbus) or says nothing within `limit`.
    public init(within limit: Duration = .seconds(30)) throws {
        for tool in ["dbus-daemon", "dbus-send"] where try runProcess("sh", ["-c", "command -v \(tool)"]).status != 0 {
            throw Failure(description: "\(tool) is missing: Scripts/setup.sh installs dbus")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let ready = Pipe()
        let log = folder.appendingPathComponent("daemon.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        daemon.arguments = ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1", "--address=unix:dir=\(folder.path)"]
        daemon.environment = Self.daemonEnvironment(runtime: folder)
        daemon.standardOutput = ready
        daemon.standardError = try FileHandle(forWritingTo: log)
        daemon.standardInput = FileHandle.nullDevice
        try daemon.run()
        guard let address = firstLine(of: ready.fileHandleForReading, within: limit), address.hasPrefix("unix:") else {
            kill(-daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
            let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: folder)
            throw Failure(description: "dbus-daemon named no address within \(limit): \(printed)")
        }
        self.address = address
    }

    /// The daemon's environment: the test's without a bus or display of the machine's, with the
    /// bus's folder as the runtime folder of what it activates.
    private static func daemonEnvironment(runtime: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"] {
            environment.removeValue(forKey: name)
        }
        environment["XDG_RUNTIME_DIR"] = runtime.path
        return environment
    }

    /// The environment of a program on this bus: `base` with `DBUS_SESSION_BUS_ADDRESS` set to
    /// it and its folder as `XDG_RUNTIME_DIR`.
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["XDG_RUNTIME_DIR"] = folder.path
        environment.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
        return environment
    }

    /// Calls `method` (`interface.Method`) of `object` on the bus name `destination` with
    /// `arguments` in dbus-send's notation (`uint32:1`, `string:default`) and returns the reply
    /// as dbus-send prints it literally (its values, one per line).
    @discardableResult
    public func call(_ destination: String, _ object: String, _ method: String, _ arguments: [String] = []) throws -> String {
        let output = try runProcess("dbus-send", ["--session", "--print-reply=literal", "--reply-timeout=20000", "--dest=\(destination)", object, method] + arguments,
                                    environment: environment())
        guard output.status == 0 else {
            throw Failure(description: "dbus-send \(method) to \(destination) exited with \(output.status): \(output.stderr)")
        }
        return output.stdout
    }

    /// Ends the daemon and every service it started, and removes the folder.
    public func close() {
        kill(-daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
