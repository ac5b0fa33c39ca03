import ChatLayout
import SimpleXModel

/// What Parley's settings file sets (issue 36 "A settings file"): what the command line's
/// flags set — the core, the layout, the theme, vim keys, the mouse, the bell — and the
/// picture and notification choices, and the keys (`KeyBindings`). A flag given on the
/// command line wins over the file; what neither sets is as `defaults` has it.
package struct ClientSettings: Hashable, Sendable {
    /// The chat core: the embedded store at a path, the CLI's WebSocket API at a URL, or the
    /// core's C library with its databases.
    package enum Core: Hashable, Sendable {
        case store(path: String)
        case webSocket(url: String)
        case library(path: String, databasePrefix: String)
    }

    /// What a desktop notification says: the message, only who sent it, or only that
    /// something came.
    package enum NotificationPreview: String, Hashable, Sendable, CaseIterable {
        case message, contact, hidden
    }

    /// The core; nil: the demo store.
    package var core: Core?
    /// The app's default layout; nil: each chat's own.
    package var layout: ChatLayoutMode?
    /// The theme; nil: the terminal's background says (the window: light).
    package var theme: ThemeName?
    package var vimKeys = false
    package var mouse = false
    package var bell = true
    package var images = ImageMode.auto
    package var notificationPreview = NotificationPreview.contact
    package var keys = KeyBindings.defaults

    /// The settings with nothing set.
    package init() {}

    /// Everything as it is when there is no file.
    package static let defaults = ClientSettings()
}
