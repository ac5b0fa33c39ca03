import SimpleXModel

/// What the context menu depends on besides the item (simplex-view-logic §4): the chat, the
/// compose and selection state, and which files are on this device.
public struct MenuContext: Hashable, Sendable {
    public var chatInfo: ChatInfo
    /// A live message is being composed.
    public var composingLive: Bool
    /// A voice message is being recorded.
    public var recordingVoice: Bool
    /// Selection mode is on.
    public var selecting: Bool
    /// Files whose content is on this device, by file id.
    public var filesOnDevice: Set<Int64>

    public init(chatInfo: ChatInfo, composingLive: Bool = false, recordingVoice: Bool = false, selecting: Bool = false, filesOnDevice: Set<Int64> = []) {
        self.chatInfo = chatInfo
        self.composingLive = composingLive
        self.recordingVoice = recordingVoice
        self.selecting = selecting
        self.filesOnDevice = filesOnDevice
    }

    var groupInfo: GroupInfo? {
        if case let .group(_, groupInfo) = chatInfo { groupInfo } else { nil }
    }

    var isLocalNotes: Bool {
        if case .local = chatInfo { true } else { false }
    }

    /// The user's role in a group, nil elsewhere.
    var myRole: GroupMemberRole? {
        groupInfo?.membership.memberRole
    }

    /// The chat allows reactions: the group's preference, or the contact's for the user.
    var reactionsEnabled: Bool {
        switch chatInfo {
        case let .group(_, groupInfo): groupInfo.fullGroupPreferences.reactions.enable == .on
        case let .direct(contact): contact.mergedPreferences.reactions.enabled.forUser
        case .local: true
        default: false
        }
    }

    /// Deleting for everyone deletes (rather than marks deleted).
    var fullDeleteEnabled: Bool {
        switch chatInfo {
        case let .group(_, groupInfo): groupInfo.fullGroupPreferences.fullDelete.enable == .on
        case let .direct(contact): contact.mergedPreferences.fullDelete.enabled.forUser
        default: false
        }
    }

    var reportsEnabled: Bool {
        groupInfo?.fullGroupPreferences.reports.enable == .on
    }
}
