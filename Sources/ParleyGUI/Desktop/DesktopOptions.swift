/// How the window behaves on the desktop (issue 33): what its notifications say, whether it
/// runs in the background, whether it follows the system's dark preference, and where it
/// remembers its switches.
public struct DesktopOptions: Sendable {
    /// What a notification of a new message says (SimpleX's three modes).
    public var notificationPreview: NotificationPreview
    /// `--background`: the window starts hidden and closing it keeps Parley running.
    public var background: Bool
    /// No theme was asked for: the chat's theme and the window's are the one chosen in
    /// Preferences, else they follow the system's colour scheme (libadwaita's style manager:
    /// the portal's `color-scheme`).
    public var followsSystemTheme: Bool
    /// The file the window remembers its switches in (`DesktopState`); nil remembers nothing.
    public var statePath: String?
    /// The folder autostart files go in (`$XDG_CONFIG_HOME/autostart`); nil: none is written.
    public var autostartFolder: String?
    /// The command an autostart entry runs (the installed `parley`'s path and `gui --background`).
    public var autostartCommand: [String]
    /// Parley's version, as About Parley shows it.
    public var version: String

    /// Options; by default notifications show the message, the window shows at start and
    /// follows no system theme.
    public init(notificationPreview: NotificationPreview = .message, background: Bool = false, followsSystemTheme: Bool = false,
                statePath: String? = nil, autostartFolder: String? = nil, autostartCommand: [String] = ["parley", "gui", "--background"],
                version: String = "") {
        self.notificationPreview = notificationPreview
        self.background = background
        self.followsSystemTheme = followsSystemTheme
        self.statePath = statePath
        self.autostartFolder = autostartFolder
        self.autostartCommand = autostartCommand
        self.version = version
    }
}

/// What a notification of a new message says (SimpleX's `NotificationPreviewMode`): the
/// message, only the chat's name, or nothing that names anyone.
public enum NotificationPreview: String, Hashable, Sendable, CaseIterable {
    /// The chat's name, and the message's text (in a group after its sender's name).
    case message
    /// The chat's name and "New message".
    case contact
    /// "New message" and nothing else.
    case hidden
}
