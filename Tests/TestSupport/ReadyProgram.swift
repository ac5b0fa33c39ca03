import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A helper program of a desktop test (`Tests/DesktopSupport/`: the portal stand-in, the file
/// source) started in an environment of the test's, returned once it printed "ready", and ended
/// with `close()`.
public final class ReadyProgram: Sendable {
    private let process: Process

    /// Starts `Tests/DesktopSupport/NAME` with `arguments` in `environment`; fails with what it
    /// printed when it says nothing within `limit`.
    public init(_ name: String, _ arguments: [String] = [], environment: [String: String], within limit: Duration = .seconds(60)) throws {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("parley-\(name)-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let ready = Pipe()
        process = Process()
        process.executableURL = Repository.url("Tests/DesktopSupport/" + name)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = ready
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        guard firstLine(of: ready.fileHandleForReading, within: limit) == "ready" else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw SessionBus.Failure(description: "\(name) was not ready within \(limit): \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        }
    }

    /// Ends it.
    public func close() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
