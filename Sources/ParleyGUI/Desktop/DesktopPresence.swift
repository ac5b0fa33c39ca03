import CGTK4
import ChatLayout
import ChatSession

/// The window's presence on the desktop beyond itself (issue 33): notifications of messages
/// where the user is not looking, the unread count on the launcher, what the window remembers
/// (`DesktopState`): running in the background when closed, starting at login, the theme; and
/// the window's light or dark scheme (issue 38). Lives on the GTK thread, with its window.
@MainActor
final class DesktopPresence {
    private unowned let window: ParleyWindow
    let notifier: Notifier
    private let launcher: LauncherEntry
    /// The remembered switches.
    private(set) var state: DesktopState
    /// The theme the user chose (`--theme`, Preferences, Ctrl-Shift-T); nil follows the system.
    private(set) var themeChoice: ThemeName?

    init(window: ParleyWindow) {
        self.window = window
        let desktop = window.desktop
        notifier = Notifier(desktop: desktop, preview: window.options.notificationPreview, translator: window.t)
        launcher = LauncherEntry(connection: g_application_get_dbus_connection(desktop.gApplication))
        state = DesktopState.load(window.options.statePath)
        desktop.setSwitch(DesktopApplication.runInBackground, state.runInBackground)
        desktop.setSwitch(DesktopApplication.startAtLogin, state.startAtLogin)
        desktop.onSwitch = { [unowned self] name, on in self.switched(name, on) }
        themeChoice = window.options.followsSystemTheme ? state.theme : window.conversation.style.theme
        Signal.connect(adw_style_manager_get_default(), "notify::dark") { [unowned self] (_: gpointer?) in self.systemSchemeChanged() }
        useTheme()
    }

    /// Every widget of the window light or dark as the chat's theme is (issue 38 "One theme for
    /// the whole window"), through libadwaita's style manager: a chosen theme forces its scheme
    /// (`simplex` and `black` keep their chat colours on a dark window); with none, the system's
    /// scheme decides, and the chat is `light` or `dark` with it.
    private func useTheme() {
        let manager = adw_style_manager_get_default()
        guard let theme = themeChoice else {
            adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT)
            return systemSchemeChanged()
        }
        if window.conversation.style.theme != theme { window.conversation.style.theme = theme }
        adw_style_manager_set_color_scheme(manager, ThemePalette(theme).isLight ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK)
    }

    /// The window turned light or dark; with no theme chosen the chat follows it.
    private func systemSchemeChanged() {
        guard themeChoice == nil else { return }
        let theme: ThemeName = adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 ? .dark : .light
        if window.conversation.style.theme != theme { window.conversation.style.theme = theme }
    }

    /// The chat's next theme, for this run (Ctrl-Shift-T).
    func nextTheme() {
        window.conversation.style.nextTheme()
        themeChoice = window.conversation.style.theme
        useTheme()
    }

    /// The theme chosen in Preferences (nil: the system's), remembered.
    func choose(theme: ThemeName?) {
        themeChoice = theme
        state.theme = theme
        useTheme()
        save()
    }

    /// Closing the window hides it: `--background`, or the remembered switch.
    var keepsRunning: Bool {
        window.options.background || state.runInBackground
    }

    /// A message came where the user is not looking: its notification.
    func attention(_ attention: Attention) {
        notifier.notify(attention)
    }

    /// The unread count elsewhere changed: the launcher shows it.
    func unreadElsewhere(_ count: Int) {
        launcher.update(count: count)
    }

    /// Chat `ref` is on screen: its notification goes.
    func shown(_ ref: String) {
        notifier.withdraw(ref)
    }

    private func switched(_ name: String, _ on: Bool) {
        switch name {
        case DesktopApplication.runInBackground:
            state.runInBackground = on
        case DesktopApplication.startAtLogin:
            state.startAtLogin = on
            let options = window.options
            if let failure = Autostart.set(on, command: options.autostartCommand, folder: options.autostartFolder,
                                           connection: g_application_get_dbus_connection(window.desktop.gApplication), translator: window.t) {
                window.toast(window.t.tr("Start at login: {reason}", ["reason": failure]))
            }
        default:
            return
        }
        save()
    }

    private func save() {
        if let path = window.options.statePath, !state.save(path) { window.toast(window.t.tr("The window's settings cannot be kept in {path}", ["path": path])) }
    }
}
