import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// An item's context menu (simplex-view-logic §4.1–4.3): the session's actions for the row, in
/// menu order, with its reactions above them, each carried out by the session; and the
/// session's prompt (an alert's buttons, a picker's entries, a link with its QR code) as a
/// popover where the menu was.
extension ParleyWindow {
    /// Opens the menu of `row` at (`x`, `y`) of the chat.
    func openMenu(_ row: MergedRow, x: Double, y: Double) {
        promptPoint = (x, y)
        MenuPopover.showItemMenu(on: conversation.area, x: x, y: y, row: row.id, actions: session.menuActions(forRow: row.id).filter { $0 != .react },
                                 reactions: session.reactions(forRow: row.id), translator: t) { [unowned self] input in
            self.handle(input)
        } chosen: { [unowned self] in
            if self.session.prompt == nil { gtk_widget_grab_focus(self.compose.textView) }
        }
    }

    /// The session's prompt as a popover where the last menu was (else at the chat's foot).
    func drawPrompt() {
        guard let prompt = session.prompt else { return }
        let point = promptPoint ?? conversation.foot
        promptPoint = nil
        MenuPopover.showPrompt(prompt, on: conversation.area, at: point) { [unowned self] input in
            self.handle(input)
        } isShown: { [unowned self] prompt in
            self.session.prompt == prompt
        }
    }
}
