import Foundation
import Testing
import TestSupport

/// The house rule "`///` docs on public API" (DESIGN.md Conventions; README "The public face"),
/// kept by `Tools/check-public-docs.py`: no module has a public declaration without a `///` line.
@Suite struct PublicDocsTests {
    /// One line of the script's summary: a module, and how many of its public declarations have
    /// no `///` line.
    struct ModuleCount: Equatable {
        let module: String
        let undocumented: Int
        let total: Int
    }

    /// The per-module lines of the script's summary (`Module  N undocumented of M public`),
    /// without the `total` line.
    static func moduleCounts(_ output: String) -> [ModuleCount] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 6, words[0] != "total", words[2] == "undocumented", words[3] == "of", words[5] == "public",
                  let undocumented = Int(words[1]), let total = Int(words[4]) else { return nil }
            return ModuleCount(module: String(words[0]), undocumented: undocumented, total: total)
        }
    }

    /// The script's `path:line: declaration` lines: the declarations it found undocumented.
    static func undocumentedLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(".swift:") }
    }

    @Test("Every module's public declarations have a /// line")
    func everyModuleIsDocumented() throws {
        let result = try runProcess("python3", [Repository.url("Tools/check-public-docs.py").path])
        let counts = Self.moduleCounts(result.stdout)
        try #require(!counts.isEmpty, "no per-module summary in the output of check-public-docs:\n\(result.stdout)\(result.stderr)")
        let offenders = counts.filter { $0.undocumented > 0 }
        #expect(offenders.isEmpty, """
            undocumented public declarations in \(offenders.map { "\($0.module) (\($0.undocumented))" }.joined(separator: ", ")):
            \(Self.undocumentedLines(result.stdout).joined(separator: "\n"))
            """)
        #expect(result.status == 0, "check-public-docs exited \(result.status): \(result.stderr)")
    }

    @Test("The check names a module with an undocumented public declaration, lists it and fails")
    func undocumentedDeclarationIsCaught() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("Sources/Probe")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try Data("/// Documented.\npublic struct Probe {\n    public var undocumented: Int\n}\n".utf8).write(to: module.appendingPathComponent("Probe.swift"))
        let result = try runProcess("python3", [Repository.url("Tools/check-public-docs.py").path, folder.appendingPathComponent("Sources").path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(Self.moduleCounts(result.stdout) == [ModuleCount(module: "Probe", undocumented: 1, total: 2)], "\(result.stdout)")
        #expect(Self.undocumentedLines(result.stdout).map { $0.hasSuffix("Probe.swift:3: public var undocumented: Int") } == [true], "\(result.stdout)")
    }
}
