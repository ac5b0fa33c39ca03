import Foundation

/// What a finished child process printed and returned.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

/// Runs `executable` with `arguments`, feeding `input` on stdin, and waits for it. Standard
/// streams go through temporary files, so no pipe can fill up and block either side.
/// A relative `executable` is looked up on PATH (`python3`); `environment` replaces the
/// test's own when given.
public func runProcess(_ executable: String, _ arguments: [String], input: Data = Data(), in folder: URL = Repository.root,
                       environment: [String: String]? = nil) throws -> ProcessOutput {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("parley-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (inURL, outURL, errURL) = (scratch.appendingPathComponent("in"), scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err"))
    try input.write(to: inURL)
    try Data().write(to: outURL)
    try Data().write(to: errURL)

    let process = Process()
    if executable.hasPrefix("/") {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
    }
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return ProcessOutput(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// Runs the built `parley` with `arguments` (and `input` on standard input).
public func runParley(_ arguments: [String], input: Data = Data()) throws -> ProcessOutput {
    try runProcess(Repository.productsFolder.appendingPathComponent("parley").path, arguments, input: input)
}
