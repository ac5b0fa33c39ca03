import Foundation
import Testing
import TestSupport

/// `make docs` (issue 35): the toolchain's DocC makes the documentation site in `.build/docs`,
/// with a page for every public type of ParleyKit (as its symbol graph lists them), the
/// getting-started article, and the landing page of every library module. It builds the
/// package in a folder of its own (`DOCS_SCRATCH`), as the test run holds `.build`: slow.
@Suite struct DocsSiteTests {
    static let modules = ["ParleyKit", "SimpleXModel", "SimpleXMarkdown", "ChatBackend", "ChatStore", "SimpleXRemote", "ChatTimeline", "ChatLayout",
                          "ParleyRender", "ParleyTerminal", "ParleyGUI"]

    @Test func makeDocsWritesAPagePerPublicParleyKitType() throws {
        let scratch = Repository.url(".build/docs-scratch")
        var environment = ProcessInfo.processInfo.environment
        environment["DOCS_SCRATCH"] = scratch.path
        let result = try runProcess("make", ["docs"], environment: environment)
        try #require(result.status == 0, "make docs failed:\n\(result.stdout.suffix(2000))\(result.stderr.suffix(2000))")

        let site = Repository.url(".build/docs/documentation")
        for module in Self.modules {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("\(module.lowercased())/index.html").path), "\(module)'s page")
        }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("parleykit/gettingstarted/index.html").path))

        let graph = try #require(FileManager.default.enumerator(at: scratch, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == "ParleyKit.symbols.json" && $0.path.contains("/symbolgraph/") })
        let symbols = try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: graph)) as? [String: Any])?["symbols"] as? [[String: Any]])
        let kinds = ["swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"]
        let types = symbols.compactMap { symbol -> (path: [String], kind: String)? in
            guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, kinds.contains(kind),
                  let path = symbol["pathComponents"] as? [String] else { return nil }
            return (path, kind)
        }
        #expect(types.count >= 14, "ParleyKit's public types: \(types.map(\.path))")
        for type in types {
            let folder = site.appendingPathComponent("parleykit").appendingPathComponent(type.path.map { $0.lowercased() }.joined(separator: "/"))
            let disambiguated = folder.deletingLastPathComponent().appendingPathComponent("\(folder.lastPathComponent)-\(type.kind)")
            #expect([folder, disambiguated].contains { FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path) },
                    "a page for \(type.path.joined(separator: "."))")
        }
    }
}
