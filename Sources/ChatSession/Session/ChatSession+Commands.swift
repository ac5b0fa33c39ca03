import ChatTimeline
import Localization
import SimpleXModel

/// Command lines (issue 18 "Commands", as the simplex-chat CLI spells them), typed in the compose
/// bar of either face or on the terminal's list: each goes to the core as the command it has for
/// it, asking first where the apps do (deleting a chat, connecting by a link); and New chat.
extension ChatSession {
    /// A command line typed in full: run, or why not.
    mutating func runLine(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        switch SlashCommand.parse(trimmed.hasPrefix("/") ? trimmed : "/" + trimmed, translator: t) {
        case let .command(command): run(command)
        case let .refused(why): say(.refused(why))
        case .message: say(.refused(t.tr("a command starts with /; /help lists them")))
        }
    }

    /// Runs `command`: what to ask of the core, or a prompt first.
    mutating func run(_ command: SlashCommand) {
        switch command {
        case .help:
            emit(.showHelp)
        case let .connect(link):
            guard let user else { return say(.refused(t.tr("no active profile to connect from"))) }
            guard let link else {
                ask(.run(.addContact(userId: user.userId)), for: .linkMade)
                return
            }
            ask(.run(.connectPlan(userId: user.userId, link: link)), for: .connectPlan(link: link))
        case .createAddress:
            guard let user else { return say(.refused(t.tr("no active profile to make the address of"))) }
            ask(.run(.createAddress(userId: user.userId)), for: .linkMade)
        case .showAddress:
            guard let user else { return say(.refused(t.tr("no active profile"))) }
            ask(.run(.showAddress(userId: user.userId)), for: .linkMade)
        case let .acceptContact(name):
            guard let request = contactRequest(named: name) else { return say(.refused(t.tr("no contact request from {name}", ["name": name]))) }
            ask(.run(.acceptContact(contactRequestId: request.contactRequestId)), for: .commandDone(.accepted(name: name)))
        case let .rejectContact(name):
            guard let request = contactRequest(named: name) else { return say(.refused(t.tr("no contact request from {name}", ["name": name]))) }
            ask(.run(.rejectContact(contactRequestId: request.contactRequestId)), for: .commandDone(.rejected(name: name)))
        case let .newGroup(name):
            guard let user else { return say(.refused(t.tr("no active profile to make the group in"))) }
            ask(.run(.newGroup(userId: user.userId, profile: GroupProfile(displayName: name, fullName: ""))), for: .commandDone(.groupMade(name: name)))
        case let .addMember(group, member, role):
            guard let groupChat = chat(named: group, prefix: "#"), case let .group(_, info) = groupChat.chatInfo else {
                return say(.refused(t.tr("there is no group {group}", ["group": (group.hasPrefix("#") ? "" : "#") + Notice.quoted(group)])))
            }
            guard let contactChat = chat(named: member, prefix: "@"), case let .direct(contact) = contactChat.chatInfo else {
                return say(.refused(t.tr("there is no contact {contact}", ["contact": (member.hasPrefix("@") ? "" : "@") + Notice.quoted(member)])))
            }
            ask(.run(.addMember(groupId: info.groupId, contactId: contact.contactId, role: role)),
                for: .commandDone(.invited(member: contact.localDisplayName, group: info.localDisplayName, role: role)))
        case let .profile(displayName):
            guard let user else { return say(.refused(t.tr("no active profile"))) }
            guard let displayName else { return say(.profile(user.profile.profileText)) }
            var profile = user.profile.profile
            profile.displayName = displayName
            ask(.run(.updateProfile(userId: user.userId, profile)), for: .profileUpdated)
        case let .sendFile(path):
            sendFile(path)
        case let .deleteChat(name):
            guard let found = chat(named: name, prefix: nil), let ref = found.chatInfo.chatRef else { return say(.refused(t.tr("there is no chat {name}", ["name": name]))) }
            setPrompt(deletePrompt(found.chatInfo.displayName, ref))
        }
    }

