import CGTK4
import ChatLayout
import ChatSession
import Localization

/// What the widget redraws when the session changed — the chat's rows, the compose field, the
/// prompt and the status line — and the effects only the chat's face carries out. The window
/// draws the rest of its own (the list, the header, group info) and hands these to its chat pane.
extension ChatWidget {
    func draw(_ changes: SessionChanges) {
        if changes.contains([.chat, .rows, .info, .user]) || changes.hint != nil {
            let layout = session.open.map(session.layout(of:)) ?? .classic
            conversation.show(session.open, layout: layout, user: session.user, rowsChanged: changes.contains([.rows, .chat, .user]), hint: changes.hint)
        }
        if changes.contains(.chat) { gtk_widget_grab_focus(compose.textView) }
        if changes.contains([.chat, .compose]) {
            compose.banner = session.open?.compose.context.banner(t)
            compose.isLive = session.open?.isLive == true
            if let text = changes.composeText { compose.set(text) }
        }
        if changes.contains(.prompt) { drawPrompt() }
        if changes.contains(.notice) { say(session.notice?.message(t)) }
    }

    /// The language of the chat's words: the session's (issue 34).
    var t: Translator { session.configuration.translator }

    func perform(_ effect: SessionEffect) {
        switch effect {
        case let .copy(id, text):
            gdk_clipboard_set_text(gtk_widget_get_clipboard(conversation.area), text)
            handle(.done(id, .copied))
        case .editDraft:
            handle(.editorClosed(.failed(t.tr("the window writes in its own field"))))
        case .attention, .unreadCount, .showHelp, .quit, .request, .cancel, .saveFile, .loadDrafts, .storeDrafts:
            break
        }
    }
}
