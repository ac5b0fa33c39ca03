import CGTK4
import Foundation
import Localization

/// Parley as a desktop application (issue 33 "A GtkApplication"): one `AdwApplication` (a
/// `GtkApplication` with libadwaita's styles, issue 38) under `id`, the name of its desktop
/// file, icon and metainfo, registered on the session bus so that it runs once: a second `parley gui` finds the first and hands it what it was asked
/// (`handOver`), and notifications, the launcher and the shortcuts reach the one that runs. Its
/// actions are the window's keys (`WindowAction`), opening a chat (`open-chat`, what a
/// notification's click and a second instance ask) and the two remembered switches. Lives on
/// the GTK thread.
final class DesktopApplication {
    /// The application ID: the desktop file is `io.github.parley.Parley.desktop`.
    static let id = "io.github.parley.Parley"
    /// The action that opens a chat, by its reference (`@2`, `#1`).
    static let openChat = "open-chat"
    /// The action that shows About Parley (the main menu's; it has no key).
    static let about = "about"
    /// The switches the window remembers (`DesktopState`).
    static let runInBackground = "run-in-background", startAtLogin = "start-at-login"

    let application: UnsafeMutablePointer<GtkApplication>

    /// Hears an action of the window's keys.
    var onAction: (WindowAction) -> Void = { _ in }
    /// Hears a chat to open (a notification clicked, a second instance's `--chat`).
    var onOpenChat: (String) -> Void = { _ in }
    /// Hears About Parley asked for.
    var onAbout: () -> Void = {}
    /// Hears the application activated (launched again, a notification clicked): the window shows.
    var onActivate: () -> Void = {}
    /// Hears a remembered switch turned on or off.
    var onSwitch: (String, Bool) -> Void = { _, _ in }

    /// What claiming the desktop found.
    enum Claim {
        /// There is no display to open a window on.
        case noDisplay
        /// This process is the application: it opens the window.
        case primary(DesktopApplication)
        /// Another process is the application: hand it what was asked and end.
        case remote(DesktopApplication)
        /// The application could not be registered on the session bus: why.
        case failed(String)
    }

    private init(_ application: UnsafeMutablePointer<GtkApplication>) {
        self.application = application
    }

    /// Starts GTK, makes the application and registers it on the session bus (without a bus it
    /// runs alone, as GLib does); why it could not, in `t`'s language. Only on the GTK thread,
    /// once.
    static func claim(_ t: Translator) -> Claim {
        g_set_prgname(id)
        guard gtk_init_check() != 0 else { return .noDisplay }
        g_set_application_name("Parley")
        adw_init()
        guard let made = adw_application_new(id, G_APPLICATION_DEFAULT_FLAGS) else { return .failed(t.tr("GTK made no application")) }
        let desktop = DesktopApplication(made.cast())
        desktop.addActions()
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(desktop.gApplication, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? t.tr("unknown error")
            g_clear_error(&error)
            return .failed(t.tr("cannot register {id} on the session bus: {reason}", ["id": id, "reason": message]))
        }
        return g_application_get_is_remote(desktop.gApplication) != 0 ? .remote(desktop) : .primary(desktop)
    }

    var gApplication: UnsafeMutablePointer<GApplication> {
        application.cast()
    }

    /// In a second instance: the running one opens chat `ref` (its text, `@2`) and shows its
    /// window, or only shows it; with `quietly` (`--background`) nothing shows. Waits until the
    /// request has left.
    func handOver(opening ref: String?, quietly: Bool) {
        if let ref {
            g_action_group_activate_action(OpaquePointer(gApplication), Self.openChat, g_variant_new_string(ref))
        } else if !quietly {
            g_application_activate(gApplication)
        }
        if let connection = g_application_get_dbus_connection(gApplication) {
            _ = g_dbus_connection_flush_sync(connection, nil, nil)
        }
    }

    /// The window's actions with their accelerators, `open-chat` and the two switches (off
    /// until `setSwitch` says otherwise).
    private func addActions() {
        for action in WindowAction.allCases {
            add(action.rawValue) { [unowned self] _ in self.onAction(action) }
            accelerators(action.accelerators, for: action.detailedName)
        }
        add(Self.about) { [unowned self] _ in self.onAbout() }
        add(Self.openChat, parameter: "s") { [unowned self] parameter in
            guard let parameter else { return }
            self.onOpenChat(String(cString: g_variant_get_string(parameter, nil)))
        }
        for name in [Self.runInBackground, Self.startAtLogin] {
            let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(0))!
            Signal.connect(action, "change-state") { [unowned self] (value: gpointer?) in
                guard let value else { return }
                let on = g_variant_get_boolean(OpaquePointer(value)) != 0
                g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
                self.onSwitch(name, on)
            }
            g_action_map_add_action(OpaquePointer(gApplication), action)
            g_object_unref(action.gpointer)
        }
        Signal.connect(gApplication, "activate") { [unowned self] () -> Void in self.onActivate() }
    }

    /// Sets a switch's state without hearing it (the remembered state at start).
    func setSwitch(_ name: String, _ on: Bool) {
        guard let action = g_action_map_lookup_action(OpaquePointer(gApplication), name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    private func add(_ name: String, parameter: String? = nil, _ handler: @escaping (OpaquePointer?) -> Void) {
        let type = parameter.map { g_variant_type_new($0) }
        defer { if let type { g_variant_type_free(type) } }
        let action = g_simple_action_new(name, type ?? nil)!
        Signal.connect(action, "activate") { (parameter: gpointer?) in handler(parameter.map(OpaquePointer.init)) }
        g_action_map_add_action(OpaquePointer(gApplication), action)
        g_object_unref(action.gpointer)
    }

    /// Sets `accelerators` for the action `detailedName`; each must be one GTK reads.
    func accelerators(_ accelerators: [String], for detailedName: String) {
        precondition(accelerators.allSatisfy(Self.isAccelerator), "an accelerator of \(detailedName) is not one GTK reads: \(accelerators)")
        let strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) } + [nil]
        pointers.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(application, detailedName, buffer.baseAddress)
        }
    }

    /// Whether GTK reads `text` as a key with its modifiers (`<Control>q`, `Page_Up`).
    static func isAccelerator(_ text: String) -> Bool {
        var key: guint = 0
        var modifiers = GdkModifierType(0)
        return gtk_accelerator_parse(text, &key, &modifiers) != 0 && key != 0
    }

    /// A new window of the application, an `AdwApplicationWindow` (issue 38: its header bars
    /// are its content's), which has its accelerators and the shortcuts window in `t`'s language.
    func makeWindow(_ t: Translator) -> UnsafeMutablePointer<GtkWidget> {
        let window = adw_application_window_new(application)!
        if let shortcuts = ShortcutsWindow.make(t) {
            gtk_application_window_set_help_overlay(window.cast(), OpaquePointer(shortcuts))
            g_object_unref(shortcuts)
        }
        return window
    }

    /// Shows the shortcuts window of `window`.
    static func showShortcuts(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let overlay = gtk_application_window_get_help_overlay(window.cast()) else { return }
        gtk_window_present(UnsafeMutableRawPointer(overlay).assumingMemoryBound(to: GtkWindow.self))
    }
}
