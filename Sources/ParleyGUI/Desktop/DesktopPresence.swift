import CGTK4
import ChatLayout
import ChatSession

/// The window's presence on the desktop beyond itself (issue 33): notifications of messages
/// where the user is not looking, the unread count on the launcher, and the two switches the
/// window remembers (`DesktopState`): running in the background when closed, and starting at
/// login. Lives on the GTK thread, with its window.
@MainActor
final class DesktopPresence {
    private unowned let window: ParleyWindow
    let notifier: Notifier
    private let launcher: LauncherEntry
    /// The remembered switches.
    private(set) var state: DesktopState
    /// The system's dark preference, followed when no theme was asked for.
    private var systemTheme: SystemTheme?

    init(window: ParleyWindow) {
        self.window = window
        let desktop = window.desktop
        notifier = Notifier(desktop: desktop, preview: window.options.notificationPreview, translator: window.t)
        launcher = LauncherEntry(connection: g_application_get_dbus_connection(desktop.gApplication))
        state = DesktopState.load(window.options.statePath)
        desktop.setSwitch(DesktopApplication.runInBackground, state.runInBackground)
        desktop.setSwitch(DesktopApplication.startAtLogin, state.startAtLogin)
        desktop.onSwitch = { [unowned self] name, on in self.switched(name, on) }
        followTheme()
    }

    /// The chat's theme and the window's follow the system's dark preference when no theme was
    /// asked for; else the window's is dark with a dark theme.
    private func followTheme() {
        guard window.options.followsSystemTheme else { return matchChatTheme() }
        let theme = SystemTheme(connection: g_application_get_dbus_connection(window.desktop.gApplication)) { [unowned self] dark in self.useTheme(dark: dark) }
        systemTheme = theme
        useTheme(dark: theme.prefersDark)
    }

    /// Every widget of the window light or dark as the chat's theme is (issue 38 "One theme for
    /// the whole window": `--theme`, Ctrl-Shift-T); `simplex` and `black` keep their chat colours
    /// on a dark window.
    func matchChatTheme() {
        SystemTheme.gtkPrefersDark = !ThemePalette(window.conversation.style.theme).isLight
    }

    private func useTheme(dark: Bool) {
        SystemTheme.gtkPrefersDark = dark
        let theme: ThemeName = dark ? .dark : .light
        if window.conversation.style.theme != theme { window.conversation.style.theme = theme }
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
                window.show(window.t.tr("Start at login: {reason}", ["reason": failure]))
            }
        default:
            return
        }
        if let path = window.options.statePath, !state.save(path) { window.show(window.t.tr("The window's settings cannot be kept in {path}", ["path": path])) }
    }
}
