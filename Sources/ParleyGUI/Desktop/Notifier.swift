import CGTK4
import ChatSession
import Foundation
import Localization

/// Notifications of new messages through GNotification (issue 33 "Notifications"): GLib sends
/// them to the portal (in a sandbox), GNOME Shell (`org.gtk.Notifications`) or the freedesktop
/// notification server, whichever the desktop has. One notification a chat, replaced by the
/// chat's next message and withdrawn once the chat is read on screen; a click opens the chat
/// (`app.open-chat`). Whether the server reads markup in the body is asked of it
/// (`GetCapabilities`, while it is on the bus): only then is other people's text escaped for it.
/// Lives on the GTK thread.
final class Notifier {
    private let desktop: DesktopApplication
    private let preview: NotificationPreview
    /// The freedesktop server's capabilities, nil until it answered (or while it is not there).
    private var capabilities: Set<String>?
    /// GNOME Shell's own notification service is on the bus: GLib sends there, in plain text.
    private var shellNotifications = false
    private var watches: [guint] = []
    /// The chats with a notification shown.
    private(set) var shown: Set<String> = []

    /// The bus names GLib's notification backends send to.
    static let freedesktop = "org.freedesktop.Notifications", shell = "org.gtk.Notifications"

    /// The language of a notification's own words ("New message").
    private let translator: Translator

    init(desktop: DesktopApplication, preview: NotificationPreview, translator: Translator) {
        self.desktop = desktop
        self.preview = preview
        self.translator = translator
        guard let connection = g_application_get_dbus_connection(desktop.gApplication) else { return }
        watches.append(watch(Self.freedesktop, on: connection) { [unowned self] present in
            self.capabilities = nil
            if present { self.askCapabilities(on: connection) }
        })
        watches.append(watch(Self.shell, on: connection) { [unowned self] present in self.shellNotifications = present })
    }

    deinit {
        for watch in watches { g_bus_unwatch_name(watch) }
    }

    /// Whether the body GLib sends is read as markup: the freedesktop server takes it (not the
    /// portal in a sandbox, nor GNOME Shell's service) and says it reads `body-markup`; until it
    /// answers, assumed (most servers do).
    var markupBody: Bool {
        guard !Sandbox.isSandboxed, !shellNotifications else { return false }
        return capabilities?.contains("body-markup") ?? true
    }

    /// Notifies `attention`: the chat's notification, replacing the one it had.
    func notify(_ attention: Attention) {
        let content = NotificationContent(attention, preview: preview, markupBody: markupBody, translator: translator)
        let notification = g_notification_new(content.title)!
        defer { g_object_unref(notification.gpointer) }
        if let body = content.body { g_notification_set_body(notification, body) }
        g_notification_set_category(notification, "im.received")
        let icon = g_themed_icon_new(DesktopApplication.id)
        g_notification_set_icon(notification, icon)
        g_object_unref(icon?.gpointer)
        g_notification_set_default_action_and_target_value(notification, "app." + DesktopApplication.openChat, g_variant_new_string(content.chat))
        g_application_send_notification(desktop.gApplication, Self.id(of: content.chat), notification)
        shown.insert(content.chat)
    }

    /// Withdraws the notification of chat `chat` (`@2`), when it has one: it is read.
    func withdraw(_ chat: String) {
        guard shown.remove(chat) != nil else { return }
        g_application_withdraw_notification(desktop.gApplication, Self.id(of: chat))
    }

    /// The id of a chat's notification.
    static func id(of chat: String) -> String {
        "chat-" + chat
    }

    /// Watches bus name `name`; `changed` hears whether it has an owner.
    private func watch(_ name: String, on connection: OpaquePointer, _ changed: @escaping (Bool) -> Void) -> guint {
        typealias Handler = (Bool) -> Void
        let appeared: GBusNameAppearedCallback = { _, _, _, data in Callback<Handler>.handler(data)(true) }
        let vanished: GBusNameVanishedCallback = { _, _, data in Callback<Handler>.handler(data)(false) }
        return g_bus_watch_name_on_connection(connection, name, G_BUS_NAME_WATCHER_FLAGS_NONE, appeared, vanished, Callback(changed).retained,
                                              Callback<Handler>.release)
    }

    /// Asks the freedesktop server what it can; its answer sets `capabilities`.
    private func askCapabilities(on connection: OpaquePointer) {
        typealias Handler = (Set<String>) -> Void
        let answered: Handler = { [weak self] names in self?.capabilities = names }
        let reply = g_variant_type_new("(as)")
        defer { g_variant_type_free(reply) }
        let done: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<Callback<Handler>>.fromOpaque(data!).takeRetainedValue()
            guard let value = g_dbus_connection_call_finish(OpaquePointer(source), result, nil) else { return }
            defer { g_variant_unref(value) }
            box.handler(DBusValues.strings(in: value))
        }
        g_dbus_connection_call(connection, Self.freedesktop, "/org/freedesktop/Notifications", Self.freedesktop, "GetCapabilities", nil, reply,
                               G_DBUS_CALL_FLAGS_NONE, 5000, nil, done, Callback(answered).retained)
    }
}

/// Whether Parley runs in a sandbox (Flatpak, Snap), where the desktop's portals stand between
/// it and the session, as GLib decides it (`/.flatpak-info`, or a snap's `$SNAP/meta/snap.yaml`).
enum Sandbox {
    static var isSandboxed: Bool {
        if FileManager.default.fileExists(atPath: "/.flatpak-info") { return true }
        guard let snap = ProcessInfo.processInfo.environment["SNAP"], !snap.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: snap + "/meta/snap.yaml")
    }
}

/// Reading the values of D-Bus replies.
enum DBusValues {
    /// The strings of the first member of `tuple`, an array of strings (`(as)`).
    static func strings(in tuple: OpaquePointer) -> Set<String> {
        guard let array = g_variant_get_child_value(tuple, 0) else { return [] }
        defer { g_variant_unref(array) }
        var length = 0
        guard let strings = g_variant_get_strv(array, &length) else { return [] }
        defer { g_free(strings) }
        return Set((0..<length).compactMap { strings[$0].map { String(cString: $0) } })
    }
}
