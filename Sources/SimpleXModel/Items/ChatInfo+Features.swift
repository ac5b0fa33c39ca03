extension ChatInfo {
    /// Deleting for everyone removes items rather than marking them: the group's full-delete
    /// preference, or the contact's for the user; always in notes.
    public var fullDeleteEnabled: Bool {
        switch self {
        case let .group(_, groupInfo): groupInfo.fullGroupPreferences.fullDelete.enable == .on
        case let .direct(contact): contact.mergedPreferences.fullDelete.enabled.forUser
        case .local: true
        default: false
        }
    }

    /// The chat allows reactions: the group's preference, or the contact's for the user;
    /// always in notes.
    public var reactionsEnabled: Bool {
        switch self {
        case let .group(_, groupInfo): groupInfo.fullGroupPreferences.reactions.enable == .on
        case let .direct(contact): contact.mergedPreferences.reactions.enabled.forUser
        case .local: true
        default: false
        }
    }
}
