import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import ParleyQR
import SimpleXModel

/// An item's context menu (simplex-view-logic §4.1–4.3): the session's actions for the row, in
/// menu order, with its reactions above them, each carried out by the session; and the
/// session's prompt (an alert's buttons, a picker's entries, a link with its QR code) as a
/// popover where the menu was.
extension ParleyWindow {
    /// Opens the menu of `row` at (`x`, `y`) of the chat.
    func openMenu(_ row: MergedRow, x: Double, y: Double) {
        promptPoint = (x, y)
        let actions = session.menuActions(forRow: row.id).filter { $0 != .react }
        let reactions = session.reactions(forRow: row.id)
        MenuPopover.show(on: conversation.area, x: x, y: y, reactions: reactions, entries: actions.map(\.title)) { [unowned self] choice in
            switch choice {
            case let .reaction(emoji): self.handle(.react(emoji, add: true, row: row.id))
            case let .entry(index): self.handle(.menu(actions[index], row: row.id))
            }
            if self.session.prompt == nil { gtk_widget_grab_focus(self.compose.textView) }
        }
    }

    /// The session's prompt as a popover where the last menu was (else at the chat's foot):
    /// its title, message, link and QR code, then its choices; closing it without a choice
    /// dismisses it.
    func drawPrompt() {
        guard let prompt = session.prompt else { return }
        let point = promptPoint ?? conversation.foot
        promptPoint = nil
        let title = [prompt.title, prompt.link, prompt.message].compactMap(\.self).joined(separator: "\n")
        let picture = prompt.link.flatMap(QRCode.init).map(QRPicture.widget)
        MenuPopover.show(on: conversation.area, x: point.x, y: point.y, title: SafeText.sanitize(title, for: .body), picture: picture,
                         entries: prompt.choices.map(\.title)) { [unowned self] choice in
            guard case let .entry(index) = choice else { return }
            self.handle(.answer(index))
        } closed: { [unowned self] in
            if self.session.prompt == prompt { self.handle(.dismissPrompt) }
        }
    }
}
