import ChatStore
import Foundation

/// Where the store is: `--db PATH`, or the demo store in the XDG data folder.
enum StoreLocation {
    static var defaultPath: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.local/share" } ?? FileManager.default.temporaryDirectory.path)
        return base + "/parley/demo.db"
    }

    /// The `--db` value in `arguments` (removed from them), or the default path.
    static func take(from arguments: inout [String]) -> String? {
        guard let index = arguments.firstIndex(of: "--db") else { return defaultPath }
        guard index + 1 < arguments.count else { return nil }
        let path = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return path
    }
}
