import ChatLayout
import Foundation

/// What the window remembers between runs (issue 33 "Keep running", issue 38 "Preferences"):
/// whether closing it keeps Parley running in the background, whether Parley starts at login,
/// and the theme chosen in Preferences. Its file is a few `name = value` lines; a line it does
/// not know, or a value it cannot read, is left out (that switch stays off, the theme follows
/// the system), so a damaged file never stops the window.
struct DesktopState: Hashable, Sendable {
    /// Closing the window hides it; Parley keeps notifying until Quit.
    var runInBackground = false
    /// Parley starts (in the background) when the user logs in.
    var startAtLogin = false
    /// The theme chosen in Preferences; nil follows the system's colour scheme.
    var theme: ThemeName?

    /// The names of the settings in the file.
    static let runInBackgroundName = "run_in_background", startAtLoginName = "start_at_login", themeName = "theme"

    /// Nothing remembered: both off.
    init() {}

    /// The state a file's text says.
    init(text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if parts[0] == Self.themeName {
                theme = ThemeName(rawValue: parts[1])
                continue
            }
            guard let value = ["true": true, "false": false][parts[1]] else { continue }
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
        # What Parley's window remembers (its Preferences set these).
        \(Self.runInBackgroundName) = \(runInBackground)
        \(Self.startAtLoginName) = \(startAtLogin)
        \(Self.themeName) = \(theme?.rawValue ?? "system")

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
