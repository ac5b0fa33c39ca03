import CGTK4
import ChatSession
import Foundation

/// The effects only the window carries out: the clipboard, the title's count, the keys (the
/// shortcuts window), quitting; a message where the user is not looking notifies, and the
/// unread count elsewhere goes to the title and the launcher.
extension ParleyWindow {
    func perform(_ effect: SessionEffect) {
        switch effect {
        case let .copy(id, text):
            gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
            handle(.done(id, .copied))
        case let .attention(attention):
            presence.attention(attention)
            updateTitle()
        case let .unreadCount(count):
            presence.unreadElsewhere(count)
            updateTitle()
        case .editDraft:
            handle(.editorClosed(.failed(t.tr("the window writes in its own field"))))
        case .showHelp:
            DesktopApplication.showShortcuts(of: window)
        case .quit:
            close()
        case .request, .cancel, .saveFile, .loadDrafts, .storeDrafts:
            break
        }
    }
}
