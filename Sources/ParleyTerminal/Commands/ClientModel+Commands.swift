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
        case let .newGroup(name):
            guard let user = state.user else { return refuse("no active profile to make the group in") }
            return [.run(.newGroup(userId: user.userId, profile: GroupProfile(displayName: name, fullName: "")), purpose: .commandDone("Group #\(name) made"))]
        case let .addMember(group, member, role):
            guard let groupChat = chat(named: group, prefix: "#"), case let .group(_, info) = groupChat.chatInfo else { return refuse("there is no group #\(group)") }
            guard let contactChat = chat(named: member, prefix: "@"), case let .direct(contact) = contactChat.chatInfo else { return refuse("there is no contact @\(member)") }
            return [.run(.addMember(groupId: info.groupId, contactId: contact.contactId, role: role),
                         purpose: .commandDone("Invited @\(member) to #\(group) as \(role.rawValue)"))]
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
    /// name, then by local name, then ignoring case.
    func chat(named name: String, prefix: Character?) -> AChat? {
        var name = name
        var kind = prefix
        if let first = name.first, first == "@" || first == "#" {
            kind = first
            name.removeFirst()
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

    private mutating func refuse(_ why: String) -> [ClientRequest] {
        state.status = why
        return []
    }
}
