import Foundation
import SimpleXMarkdown
import SimpleXModel

/// The one place plain messages become the SimpleX model (issue 35): the chat as a `ChatInfo`
/// (a contact, or a group with its members and the user's membership), each message as the
/// `ChatItem` the core would send for it — direction, content with its markdown parsed, quote,
/// reactions, status, marks and file. Everything the view does then works on plain messages as
/// on the core's. Pure: it reads no file.
package struct PlainAdapter: Sendable {
    /// The chat adapted.
    package let chat: PlainChat
    /// The chat as the core describes it.
    package let chatInfo: ChatInfo
    /// The group's members by sender id: those listed, then the other senders of the messages,
    /// numbered in that order after the user's membership (1).
    package let members: [String: GroupMember]
    /// The user, as a direct chat's own items name them; nil when no message is the user's.
    package let me: PlainSender?

    /// The time of the chat's own records (the contact's or group's creation): none is drawn.
    static let epoch = Date(timeIntervalSince1970: 0)

    /// The adapter of `chat` whose messages are `messages` (their senders become members);
    /// `avatars` are the senders' pictures by sender id, as `data:` URIs (read by the caller).
    package init(chat: PlainChat, messages: [PlainMessage], avatars: [String: String] = [:]) {
        self.chat = chat
        let listed: [PlainSender] = if case let .group(_, members) = chat { members } else { [] }
        let senders = listed + messages.map(\.sender)
        me = senders.first(where: \.isMe)
        var members: [String: GroupMember] = [:]
        for sender in senders where !sender.isMe && members[sender.id] == nil {
            members[sender.id] = Self.member(sender, number: Int64(members.count + 2), image: avatars[sender.id])
        }
        self.members = members
        switch chat {
        case let .direct(contact):
            chatInfo = .direct(contact: Self.contact(contact, image: avatars[contact.id]))
        case let .group(name, _):
            let user = me ?? PlainSender(id: "", name: "you", isMe: true)
            var membership = Self.member(user, number: 1, image: avatars[user.id])
            membership.memberCategory = .user
            membership.memberStatus = .creator
            chatInfo = .group(groupChatScope: nil, groupInfo: Self.groupInfo(name, membership: membership, count: members.count + 1))
        }
    }

    /// The group's members as group info lists them (empty for a direct chat).
    package var groupMembers: [GroupMember] {
        members.values.sorted { $0.groupMemberId < $1.groupMemberId }
    }

    /// `messages` as the core's items, oldest first (by date, then id), each reply quoting its
    /// original when that is among them.
    /// - Complexity: O(n log n).
    package func items(_ messages: [PlainMessage]) -> [ChatItem] {
        let byId = Dictionary(messages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return messages.sorted { ($0.date, $0.id) < ($1.date, $1.id) }.map { item($0, original: $0.replyTo.flatMap { byId[$0] }) }
    }

    /// `message` as the core's item; quoting `original` when given.
    package func item(_ message: PlainMessage, original: PlainMessage?) -> ChatItem {
        let sent = message.sender.isMe
        let content = Self.content(message)
        let status: CIStatus = sent ? Self.status(message.status) : .rcvRead
        var item = ChatItem.message(message.id, content, direction: direction(of: message.sender), at: message.date, status: status, editable: sent)
        item.setMessage(content)
        item.meta.itemEdited = message.edited
        item.meta.itemForwarded = message.forwarded ? .unknown : nil
        item.meta.itemDeleted = message.deleted.map(deletion)
        item.reactions = message.reactions.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { emoji, count in
            CIReactionCount(reaction: .emoji(emoji: emoji), totalReacted: count, userReacted: message.myReactions.contains(emoji))
        }
        item.file = message.file.map { Self.file($0, id: message.id, sent: sent) }
        if let original {
            let quoted = Self.content(original)
            let markdown = MarkdownText(quoted.text)
            item.quotedItem = CIQuote(chatDir: direction(of: original.sender), content: quoted, formattedText: markdown.formattedText,
                                      itemId: original.id, markdownBlocks: markdown.blocks, sentAt: original.date)
        }
        return item
    }

    /// Who sent an item, as the core's direction says it.
    package func direction(of sender: PlainSender) -> CIDirection {
        switch chat {
        case .direct: sender.isMe ? .directSnd : .directRcv
        case .group: sender.isMe ? .groupSnd : .groupRcv(groupMember: members[sender.id] ?? Self.member(sender, number: 0, image: nil))
        }
    }

    /// The content of a message: a file message when it has a file, else text.
    static func content(_ message: PlainMessage) -> MsgContent {
        message.file == nil ? .text(text: message.text) : .file(text: message.text)
    }

    /// The core's status of the user's message; SimpleX has no read receipt, so read is delivered.
    static func status(_ status: PlainMessage.Status?) -> CIStatus {
        switch status {
        case .sending: .sndNew
        case .sent, nil: .sndSent(sndProgress: .complete)
        case .delivered, .read: .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)
        case .failed: .sndError(agentError: .other(sndError: "failed"))
        }
    }

    /// How the core marks a deleted message in this chat.
    func deletion(_ deletion: PlainMessage.Deletion) -> CIDeleted {
        switch deletion {
        case .deleted:
            if case .direct = chat { .deleted(chatType: .direct, deletedTs: nil) } else { .deleted(chatType: .group, deletedTs: nil) }
        case let .moderated(name):
            .moderated(byGroupMember: Self.member(PlainSender(id: "", name: name), number: 0, image: nil), deletedTs: nil)
        case .blocked: .blocked(deletedTs: nil)
        case .blockedByAdmin: .blockedByAdmin(deletedTs: nil)
        }
    }

    /// The transfer's total when its share is known: the share in millionths, so that the
    /// percentage shown is the share's own (0.4 is 40%).
    static let shareScale: Int64 = 1_000_000

    /// A file as the core describes it: sent by the user (`snd…`) or received (`rcv…`), a file
    /// with no transfer to show as complete; its path, when given, is where pictures are drawn from.
    static func file(_ file: PlainFile, id: Int64, sent: Bool) -> CIFile {
        let size = max(0, file.size)
        let status: CIFileStatus
        switch file.upload {
        case .none, .complete:
            status = sent ? .sndComplete : .rcvComplete
        case let .inProgress(share):
            let (done, total) = share.map { (Int64((min(1, max(0, $0)) * Double(shareScale)).rounded()), shareScale) } ?? (0, 0)
            status = sent ? .sndTransfer(sndProgress: done, sndTotal: total) : .rcvTransfer(rcvProgress: done, rcvTotal: total)
        case .cancelled:
            status = sent ? .sndCancelled : .rcvCancelled
        case .error:
            status = sent ? .sndError(sndFileError: .other(fileError: "failed")) : .rcvError(rcvFileError: .other(fileError: "failed"))
        }
        return CIFile(fileId: id, fileName: file.name, fileProtocol: .xftp, fileSize: size, fileSource: file.path.map { CryptoFile(filePath: $0) },
                      fileStatus: status)
    }
}
