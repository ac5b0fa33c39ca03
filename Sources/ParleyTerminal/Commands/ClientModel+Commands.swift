import ChatLayout
import ChatTimeline
import SimpleXModel

/// Command lines (issue 18 "Commands"): `/…` in the compose bar, `:` on the chat list. Each
/// goes through `ChatBackend` as the command the core has for it.
extension ClientModel {
    /// Runs `command`: what to ask of the core, or a dialog or sheet first.
    mutating func run(_ command: SlashCommand) -> [ClientRequest] {
        switch command {
        case .help:
            showHelp()
            return []
        case let .connect(link):
            guard let user = state.user else { return refuse("no active profile to connect from") }
            guard let link else { return [.run(.addContact(userId: user.userId), purpose: .linkMade)] }
            return [.run(.connectPlan(userId: user.userId, link: link), purpose: .connectPlan(link: link))]
        case .createAddress:
            guard let user = state.user else { return refuse("no active profile to make the address of") }
            return [.run(.createAddress(userId: user.userId), purpose: .linkMade)]
        case .showAddress:
            guard let user = state.user else { return refuse("no active profile") }
            return [.run(.showAddress(userId: user.userId), purpose: .linkMade)]
        case let .acceptContact(name):
            guard let request = contactRequest(named: name) else { return refuse("no contact request from \(name)") }
            return [.run(.acceptContact(contactRequestId: request.contactRequestId), purpose: .commandDone("Accepted @\(name): connecting"))]
        case let .rejectContact(name):
            guard let request = contactRequest(named: name) else { return refuse("no contact request from \(name)") }
            return [.run(.rejectContact(contactRequestId: request.contactRequestId), purpose: .commandDone("Rejected the request of \(name)"))]
        case let .newGroup(name):
            guard let user = state.user else { return refuse("no active profile to make the group in") }
            return [.run(.newGroup(userId: user.userId, profile: GroupProfile(displayName: name, fullName: "")), purpose: .commandDone("Group #\(name) made"))]
        case let .addMember(group, member, role):
            guard let groupChat = chat(named: group, prefix: "#"), case let .group(_, info) = groupChat.chatInfo else { return refuse("there is no group \(group.hasPrefix("#") ? "" : "#")\(group)") }
            guard let contactChat = chat(named: member, prefix: "@"), case let .direct(contact) = contactChat.chatInfo else { return refuse("there is no contact \(member.hasPrefix("@") ? "" : "@")\(member)") }
            return [.run(.addMember(groupId: info.groupId, contactId: contact.contactId, role: role),
                         purpose: .commandDone("Invited @\(contact.localDisplayName) to #\(info.localDisplayName) as \(role.rawValue)"))]
        case let .profile(displayName):
            guard let user = state.user else { return refuse("no active profile") }
            guard let displayName else {
                return refuse("Your profile: \(SafeText.sanitize(user.profile.profileText, for: .name)); /p NAME changes your display name")
            }
            var profile = user.profile.profile
            profile.displayName = displayName
            return [.run(.updateProfile(userId: user.userId, profile), purpose: .profileUpdated)]
        case let .sendFile(path):
            return sendFile(path, home: state.home, workingDirectory: state.workingDirectory)
        case let .deleteChat(name):
            guard let found = chat(named: name, prefix: nil), let ref = found.chatInfo.chatRef else { return refuse("there is no chat \(name)") }
            let shown = SafeText.sanitize(found.chatInfo.displayName, for: .name)
            state.overlay = .dialog(DialogOverlay(title: "Delete \(shown)?", message: "The chat and all its messages are deleted.",
                                                  buttons: [("Delete", .command(.deleteChat(ref, mode: .full(notify: true)), purpose: .chatDeleted(ref), destructive: true)),
                                                            ("Cancel", .cancel)], itemIds: []))
            return []
        }
    }

    /// A command line typed in full: run, or why not on the status line.
    mutating func runLine(_ line: String) -> [ClientRequest] {
        switch SlashCommand.parse(line) {
        case let .command(command): return run(command)
        case let .refused(why): return refuse(why)
        case .message: return refuse("a command starts with /; /help lists them")
        }
    }

    /// The answer to a command: what it did on the status line, the list read again, and a
    /// deleted chat closed.
    mutating func commandAnswered(_ purpose: ClientRequest.Purpose) -> [ClientRequest] {
        switch purpose {
        case let .commandDone(done):
            state.status = done
        case let .chatDeleted(ref):
            state.status = "Chat deleted"
            state.drafts[ref] = nil
            if state.chat?.ref == ref {
                state.chat = nil
                state.screen = .chatList
            }
        default:
            return []
        }
        return [.loadChats]
    }

    /// The chat called `name` (`@name` a contact, `#name` a group, else either): by display
    /// name, then by local name, then ignoring case; `@3` and `#12` are the contact and the
    /// group of that id (issue 36 D9).
    func chat(named name: String, prefix: Character?) -> AChat? {
        var name = name
        var kind = prefix
        if let first = name.first, first == "@" || first == "#" {
            kind = first
            name.removeFirst()
            if !name.isEmpty, name.allSatisfy({ ("0"..."9").contains($0) }), let id = Int64(name) {
                return state.chats.first { $0.chatInfo.chatRef == (first == "@" ? .direct(id) : .group(id)) }
            }
        }
        let candidates = state.chats.filter { chat in
            switch (kind, chat.chatInfo) {
            case ("@", .direct), ("#", .group), (nil, .direct), (nil, .group): true
            default: false
            }
        }
        let localName = { (info: ChatInfo) -> String? in
            switch info {
            case let .direct(contact): contact.localDisplayName
            case let .group(_, group): group.localDisplayName
            default: nil
            }
        }
        return candidates.first { $0.chatInfo.displayName == name } ?? candidates.first { localName($0.chatInfo) == name }
            ?? candidates.first { $0.chatInfo.displayName.lowercased() == name.lowercased() }
    }

    /// The answers that start a conversation (issue 19, "starting conversations"): a link made
    /// or shown is a dialog that shows it whole and copies it; a link's plan asks before it
    /// connects.
    mutating func conversationAnswered(_ purpose: ClientRequest.Purpose, _ response: ChatResponse) -> [ClientRequest] {
        switch (purpose, response) {
        case let (.linkMade, .invitation(link, _, _)):
            showLink(link, title: "Your one-time invitation link", note: "Give it to one person; it connects once.")
        case let (.linkMade, .userContactLinkCreated(link, _)):
            showLink(link, title: "Your SimpleX address", note: "Anyone with it can ask to connect; /sa shows it again.")
        case let (.linkMade, .userContactLink(contactLink, _)), let (.address, .userContactLink(contactLink, _)):
            showLink(contactLink.connLinkContact, title: "Your SimpleX address", note: "Anyone with it can ask to connect.")
        case let (.profileUpdated, .userProfileUpdated(_, profile, summary, user)):
            state.user = user
            let told = summary.updateSuccesses == 1 ? "1 contact" : "\(summary.updateSuccesses) contacts"
            state.status = "Your display name is now \(SafeText.sanitize(profile.displayName, for: .name)); \(told) told"
        case (.profileUpdated, .userProfileNoChange):
            state.status = "Your profile is already so"
        case let (.connectPlan(typed), .connectionPlan(planned, plan, _, _, user)):
            let link = planned ?? CreatedConnLink(connFullLink: typed)
            let shown = SafeText.sanitize(link.connShortLink ?? link.connFullLink, for: .name)
            state.overlay = .dialog(DialogOverlay(
                title: "Connect via \(plan.kindDescription)?", message: shown,
                buttons: [("Connect", .command(.connect(userId: user.userId, link: link), purpose: .commandDone("Connecting: the other side is asked"), destructive: false)),
                          ("Cancel", .cancel)], itemIds: []))
        default:
            return []
        }
        return []
    }

    /// The link dialog: the link whole, what it does, its QR code (dark on light, to scan)
    /// and a button that copies it.
    private mutating func showLink(_ link: CreatedConnLink, title: String, note: String) {
        let text = link.connShortLink ?? link.connFullLink
        let code = QRCode(text).map { code in
            code.halfBlockRows().map { StyledLine([StyledText($0, style: CellStyle(foreground: .black, background: .brightWhite))]) }
        }
        state.overlay = .dialog(DialogOverlay(title: title, message: SafeText.sanitize(text, for: .name) + "\n" + note,
                                              buttons: [("Copy", .copy(text)), ("Close", .cancel)], itemIds: [], picture: code ?? []))
    }

    /// The contact request of `name` on the list: by display name, then local name, then
    /// ignoring case.
    func contactRequest(named name: String) -> UserContactRequest? {
        let requests = state.chats.compactMap { chat -> UserContactRequest? in
            if case let .contactRequest(request) = chat.chatInfo { request } else { nil }
        }
        return requests.first { $0.profile.displayName == name } ?? requests.first { $0.localDisplayName == name }
            ?? requests.first { $0.profile.displayName.lowercased() == name.lowercased() }
    }

    private mutating func refuse(_ why: String) -> [ClientRequest] {
        state.status = why
        return []
    }
}

extension ConnectionPlan {
    /// What the link is, for the question before connecting.
    var kindDescription: String {
        switch self {
        case .invitationLink: "a one-time invitation link"
        case .contactAddress: "a SimpleX address"
        case .groupLink: "a group link"
        case .error, .unrecognized: "this link"
        }
    }
}
