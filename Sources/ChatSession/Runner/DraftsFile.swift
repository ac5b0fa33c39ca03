import Foundation
import SimpleXModel

/// The drafts kept between runs (D12): one JSON file, each profile's drafts by chat
/// (`{"1": {"@2": "text"}}`, chats written as commands name them). A file that cannot be read
/// is no drafts (and is written anew on quitting), never a failure.
package struct DraftsFile: Sendable {
    /// Where the file is.
    package let path: String

    /// The drafts file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The drafts of profile `userId`; none when the file is missing or unreadable.
    package func load(userId: Int64) -> [ChatRef: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let all = try? JSONDecoder().decode([String: [String: String]].self, from: data),
              let texts = all[String(userId)] else { return [:] }
        var drafts: [ChatRef: String] = [:]
        for (key, text) in texts {
            if let ref = ChatRef(text: key) { drafts[ref] = text }
        }
        return drafts
    }

    /// Stores `drafts` as profile `userId`'s, keeping the other profiles'; written whole to a
    /// temporary file and moved over the old one, so a crash leaves either.
    package func store(userId: Int64, _ drafts: [ChatRef: String]) throws {
        var all = (FileManager.default.contents(atPath: path)).flatMap { try? JSONDecoder().decode([String: [String: String]].self, from: $0) } ?? [:]
        all[String(userId)] = drafts.isEmpty ? nil : Dictionary(uniqueKeysWithValues: drafts.map { ($0.key.text, $0.value) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try encoder.encode(all).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
