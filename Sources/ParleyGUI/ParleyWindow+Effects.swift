import CGTK4
import ChatSession
import Foundation

/// The effects only the window carries out: the clipboard, the title's count, the keys, quitting;
/// a message elsewhere makes the window ask for attention.
extension ParleyWindow {
    func perform(_ effect: SessionEffect) {
        switch effect {
        case let .copy(id, text):
            gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
            handle(.done(id, .copied))
        case .attention:
            updateTitle()
        case .unreadCount:
            updateTitle()
        case .editDraft:
            handle(.editorClosed(.failed("the window writes in its own field")))
        case .showHelp:
            show(Self.keys)
        case .quit:
            close()
        case .request, .cancel, .saveFile, .loadDrafts, .storeDrafts:
            break
        }
    }

    /// The window's keys, for `/help`.
    static let keys = "Enter sends · Shift-Enter new line · ↑ edits your last message · Ctrl-F search · Ctrl-N new chat · Ctrl-I info · "
        + "Alt-A next unread · Alt-M mention · End newest · Ctrl-Home start · Ctrl-T layout · Ctrl-Q quit"
}
