import Foundation
import Testing
import TestSupport

/// The package's face (issue 35): its products are the libraries a user imports and the
/// executable, as `swift package describe` lists them; the test support and the libsimplex
/// stand-in under `Tests/` are none of them.
@Suite struct PackageFaceTests {
    static let products = ["SimpleXModel", "SimpleXMarkdown", "ChatBackend", "ChatStore", "SimpleXRemote", "Localization", "ParleyLocale",
                           "ChatTimeline", "ChatLayout", "ChatSession", "ParleyRender", "ParleyKit", "ParleyTerminal", "ParleyGUI", "parley"]

    @Test func productsAreWhatAUserImports() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("parley-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try runProcess("swift", ["package", "--package-path", Repository.root.path, "--scratch-path", scratch.path, "describe", "--type", "json"])
        try #require(result.status == 0, "swift package describe: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let products = try #require(json["products"] as? [[String: Any]])
        #expect(products.compactMap { $0["name"] as? String } == Self.products)
        let targets = try #require(json["targets"] as? [[String: Any]])
        let paths = Dictionary(uniqueKeysWithValues: targets.compactMap { target in (target["name"] as? String).map { ($0, target["path"] as? String ?? "") } })
        for product in products {
            for target in product["targets"] as? [String] ?? [] {
                #expect(paths[target]?.hasPrefix("Sources/") == true, "\(target) of the product \(product["name"] ?? "") is under \(paths[target] ?? "?")")
            }
        }
    }
}
