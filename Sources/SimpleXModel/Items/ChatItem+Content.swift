extension ChatItem {
    /// The message content, if the item is a message (sent or received).
    public var msgContent: MsgContent? {
        switch content {
        case let .sndMsgContent(msgContent), let .rcvMsgContent(msgContent): msgContent
        default: nil
        }
    }

    /// Received and not yet read (`rcvNew`).
    public var isUnread: Bool {
        if case .rcvNew = meta.itemStatus { true } else { false }
    }

    /// A report of a member's message to the group's moderators.
    public var isReport: Bool { msgContent?.tag == .report }
}
