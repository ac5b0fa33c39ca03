import Foundation

/// Files of this repository, for tests: fixtures, schema and tools.
public enum Repository {
    /// The repository's root folder: two folders above this file's (`Tests/TestSupport`), also
    /// when another package compiles it through a link to that folder (`Benchmarks/`).
    public static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file below the root, e.g. `Tests/Fixtures/simplex/user.json`.
    public static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The contents of a file below the root.
    public static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// The JSON files of a folder below the root, by name.
    public static func jsonFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }

    /// The folder of the built products (`.build/debug`), where `parley` is: the test
    /// runner's own folder.
    public static var productsFolder: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
    }
}
