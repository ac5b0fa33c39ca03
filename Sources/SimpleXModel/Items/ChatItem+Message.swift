import Foundation

extension ChatItem {
    /// A message item as the core makes one: `content` sent or received in `direction`, at
    /// `time`, with no reactions, mentions or markdown yet (the core's parser adds
    /// those: `ChatItem.setMessage` in SimpleXMarkdown). Sent items are `sndSent` by default,
    /// received ones `rcvNew`.
    public static func message(
        _ id: Int64, _ content: MsgContent, direction: CIDirection, at time: Date, status: CIStatus? = nil, editable: Bool = false
    ) -> ChatItem {
        item(id, direction.isSent ? .sndMsgContent(msgContent: content) : .rcvMsgContent(msgContent: content), text: content.text,
             direction: direction, at: time, status: status, editable: editable)
    }

    /// An item of any content (events, invitations, calls) with `text` as its meta text;
    /// deletable for everyone when it is a message the user sent (the core's `deletable'`, which
    /// a store reading it later applies with its age).
    public static func item(
        _ id: Int64, _ content: CIContent, text: String, direction: CIDirection, at time: Date, status: CIStatus? = nil, editable: Bool = false
    ) -> ChatItem {
        ChatItem(
            chatDir: direction, content: content, mentions: [:],
            meta: CIMeta(createdAt: time, deletable: content.isSentMessage, editable: editable, hasLink: false, itemEdited: false, itemId: id,
                         itemStatus: status ?? (direction.isSent ? .sndSent(sndProgress: .complete) : .rcvNew), itemText: text, itemTs: time,
                         showGroupAsSender: false, updatedAt: time, userMention: false),
            reactions: [])
    }
}

extension CIContent {
    /// The content is a message the user sent (`CISndMsgContent`).
    public var isSentMessage: Bool {
        if case .sndMsgContent = self { true } else { false }
    }
}
