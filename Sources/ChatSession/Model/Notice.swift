import ChatBackend
import ChatTimeline
import SimpleXModel

/// What just happened, or why something was refused, as a value: a face shows its `message`
/// on its status line (the terminal) or as a toast (the window). Names are as the core has
/// them; `message` writes them as names are shown (`SafeText`'s rule is the face's: it makes
/// the whole message safe where it draws it).
public enum Notice: Hashable, Sendable {
    /// A request failed: the backend's error.
    case failed(ChatBackendError)
    /// A command line could not be run: why.
    case refused(String)
    /// `name` asks to connect (a contact request).
    case contactRequest(name: String)
    /// Connected to the contact `name`.
    case connected(name: String)
    /// The active profile is now `name`.
    case profileSwitched(name: String)
    /// An item is being loaded to go to it.
    case loading(LoadingTarget)
    /// No unread mention of the user in that direction (`older`; nil: none at all).
    case noMention(older: Bool?)
    /// Group info was asked for a chat that is not a group.
    case notAGroup
    /// Forwarding `count` messages: the chat to forward to is picked next.
    case pickForwardTarget(count: Int)
    /// The forward was cancelled.
    case forwardCancelled
    /// The open chat is drawn in `layout` now.
    case layout(ChatLayoutMode)
    /// A live message needs text, and no reply or edit.
    case liveNeedsText
    /// No chat has unread messages.
    case noUnreadChats
    /// The menu's action is not possible for this item.
    case notPossible(MenuAction)
    /// The message has no text to copy.
    case nothingToCopy
    /// The file is not on this device.
    case fileNotOnDevice
    /// The file `name` is being downloaded.
    case downloading(name: String)
    /// The file `name` could not be received.
    case receiveFailed(name: String)
    /// A download or an upload was stopped.
    case fileStopped
    /// The sender cancelled the file.
    case senderCancelledFile
    /// A file is sent in an open chat only.
    case fileNeedsOpenChat
    /// Attachments are off while editing, forwarding, reporting or sending.
    case attachmentsOff
    /// The file was saved at `path`.
    case saved(path: String)
    /// The text is on the clipboard.
    case copied
    /// A local effect failed: why.
    case localFailed(String)
    /// The editor's text is in the compose bar.
    case fromEditor
    /// The editor did not give a draft back: why.
    case editorFailed(String)
    /// The editor is for drafts, not live messages.
    case editorDuringLive
    /// At most three mentions fit a message.
    case tooManyMentions
    /// A group's change was carried out.
    case groupChanged(GroupChange)
    /// A contact request was accepted.
    case accepted(name: String)
    /// A contact request was rejected.
    case rejected(name: String)
    /// A group was made.
    case groupMade(name: String)
    /// A contact was invited to a group.
    case invited(member: String, group: String, role: GroupMemberRole)
    /// A connection is being made: the other side is asked.
    case connecting
    /// The chat was deleted.
    case chatDeleted
    /// The user's display name is now `name`, told to `contacts` contacts.
    case displayNameChanged(name: String, contacts: Int)
    /// The profile is already as asked.
    case profileUnchanged
    /// The user's profile, as the core has it, and how to change it.
    case profile(String)
    /// Something the backends or this client cannot do yet: its name.
    case notYet(String)
    /// The chat is at its first item already, or the core cannot go there.
    case startUnreachable
    /// The search ended.
    case searchCleared

    /// What is being loaded before going to it.
    public enum LoadingTarget: Hashable, Sendable {
        /// The quoted item.
        case quote
        /// A mention of the user.
        case mention
        /// A search match.
        case match
        /// The chat's first item.
        case start
    }

    /// A change made from a group's views.
    public enum GroupChange: Hashable, Sendable {
        /// The group's notifications were turned off.
        case muted
        /// The group's notifications were turned on.
        case unmuted
        /// The named member was blocked for the user.
        case blocked(String)
        /// The named member was unblocked for the user.
        case unblocked(String)
        /// The named member was blocked for every member.
        case blockedForAll(String)
        /// The named member was unblocked for every member.
        case unblockedForAll(String)
        /// The named member was removed.
        case removed(String)
        /// The named member was removed with their messages.
        case removedWithMessages(String)
        /// The named member has a new role.
        case role(String, GroupMemberRole)
        /// The user left the group.
        case left
        /// The group's items were cleared.
        case cleared
        /// The group was deleted.
        case deleted
    }

