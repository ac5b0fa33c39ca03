/// Tab after `/f` (issue 36 D27): the path typed is completed from the names in its folder, as
/// a shell completes it — the longest start the matching names share, and "/" after a folder
/// that is the only match. Hidden names match only a typed ".". Pure: the runtime lists the folder.
enum PathCompletion {
    /// A name in the folder, and whether it is a folder itself.
    struct Entry: Hashable, Sendable {
        let name: String
        let isDirectory: Bool
    }

    /// The command whose argument is a path.
    static let command = "/f "

    /// The folder to list for the compose text `text` ("/f PATH"), as typed ("" is the working
    /// folder); nil when `text` is not a file to send.
    static func folder(of text: String) -> String? {
        guard text.hasPrefix(command), !text.contains("\n") else { return nil }
        let path = text.dropFirst(command.count)
        return path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// `text` with its path completed from `entries` (its folder's names); nil when no name
    /// starts with what is typed or nothing would be added. O(entries × name length).
    static func completed(_ text: String, entries: [Entry]) -> String? {
        guard let folder = folder(of: text) else { return nil }
        let typed = String(text.dropFirst(command.count + folder.count))
        let matches = entries.filter { $0.name.hasPrefix(typed) && (typed.hasPrefix(".") || !$0.name.hasPrefix(".")) }
        guard let first = matches.first else { return nil }
        var shared = first.name
        for match in matches.dropFirst() {
            shared = String(zip(shared, match.name).prefix { $0 == $1 }.map(\.0))
        }
        let ending = matches.count == 1 && first.isDirectory ? "/" : ""
        guard shared.count > typed.count || !ending.isEmpty else { return nil }
        return command + folder + shared + ending
    }
}
