import CGTK4
import ChatSession

/// The window shown and hidden on the desktop (issue 33 "Keep running"): shown at start (not
/// with `--background`) and whenever the application is activated; hidden, not closed, while
/// Parley runs in the background. The session is told the chat is not seen while it is hidden,
/// so that its messages notify.
extension ParleyWindow {
    /// Shows the window and raises it, the keyboard in the compose field.
    func present() {
        gtk_widget_set_visible(window, 1)
        gtk_window_present(window.cast())
        if gtk_widget_has_focus(conversation.area) == 0 { gtk_widget_grab_focus(compose.textView) }
        conversation.shownChanged()
    }

    /// Hides the window; Parley runs on.
    func hide() {
        gtk_widget_set_visible(window, 0)
        conversation.shownChanged()
    }

    /// The open chat is on screen in the active window: its notification goes.
    func chatSeen() {
        guard gtk_window_is_active(window.cast()) != 0, let ref = session.open?.ref else { return }
        presence.shown(ref.text)
    }

    /// Wires the application's actions and activation to the window.
    func connectDesktop() {
        desktop.onAction = { [unowned self] action in self.perform(action) }
        desktop.onOpenChat = { [unowned self] text in self.openChat(named: text) }
        desktop.onActivate = { [unowned self] in self.present() }
        desktop.onAbout = { [unowned self] in AboutParley.show(for: self) }
    }
}