    /// The notice in a sentence, for people.
    public var message: String {
        switch self {
        case let .failed(error): error.message
        case let .refused(why): why
        case let .contactRequest(name): "\(name) asks to connect: /ac \(Self.quoted(name)) accepts, /rc \(Self.quoted(name)) rejects"
        case let .connected(name): "Connected to @\(name)"
        case let .profileSwitched(name): "Profile: \(name)"
        case .loading(.quote): "Loading the quoted message…"
        case .loading(.mention): "Loading the mention…"
        case .loading(.match): "Loading the match…"
        case .loading(.start): "Loading the start of the chat…"
        case .noMention(nil): "No unread mentions of you"
        case .noMention(true): "No older unread mention"
        case .noMention(false): "No newer unread mention"
        case .notAGroup: "Group info is for groups and channels"
        case let .pickForwardTarget(count): count == 1 ? "Forward: pick a chat (Esc cancels)" : "Forward \(count) messages: pick a chat (Esc cancels)"
        case .forwardCancelled: "Forward cancelled"
        case let .layout(layout): "Layout: \(layout.rawValue)"
        case .liveNeedsText: "A live message starts from some text, without a reply or an edit"
        case .noUnreadChats: "No unread chats"
        case let .notPossible(action): "\(action.title) is not possible for this item"
        case .nothingToCopy: "The message has no text to copy: Save keeps its file"
        case .fileNotOnDevice: "The file is not on this device"
        case let .downloading(name): "Downloading \(name)…"
        case let .receiveFailed(name): "\(name) could not be received"
        case .fileStopped: "File stopped"
        case .senderCancelledFile: "The sender cancelled the file"
        case .fileNeedsOpenChat: "/f sends a file in the open chat"
        case .attachmentsOff: "A file cannot be attached while editing, forwarding, reporting or sending"
        case let .saved(path): "Saved to \(path)"
        case .copied: "Copied"
        case let .localFailed(why): why
        case .fromEditor: "From the editor: Enter sends, Ctrl-X edits again"
        case let .editorFailed(why): "The draft is unchanged: \(why)"
        case .editorDuringLive: "The editor is for a draft: end the live message first (Enter)"
        case .tooManyMentions: "At most three mentions in a message"
        case let .groupChanged(change): change.message
        case let .accepted(name): "Accepted @\(name): connecting"
        case let .rejected(name): "Rejected the request of \(name)"
        case let .groupMade(name): "Group #\(Self.quoted(name)) made"
        case let .invited(member, group, role): "Invited @\(Self.quoted(member)) to #\(Self.quoted(group)) as \(role.rawValue)"
        case .connecting: "Connecting: the other side is asked"
        case .chatDeleted: "Chat deleted"
        case let .displayNameChanged(name, contacts): "Your display name is now \(name); \(contacts == 1 ? "1 contact" : "\(contacts) contacts") told"
        case .profileUnchanged: "Your profile is already so"
        case let .profile(text): "Your profile: \(text); /p NAME changes your display name"
        case let .notYet(what): "\(what): not there yet"
        case .startUnreachable: "This core cannot open a chat at its start: scroll up to read back"
        case .searchCleared: "Search cleared"
        }
    }

    /// A name as commands take it: in single quotes when it has a space (`'Book Club'`).
    static func quoted(_ name: String) -> String {
        name.contains(where: \.isWhitespace) ? "'\(name)'" : name
    }
}

extension Notice.GroupChange {
    /// The change in a sentence.
    public var message: String {
        switch self {
        case .muted: "Muted"
        case .unmuted: "Unmuted"
        case let .blocked(name): "Blocked \(name)"
        case let .unblocked(name): "Unblocked \(name)"
        case let .blockedForAll(name): "Blocked \(name) for all"
        case let .unblockedForAll(name): "Unblocked \(name) for all"
        case let .removed(name): "Removed \(name)"
        case let .removedWithMessages(name): "Removed \(name) and their messages"
        case let .role(name, role): "\(name) is now \(role.rawValue)"
        case .left: "You left the group"
        case .cleared: "Chat cleared"
        case .deleted: "Group deleted"
        }
    }
}
