import Foundation

/// What the window remembers between runs (issue 33 "Keep running"): whether closing it keeps
/// Parley running in the background, and whether Parley starts at login. Its file is a few
/// `name = true|false` lines; a line it does not know, or a value that is neither, is left out
/// (that switch stays off), so a damaged file never stops the window.
struct DesktopState: Hashable, Sendable {
    /// Closing the window hides it; Parley keeps notifying until Quit.
    var runInBackground = false
    /// Parley starts (in the background) when the user logs in.
    var startAtLogin = false

    /// The names of the switches in the file.
    static let runInBackgroundName = "run_in_background", startAtLoginName = "start_at_login"

    /// Nothing remembered: both off.
    init() {}

    /// The state a file's text says.
    init(text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = ["true": true, "false": false][parts[1]] else { continue }
            switch parts[0] {
            case Self.runInBackgroundName: runInBackground = value
            case Self.startAtLoginName: startAtLogin = value
            default: continue
            }
        }
    }

    /// The file's text.
    var text: String {
        """
        # What Parley's window remembers (its menu sets these).
        \(Self.runInBackgroundName) = \(runInBackground)
        \(Self.startAtLoginName) = \(startAtLogin)

        """
    }

    /// The state kept at `path`, or nothing remembered when there is no file there.
    static func load(_ path: String?) -> DesktopState {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return DesktopState() }
        return DesktopState(text: String(decoding: data, as: UTF8.self))
    }

    /// Keeps the state at `path` (its folder made when missing); false when it cannot be written.
    func save(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