    /// Deleting chat `ref`, named `name`, asked first: the chat and its messages go, the
    /// contact told.
    func deletePrompt(_ name: String, _ ref: ChatRef) -> Prompt {
        Prompt(.alert, title: t.tr("Delete {chat}?", ["chat": name]), message: t.tr("The chat and all its messages are deleted."),
               choices: [Prompt.Choice(Alert.Button.delete.title(t), .destructive, .run(.deleteChat(ref, mode: .full(notify: true)), .chatDeleted(ref))), .cancel(t)])
    }

    /// The answers that start a conversation or change the profile: a link made or shown is a
    /// prompt that shows it whole and copies it; a link's plan asks before it connects.
    mutating func commandAnswered(_ purpose: Purpose, _ response: ChatResponse) {
        switch (purpose, response) {
        case let (.commandDone(done), _):
            say(done)
            reloadList()
        case let (.chatDeleted(ref), _):
            say(.chatDeleted)
            drafts[ref] = nil
            if open?.ref == ref { leaveWithoutDraft() }
            reloadList()
        case let (.linkMade, .invitation(link, _, _)):
            showLink(link, title: t.tr("Your one-time invitation link"), note: t.tr("Give it to one person; it connects once."))
        case let (.linkMade, .userContactLinkCreated(link, _)):
            showLink(link, title: t.tr("Your SimpleX address"), note: t.tr("Anyone with it can ask to connect; /sa shows it again."))
        case let (.linkMade, .userContactLink(contactLink, _)), let (.address, .userContactLink(contactLink, _)):
            showLink(contactLink.connLinkContact, title: t.tr("Your SimpleX address"), note: t.tr("Anyone with it can ask to connect."))
        case let (.profileUpdated, .userProfileUpdated(_, profile, summary, user)):
            self.user = user
            changed(.user)
            say(.displayNameChanged(name: profile.displayName, contacts: summary.updateSuccesses))
        case (.profileUpdated, .userProfileNoChange):
            say(.profileUnchanged)
        case let (.connectPlan(typed), .connectionPlan(planned, plan, _, _, user)):
            let link = planned ?? CreatedConnLink(connFullLink: typed)
            setPrompt(Prompt(.alert, title: plan.question(t), message: plan.knownNote(t), link: link.connShortLink ?? link.connFullLink,
                             choices: [Prompt.Choice(t.tr("Connect", context: "alert button"), .plain, .run(.connect(userId: user.userId, link: link), .commandDone(.connecting))), .cancel(t)]))
        default:
            break
        }
    }

    /// The link prompt: the link whole (a face shows its QR code), what it does, Copy and Close.
    mutating func showLink(_ link: CreatedConnLink, title: String, note: String) {
        let text = link.connShortLink ?? link.connFullLink
        setPrompt(Prompt(.alert, title: title, message: note, link: text,
                         choices: [Prompt.Choice(t.tr("Copy", context: "alert button"), .plain, .copy(text)), Prompt.Choice(t.tr("Close", context: "alert button"), .cancel, .cancel)]))
    }

    /// New chat's choices that need no typing: a one-time invitation link, the address (made
    /// first when there is none). Pasting a link and naming a group are typed by the face as
    /// `/c LINK` and `/g NAME`.
    mutating func newChat(_ choice: NewChatChoice) {
        switch choice {
        case .invitationLink:
            run(.connect(link: nil))
        case .address:
            guard let user else { return run(.showAddress) }
            ask(.run(.showAddress(userId: user.userId)), for: .address)
        case .pasteLink, .group:
            break
        }
    }

    /// A contact request chosen on the list (D8, as the apps show them): accept or reject.
    mutating func askAboutRequest(_ contactRequestId: Int64) {
        let request = chats.lazy.compactMap { chat -> UserContactRequest? in
            if case let .contactRequest(request) = chat.chatInfo, request.contactRequestId == contactRequestId { request } else { nil }
        }.first
        guard let request else { return }
        let name = request.profile.displayName
        setPrompt(Prompt(.alert, title: t.tr("Accept contact request from {name}?", ["name": name]), message: t.tr("{name} will be able to message you.", ["name": name]),
                         choices: [Prompt.Choice(t.tr("Accept", context: "alert button"), .plain, .run(.acceptContact(contactRequestId: contactRequestId), .commandDone(.accepted(name: name)))),
                                   Prompt.Choice(t.tr("Reject", context: "alert button"), .destructive, .run(.rejectContact(contactRequestId: contactRequestId), .commandDone(.rejected(name: name)))),
                                   .cancel(t)]))
    }

