import Foundation
import SimpleXModel

/// Chat items for tests, with every required field filled and the rest chosen by the caller.
public enum ChatItems {
    /// The time of item `id` in `chat(count:)`: one item every 30 seconds from 2026-01-01.
    public static func time(_ id: Int64) -> Date {
        Date(timeIntervalSince1970: 1_767_225_600 + Double(id) * 30)
    }

    /// A text message.
    public static func text(
        _ id: Int64, _ text: String = "message", at time: Date? = nil, direction: CIDirection = .directRcv,
        status: CIStatus = .rcvRead, reactions: [CIReactionCount] = []
    ) -> ChatItem {
        var item = ChatItem.message(id, .text(text: text), direction: direction, at: time ?? Self.time(id), status: status, editable: direction.isSent)
        item.reactions = reactions
        return item
    }

    /// A "member connected" group event, the kind of item that merges into collapsed rows.
    public static func memberConnected(_ id: Int64) -> ChatItem {
        var item = text(id)
        item.content = .rcvGroupEvent(rcvGroupEvent: .memberConnected)
        return item
    }

    /// Items 1…count, oldest first, as the core pages them.
    public static func chat(count: Int64, unreadFrom: Int64? = nil) -> [ChatItem] {
        (1...count).map { id in
            text(id, "message \(id)", status: unreadFrom.map { id >= $0 } == true ? .rcvNew : .rcvRead)
        }
    }
}

extension ChatItems {
    /// `items` as a channel shows them: what members sent comes from the channel (`channelRcv`).
    public static func asChannel(_ items: [ChatItem]) -> [ChatItem] {
        items.map { item in
            var item = item
            if case .groupRcv = item.chatDir, item.content.isReceivedMessage {
                item.chatDir = .channelRcv
            }
            return item
        }
    }
}

extension CIContent {
    var isReceivedMessage: Bool {
        if case .rcvMsgContent = self { true } else { false }
    }
}
