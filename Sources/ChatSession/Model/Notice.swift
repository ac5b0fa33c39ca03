import ChatBackend
import ChatTimeline
import Localization
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
    /// Profile `name` is hidden: only its password shows it in the profiles.
    case profileHidden(name: String)
    /// Hidden profile `name` is shown in the profiles again.
    case profileShown(name: String)
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

    /// The notice in a sentence, for people, in English.
    public var message: String { message(.english) }

    /// The notice in a sentence, for people, in `t`'s language (the names as given).
    public func message(_ t: Translator) -> String {
        switch self {
        case let .failed(error): error.message
        case let .refused(why): why
        case let .contactRequest(name): t.tr("{name} asks to connect: /ac {quoted} accepts, /rc {quoted} rejects", ["name": name, "quoted": Self.quoted(name)])
        case let .connected(name): t.tr("Connected to @{name}", ["name": name])
        case let .profileSwitched(name): t.tr("Profile: {name}", ["name": name])
        case .loading(.quote): t.tr("Loading the quoted message…")
        case .loading(.mention): t.tr("Loading the mention…")
        case .loading(.match): t.tr("Loading the match…")
        case .loading(.start): t.tr("Loading the start of the chat…")
        case .noMention(nil): t.tr("No unread mentions of you")
        case .noMention(true): t.tr("No older unread mention")
        case .noMention(false): t.tr("No newer unread mention")
        case .notAGroup: t.tr("Group info is for groups and channels")
        case let .pickForwardTarget(count): t.trPlural("Forward: pick a chat (Esc cancels)", "Forward {count} messages: pick a chat (Esc cancels)", count)
        case .forwardCancelled: t.tr("Forward cancelled")
        case let .layout(layout): t.tr("Layout: {layout}", ["layout": layout.rawValue])
        case .liveNeedsText: t.tr("A live message starts from some text, without a reply or an edit")
        case .noUnreadChats: t.tr("No unread chats")
        case let .notPossible(action): t.tr("{action} is not possible for this item", ["action": action.title(t)])
        case .nothingToCopy: t.tr("The message has no text to copy: Save keeps its file")
        case .fileNotOnDevice: t.tr("The file is not on this device")
        case let .downloading(name): t.tr("Downloading {name}…", ["name": name])
        case let .receiveFailed(name): t.tr("{name} could not be received", ["name": name])
        case .fileStopped: t.tr("File stopped")
        case .senderCancelledFile: t.tr("The sender cancelled the file")
        case .fileNeedsOpenChat: t.tr("/f sends a file in the open chat")
        case .attachmentsOff: t.tr("A file cannot be attached while editing, forwarding, reporting or sending")
        case let .saved(path): t.tr("Saved to {path}", ["path": path])
        case .copied: t.tr("Copied")
        case let .localFailed(why): why
        case .fromEditor: t.tr("From the editor: Enter sends, Ctrl-X edits again")
        case let .editorFailed(why): t.tr("The draft is unchanged: {why}", ["why": why])
        case .editorDuringLive: t.tr("The editor is for a draft: end the live message first (Enter)")
        case .tooManyMentions: t.tr("At most three mentions in a message")
        case let .groupChanged(change): change.message(t)
        case let .accepted(name): t.tr("Accepted @{name}: connecting", ["name": name])
        case let .rejected(name): t.tr("Rejected the request of {name}", ["name": name])
        case let .groupMade(name): t.tr("Group #{name} made", ["name": Self.quoted(name)])
        case let .invited(member, group, role):
            t.tr("Invited @{member} to #{group} as {role}", ["member": Self.quoted(member), "group": Self.quoted(group), "role": role.text(t)])
        case .connecting: t.tr("Connecting: the other side is asked")
        case .chatDeleted: t.tr("Chat deleted")
        case let .displayNameChanged(name, contacts):
            t.trPlural("Your display name is now {name}; {count} contact told", "Your display name is now {name}; {count} contacts told", contacts, ["name": name])
        case let .profileHidden(name): t.tr("{name} is hidden: its password shows it in the profiles", ["name": name])
        case let .profileShown(name): t.tr("{name} is shown in the profiles again", ["name": name])
        case .profileUnchanged: t.tr("Your profile is already so")
        case let .profile(text): t.tr("Your profile: {profile}; /p NAME changes your display name", ["profile": text])
        case let .notYet(what): t.tr("{what}: not there yet", ["what": what])
        case .startUnreachable: t.tr("This core cannot open a chat at its start: scroll up to read back")
        case .searchCleared: t.tr("Search cleared")
        }
    }

    /// A name as commands take it: in single quotes when it has a space (`'Book Club'`).
    static func quoted(_ name: String) -> String {
        name.contains(where: \.isWhitespace) ? "'\(name)'" : name
    }
}

extension Notice.GroupChange {
    /// The change in a sentence, in English.
    public var message: String { message(.english) }

    /// The change in a sentence, in `t`'s language.
    public func message(_ t: Translator) -> String {
        switch self {
        case .muted: t.tr("Muted")
        case .unmuted: t.tr("Unmuted")
        case let .blocked(name): t.tr("Blocked {name}", ["name": name])
        case let .unblocked(name): t.tr("Unblocked {name}", ["name": name])
        case let .blockedForAll(name): t.tr("Blocked {name} for all", ["name": name])
        case let .unblockedForAll(name): t.tr("Unblocked {name} for all", ["name": name])
        case let .removed(name): t.tr("Removed {name}", ["name": name])
        case let .removedWithMessages(name): t.tr("Removed {name} and their messages", ["name": name])
        case let .role(name, role): t.tr("{name} is now {role}", ["name": name, "role": role.text(t)])
        case .left: t.tr("You left the group")
        case .cleared: t.tr("Chat cleared")
        case .deleted: t.tr("Group deleted")
        }
    }
}
