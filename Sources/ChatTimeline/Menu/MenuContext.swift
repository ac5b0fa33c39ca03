import SimpleXModel

/// What the context menu depends on besides the item (simplex-view-logic §4): the chat, the
/// compose and selection state, and which files are on this device.
public struct MenuContext: Hashable, Sendable {
    /// The chat: its kind, the user's role and the chat's preferences (reactions, full deletion, reports).
    public var chatInfo: ChatInfo
    /// A live message is being composed.
    public var composingLive: Bool
    /// A voice message is being recorded.
    public var recordingVoice: Bool
    /// Selection mode is on.
    public var selecting: Bool
    /// Files whose content is on this device, by file id.
    public var filesOnDevice: Set<Int64>

    /// The context in `chatInfo`; by default nothing is being composed, recorded or selected and no file is on this device.
    public init(chatInfo: ChatInfo, composingLive: Bool = false, recordingVoice: Bool = false, selecting: Bool = false, filesOnDevice: Set<Int64> = []) {
        self.chatInfo = chatInfo
        self.composingLive = composingLive
        self.recordingVoice = recordingVoice
        self.selecting = selecting
        self.filesOnDevice = filesOnDevice
    }

    var groupInfo: GroupInfo? { chatInfo.groupInfo }

    var isLocalNotes: Bool {
        if case .local = chatInfo { true } else { false }
    }

    /// The user's permissions in a group, nil elsewhere.
    var permissions: GroupPermissions? {
        groupInfo.map(GroupPermissions.init)
    }

    /// A report the user may archive (`GroupPermissions.canArchive`); only groups have them.
    func canArchive(_ item: ChatItem) -> Bool {
        permissions?.canArchive(item) ?? false
    }

    var reactionsEnabled: Bool { chatInfo.reactionsEnabled }

    var fullDeleteEnabled: Bool { chatInfo.fullDeleteEnabled }

    var reportsEnabled: Bool {
        groupInfo?.fullGroupPreferences.reports.enable == .on
    }
}
