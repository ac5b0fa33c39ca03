import ChatTimeline
import SimpleXModel

/// A direct chat's info as the session keeps it (issue 38 "Contact info"): read from the
/// contact the chat came with, clearing and deleting asked as the prompt and carried out
/// through the core, and kept up to date while the chat's contact changes.
extension ChatSession {
    /// Shows `contact`'s info.
    mutating func showContactInfo(_ contact: Contact) {
        open?.contact = ContactInfoSections(contact: contact, userSendsReceipts: user?.sendRcptsContacts ?? true)
        changed(.sheet)
    }

    mutating func contact(_ action: ContactAction) {
        guard let chat = open, case let .direct(contact) = chat.info else { return }
        switch action {
        case .clearChat:
            setPrompt(Prompt(GroupInfoAlert.clearChat.alert(t), translator: t) { button in
                button == .clear ? .run(.clearChat(chat.ref), .contactCleared) : nil
            })
        case .deleteContact:
            setPrompt(deletePrompt(contact.profile.displayName, chat.ref))
        case .close:
            open?.contact = nil
            changed(.sheet)
        }
    }

    /// The open direct chat was cleared: said, and read anew.
    mutating func contactCleared() {
        say(.groupChanged(.cleared))
        reloadList()
        reload(at: .newest)
    }
}
