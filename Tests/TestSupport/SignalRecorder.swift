import Foundation
import SimpleXModel
#if canImport(Glibc)
import Glibc
#endif

/// Records the D-Bus signals of one interface on a test's `SessionBus` (a launcher's count,
/// `com.canonical.Unity.LauncherEntry`), through `Tests/DesktopSupport/signal-recorder.py`
/// on Debian's python3-gi.
public final class SignalRecorder: Sendable {
    private let server: Process
    private let log: URL

    /// One signal as heard: who sent it, from which object, its name and its arguments.
    public struct Signal: Decodable, Sendable, Equatable {
        public let sender: String
        public let path: String
        public let member: String
        public let args: [JSONValue]
    }

    /// Starts listening to `interface` on `bus`; returns once it listens.
    public init(on bus: SessionBus, interface: String, within limit: Duration = .seconds(30)) throws {
        log = bus.folder.appendingPathComponent("signals-\(UUID().uuidString).jsonl")
        let ready = Pipe()
        server = Process()
        server.executableURL = Repository.url("Tests/DesktopSupport/signal-recorder.py")
        server.arguments = ["--interface", interface, "--log", log.path]
        server.environment = bus.environment()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        server.standardInput = FileHandle.nullDevice
        try server.run()
        guard firstLine(of: ready.fileHandleForReading, within: limit) == "ready" else {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            throw SessionBus.Failure(description: "the signal recorder did not listen to \(interface) within \(limit)")
        }
    }

    /// Every signal heard so far, in order.
    public func signals() throws -> [Signal] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Signal.self, from: Data($0.utf8)) }
    }

    /// Ends the recorder.
    public func close() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}
