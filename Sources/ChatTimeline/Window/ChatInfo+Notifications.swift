import SimpleXModel

extension ChatInfo {
    /// Notifications are off for the chat (`enableNtfs` none): the list marks it muted.
    public var isMuted: Bool {
        switch self {
        case let .direct(contact): contact.chatSettings.enableNtfs == .none
        case let .group(_, info): info.chatSettings.enableNtfs == .none
        default: false
        }
    }

    /// Whether a new message here draws the user's attention (a bell, a notification): always,
    /// unless the chat is muted and the message does not mention the user.
    public func notifies(mentioningUser mention: Bool) -> Bool {
        !isMuted || mention
    }
}
