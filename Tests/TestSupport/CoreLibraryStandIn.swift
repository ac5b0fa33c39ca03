import Foundation

/// The stand-in for the ABI of libsimplex (`Tests/CoreStandIn`, a C library built for the
/// tests as `libSimplexCoreStandIn.so` beside them): recorded answers, not the SimpleX core. Its
/// "database" at a prefix is two files: `PREFIX.replies` (lines `COMMAND<TAB>JSON`) and
/// `PREFIX.events` (one JSON a line, delivered after `/_start`).
public enum CoreLibraryStandIn {
    /// The stand-in's source, which no product of the package builds.
    static let source = Repository.url("Tests/CoreStandIn/CSimplexCoreStandIn")

    /// The built library's path: compiled by the toolchain's `clang` the first time a test asks
    /// in a run, when it is missing or older than its source.
    public static let library: String = {
        let library = Repository.productsFolder.appendingPathComponent("libSimplexCoreStandIn.so").path
        let code = source.appendingPathComponent("stand_in.c").path
        let modified = { (path: String) in (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil }
        if let built = modified(library), let written = modified(code), built >= written { return library }
        do {
            let result = try runProcess("clang", ["-shared", "-fPIC", "-O1", "-I", source.appendingPathComponent("include").path, code, "-lpthread",
                                                  "-o", library])
            if result.status != 0 { FileHandle.standardError.write(Data("clang could not build the libsimplex stand-in:\n\(result.stderr)".utf8)) }
        } catch {
            FileHandle.standardError.write(Data("clang could not be run to build the libsimplex stand-in: \(error)\n".utf8))
        }
        return library
    }()

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
