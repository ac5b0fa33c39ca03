import CGTK4
import ChatSession
import Foundation

/// The effects only the window carries out: the title's count, the keys (the shortcuts
/// window), quitting; a message where the user is not looking notifies, and the unread count
/// elsewhere goes to the title and the launcher. The chat's (the clipboard, the editor) are its
/// widget's.
extension ParleyWindow {
    func perform(_ effect: SessionEffect) {
        switch effect {
        case .copy, .editDraft:
            chat.perform(effect)
        case let .attention(attention):
            presence.attention(attention)
            updateTitle()
        case let .unreadCount(count):
            presence.unreadElsewhere(count)
            updateTitle()
        case .showHelp:
            DesktopApplication.showShortcuts(of: window)
        case .quit:
            close()
        case .request, .cancel, .saveFile, .loadDrafts, .storeDrafts:
            break
        }
    }
}