    /// The chat called `name` (`@name` a contact, `#name` a group, else either): by display
    /// name, then by local name, then ignoring case; `@3` and `#12` are the contact and the
    /// group of that id (issue 36 D9).
    public func chat(named name: String, prefix: Character?) -> AChat? {
        var name = name
        var kind = prefix
        if let first = name.first, first == "@" || first == "#" {
            kind = first
            name.removeFirst()
            if !name.isEmpty, name.allSatisfy({ ("0"..."9").contains($0) }), let id = Int64(name) {
                return chats.first { $0.chatInfo.chatRef == (first == "@" ? .direct(id) : .group(id)) }
            }
        }
        let candidates = chats.filter { chat in
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

    /// The contact request of `name` on the list: by display name, then local name, then
    /// ignoring case.
    func contactRequest(named name: String) -> UserContactRequest? {
        let requests = chats.compactMap { chat -> UserContactRequest? in
            if case let .contactRequest(request) = chat.chatInfo { request } else { nil }
        }
        return requests.first { $0.profile.displayName == name } ?? requests.first { $0.localDisplayName == name }
            ?? requests.first { $0.profile.displayName.lowercased() == name.lowercased() }
    }
}

extension ConnectionPlan {
    /// The question before connecting by the link, naming what it is, in `t`'s language.
    func question(_ t: Translator) -> String {
        switch self {
        case .invitationLink: t.tr("Connect via a one-time invitation link?")
        case .contactAddress: t.tr("Connect via a SimpleX address?")
        case .groupLink: t.tr("Connect via a group link?")
        case .error, .unrecognized: t.tr("Connect via this link?")
        }
    }

    /// What the plan knows of the link before connecting (D8): the user's own link, or a
    /// contact or group already connected by it; nil when it is new.
    func knownNote(_ t: Translator) -> String? {
        switch self {
        case let .invitationLink(plan): plan.knownNote(t)
        case let .contactAddress(plan): plan.knownNote(t)
        case let .groupLink(plan): plan.knownNote(t)
        case .error, .unrecognized: nil
        }
    }
}

extension InvitationLinkPlan {
    /// What is known of a one-time link before connecting by it.
    func knownNote(_ t: Translator) -> String? {
        switch self {
        case .ownLink: t.tr("This is your own one-time link.")
        case .connecting(nil): t.tr("You are already connecting by this link.")
        case let .connecting(contact?): t.tr("You are already connecting to {name} by this link.", ["name": contact.profile.displayName])
        case let .known(contact): t.tr("You are already connected to {name} by this link.", ["name": contact.profile.displayName])
        case .ok, .unrecognized: nil
        }
    }
}

extension ContactAddressPlan {
    /// What is known of an address before connecting by it.
    func knownNote(_ t: Translator) -> String? {
        switch self {
        case .ownLink: t.tr("This is your own SimpleX address.")
        case .connectingConfirmReconnect: t.tr("You are already connecting by this address: connect again?")
        case let .connectingProhibit(contact): t.tr("You are already connecting to {name}.", ["name": contact.profile.displayName])
        case let .known(contact), let .contactViaAddress(contact): t.tr("You are already connected to {name}.", ["name": contact.profile.displayName])
        case .ok, .unrecognized: nil
        }
    }
}

extension GroupLinkPlan {
    /// What is known of a group link before joining by it.
    func knownNote(_ t: Translator) -> String? {
        switch self {
        case let .ownLink(group): t.tr("This is your own link of {group}.", ["group": group.groupProfile.displayName])
        case .connectingConfirmReconnect: t.tr("You are already joining by this link: join again?")
        case .connectingProhibit(nil): t.tr("You are already joining.")
        case let .connectingProhibit(group?): t.tr("You are already joining {group}.", ["group": group.groupProfile.displayName])
        case let .known(group, _, _, _): t.tr("You are already a member of {group}.", ["group": group.groupProfile.displayName])
        case .noRelays: t.tr("The channel has no relays to join through.")
        case .updateRequired: t.tr("Joining needs a newer version of the app.")
        case .ok, .unrecognized: nil
        }
    }
}
