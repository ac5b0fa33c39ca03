import Foundation
import SimpleXModel

extension ChatItem {
    /// The item replying to an earlier message.
    public func quoting(_ text: String = "earlier") -> ChatItem {
        var item = self
        item.quotedItem = CIQuote(content: .text(text: text), itemId: 0, sentAt: meta.itemTs)
        return item
    }

    /// The item as forwarded from a contact.
    public func forwarded() -> ChatItem {
        var item = self
        item.meta.itemForwarded = .contact(chatItemId: nil, chatName: "carol", contactId: nil, msgDir: .rcv)
        return item
    }

    /// The item while it is still being typed (a live message).
    public func live() -> ChatItem {
        var item = self
        item.meta.itemLive = true
        return item
    }

    /// The item marked deleted (`itemDeleted`), its content kept.
    public func markedDeleted(_ deletion: CIDeleted = .deleted(chatType: .direct, deletedTs: nil)) -> ChatItem {
        var item = self
        item.meta.itemDeleted = deletion
        return item
    }

    /// The item with `content` as its message, in its direction.
    public func with(_ content: MsgContent) -> ChatItem {
        var item = self
        item.content = chatDir.isSent ? .sndMsgContent(msgContent: content) : .rcvMsgContent(msgContent: content)
        item.meta.itemText = content.text
        return item
    }

    /// The item with other content than a message (events, deletions, calls).
    public func with(_ content: CIContent) -> ChatItem {
        var item = self
        item.content = content
        return item
    }

    /// The item with one reaction by somebody else.
    public func reacted(_ emoji: String = "👍") -> ChatItem {
        var item = self
        item.reactions = [CIReactionCount(reaction: .emoji(emoji: emoji), totalReacted: 1, userReacted: false)]
        return item
    }
}

extension ChatStats {
    /// No unread items, mentions or reports.
    public static let zero = ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0)
}
