import Foundation

/// A fresh demo store (`parley demo --db`) in a temporary folder of its own, for the tests that
/// run the client end to end; `remove()` deletes the folder and what the test wrote in it.
public struct DemoStoreFolder {
    public let folder: URL
    /// The store's path, `store.db` in the folder.
    public let db: String
    /// The built `parley`.
    public let parley = Repository.productsFolder.appendingPathComponent("parley").path

    /// A demo that fails to seed is an error with what `parley demo` printed.
    public struct SeedFailed: Error, CustomStringConvertible {
        public let description: String
    }

    public init(named name: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        db = folder.appendingPathComponent("store.db").path
        let demo = try runParley(["demo", "--db", db])
        guard demo.status == 0 else {
            remove()
            throw SeedFailed(description: "parley demo exited with \(demo.status): \(demo.stderr)")
        }
    }

    /// Writes `text` to the file `name` in the folder and returns its path.
    public func write(_ text: String, to name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
