import Foundation

/// The stand-in for the ABI of libsimplex (`Tests/CoreStandIn`, built as the dynamic library
/// `libSimplexCoreStandIn.so` beside the tests): recorded answers, not the SimpleX core. Its
/// "database" at a prefix is two files: `PREFIX.replies` (lines `COMMAND<TAB>JSON`) and
/// `PREFIX.events` (one JSON a line, delivered after `/_start`).
public enum CoreLibraryStandIn {
    /// The built library's path.
    public static var library: String {
        Repository.productsFolder.appendingPathComponent("libSimplexCoreStandIn.so").path
    }

    /// A database prefix in a fresh folder, with the stand-in's recorded replies and events;
    /// `PREFIX_chat.db` is there unless `databaseExists` is false (new databases).
    public static func databasePrefix(replies: [String: String], events: [String] = [], databaseExists: Bool = true) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let prefix = folder.appendingPathComponent("simplex").path
        try replies.map { "\($0.key)\t\($0.value)" }.joined(separator: "\n").write(toFile: prefix + ".replies", atomically: true, encoding: .utf8)
        try events.joined(separator: "\n").write(toFile: prefix + ".events", atomically: true, encoding: .utf8)
        if databaseExists { _ = FileManager.default.createFile(atPath: prefix + "_chat.db", contents: Data()) }
        return prefix
    }

    /// What the stand-in at `prefix` was asked, in order, and `chat_close_store` when it was.
    public static func log(_ prefix: String) -> [String] {
        ((try? String(contentsOfFile: prefix + ".log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
