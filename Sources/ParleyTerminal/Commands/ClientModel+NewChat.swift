import SimpleXModel

/// What New chat (`n` on the chat list, issue 18 "New chat") offers: paste a link, make a
/// one-time invitation link, show the address (made first when there is none), make a group.
package enum NewChatChoice: Hashable, Sendable, CaseIterable {
    case pasteLink
    case invitationLink
    case address
    case group

    var title: String {
        switch self {
        case .pasteLink: "Connect with a link someone gave you"
        case .invitationLink: "Make a one-time invitation link"
        case .address: "Your SimpleX address"
        case .group: "Make a group"
        }
    }
}

extension ClientModel {
    /// Opens New chat over the chat list.
    mutating func showNewChat() {
        state.overlay = .menu(MenuOverlay(title: "New chat", entries: NewChatChoice.allCases.map { .newChat($0) }, rowId: 0))
    }

    /// Carries out `choice`: a link made or shown comes back as the link dialog with its QR
    /// code; a link to paste or a group's name is typed on the list's command line.
    mutating func choose(_ choice: NewChatChoice) -> [ClientRequest] {
        switch choice {
        case .pasteLink:
            state.list.command = "c "
            state.status = "Paste the link and press Enter"
        case .invitationLink:
            return run(.connect(link: nil))
        case .address:
            guard let user = state.user else { return run(.showAddress) }
            return [.run(.showAddress(userId: user.userId), purpose: .address)]
        case .group:
            state.list.command = "g "
            state.status = "Type the group's name and press Enter"
        }
        return []
    }

    /// New chat's address could not be shown: the profile has none yet, so it is made.
    mutating func addressMissing() -> [ClientRequest] {
        run(.createAddress)
    }
}
