import ChatTimeline
import SimpleXModel

/// A direct chat's info as the session keeps it (issue 38 "Contact info"): the sheet, read
/// from the contact the chat came with; clearing and deleting asked as the prompt and carried
/// out through the core.
extension ChatSession {
    /// Shows `contact`'s info as the sheet.
    mutating func showContactInfo(_ contact: Contact) {
        setSheet(.contactInfo(ContactInfoSections(contact: contact, userSendsReceipts: user?.sendRcptsContacts ?? true)))
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
        }
    }

    /// The open direct chat was cleared: said, and read anew.
    mutating func contactCleared() {
        say(.groupChanged(.cleared))
        reloadList()
        reload(at: .newest)
    }
}
