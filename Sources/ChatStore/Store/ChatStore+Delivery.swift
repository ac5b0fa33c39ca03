import ChatBackend
import Foundation
import SimpleXModel

/// Local delivery: chats of different local profiles in one store, linked as peers, carry each
/// other's messages without a network. What a profile sends in a chat is received, in the same
/// transaction, in every linked chat — a direct chat's counterpart, or the other profiles'
/// copies of a group. A profile that is a channel's relay passes what it receives on to its
/// own links, as a chat relay does. Every copy remembers its original, so edits, deletions for
/// everyone and reactions reach all copies.
extension ChatStore {
    /// A change to another profile's chat, published once the command's transaction is done.
    struct Delivery {
        var chatItem: AChatItem { AChatItem(chatInfo: info, chatItem: item) }

        let ref: ChatRef
        let info: ChatInfo
        let userId: Int64
        let item: ChatItem
        /// The copy before the change, for deletions.
        var previous: ChatItem?
    }

    /// Links two chats of different profiles as peers, both ways; one profile's chats are not
    /// linked to each other.
    func linkChats(_ one: ChatRef, _ other: ChatRef) throws {
        guard try storedChat(one).userId != storedChat(other).userId else {
            throw ChatBackendError(.invalidCommand, "\(one.text) and \(other.text) belong to one profile: only different profiles' chats are linked")
        }
        try database.transaction { try rows.peers.link(one, other) }
    }

    /// Stores the received copies of `item`, just sent in `ref` by `sender` (the sender's
    /// `memberId` in groups), in every chat linked to `ref`; a relay's copy goes on to the
    /// relay's links. Each chat gets one copy, however many relays lead to it, and links that
    /// form a ring end where they began. Runs inside the sender's transaction.
    func deliver(_ item: ChatItem, from ref: ChatRef, sender: String?) throws -> [Delivery] {
        var reached: Set<ChatRef> = [ref]
        return try deliver(item, from: ref, sender: sender, original: item.meta.itemId, reached: &reached)
    }

    private func deliver(_ item: ChatItem, from ref: ChatRef, sender: String?, original: Int64, reached: inout Set<ChatRef>) throws -> [Delivery] {
        var deliveries: [Delivery] = []
        for peer in try rows.peers.linked(to: ref) where !reached.contains(peer) {
            let (info, userId) = try storedChat(peer)
            guard let direction = try receivedDirection(in: info, sender: sender, asGroup: item.meta.showGroupAsSender, isReport: item.isReport) else { continue }
            reached.insert(peer)
            let copy = try receivedCopy(of: item, in: peer, info, direction: direction)
            try rows.items.insert(copy, into: peer)
            try rows.items.addCopy(copy.meta.itemId, of: original)
            deliveries.append(Delivery(ref: peer, info: info, userId: userId, item: copy))
            if let group = info.groupInfo, group.membership.memberRole == .relay, group.relayOwnStatus != .rejected {
                deliveries += try deliver(copy, from: peer, sender: sender, original: original, reached: &reached)
            }
        }
        return deliveries
    }

    /// The status of the user's `item`, just sent in `info`, once `copies` of it are stored
    /// (`SentStatus`): a direct message is received when a copy was made or a local bot took
    /// it; a group message by each recipient's delivery; notes keep theirs.
    func sentStatus(of item: ChatItem, in info: ChatInfo, copies: [Delivery]) throws -> CIStatus {
        switch info {
        case .direct:
            return SentStatus.direct(received: !copies.isEmpty || bot(info) != nil)
        case let .group(_, group):
            let receivers = Set(copies.compactMap { $0.info.membership?.memberId })
            return SentStatus.group(try memberDeliveries(item, in: group, receivers: receivers).map(\.memberDeliveryStatus))
        default:
            return item.meta.itemStatus
        }
    }

    /// Each recipient's delivery of the user's `item` in `group`: the current members (the
    /// moderators and above for a report), received when their `memberId` is among
    /// `receivers` (local profiles holding a copy), else sent — stored, with no network to
    /// carry it further.
    func memberDeliveries(_ item: ChatItem, in group: GroupInfo, receivers: Set<String>) throws -> [MemberDeliveryStatus] {
        try rows.members.all(of: group.groupId).filter { $0.memberStatus.isCurrent && (!item.isReport || $0.memberRole >= .moderator) }.map { member in
            MemberDeliveryStatus(groupMemberId: member.groupMemberId, memberDeliveryStatus: receivers.contains(member.memberId) ? .rcvd(msgRcptStatus: .ok) : .sent)
        }
    }

    /// Every other copy of item `id` (its original and the original's copies), with the
    /// chats that hold them.
    func copies(of id: Int64) throws -> [(ref: ChatRef, info: ChatInfo, userId: Int64, item: ChatItem)] {
        try rows.items.copies(of: id).map { ref, item in
            let (info, userId) = try storedChat(ref)
            return (ref, info, userId, item)
        }
    }

    /// Applies `change` to every other copy of `item` (removing the copy when it returns nil),
    /// returning what changed for publishing.
    func updateCopies(of item: ChatItem, _ change: (ChatItem) -> ChatItem?) throws -> [Delivery] {
        try copies(of: item.meta.itemId).map { ref, info, userId, copy in
            if let changed = change(copy) {
                try rows.items.save(changed, in: ref)
                return Delivery(ref: ref, info: info, userId: userId, item: changed, previous: copy)
            }
            try rows.items.remove(copy.meta.itemId)
            return Delivery(ref: ref, info: info, userId: userId, item: copy, previous: copy)
        }
    }

    /// Publishes `event(delivery, user)` for each delivery, to its own profile.
    func publish(_ deliveries: [Delivery], _ event: (Delivery, User) -> ChatEvent) throws {
        for delivery in deliveries {
            publish(event(delivery, try user(delivery.userId)))
        }
    }

    /// How a chat receives a message from `sender`: a direct chat from its contact; a group
    /// from the member with that `memberId` (nil when there is none, or it is the chat's own
    /// profile, or not a current member); a channel post sent as the channel, from the channel.
    /// Reports reach only moderators and above (`GroupPermissions.receivesReports`).
    private func receivedDirection(in info: ChatInfo, sender: String?, asGroup: Bool, isReport: Bool) throws -> CIDirection? {
        switch info {
        case .direct:
            return .directRcv
        case let .group(_, group):
            guard let sender, group.membership.memberId != sender, group.membership.memberStatus.isCurrent,
                  !isReport || GroupPermissions(group).receivesReports else { return nil }
            if group.useRelays, asGroup { return .channelRcv }
            return try rows.members.all(of: group.groupId).first { $0.memberId == sender && $0.memberStatus.isCurrent }.map { .groupRcv(groupMember: $0) }
        default:
            return nil
        }
    }

    /// `item` as received in `peer`: a new id, unread, neither editable nor deletable, its file
    /// offered (the copy's own file id, nothing on this side until `/freceive`), its quote
    /// pointing at the peer's copy of the quoted item, its mentions naming the peer's members;
    /// it mentions the peer's profile when it names it or replies to it.
    private func receivedCopy(of item: ChatItem, in peer: ChatRef, _ info: ChatInfo, direction: CIDirection) throws -> ChatItem {
        var copy = item
        copy.chatDir = direction
        copy.content = .rcvMsgContent(msgContent: item.msgContent ?? .text(text: item.meta.itemText))
        copy.meta.itemId = try rows.items.nextId()
        copy.meta.itemStatus = .rcvNew
        copy.meta.editable = false
        copy.meta.deletable = false
        copy.meta.userMention = false
        copy.reactions = []
        copy.file?.fileStatus = .rcvInvitation
        copy.file?.fileId = copy.meta.itemId
        copy.file?.fileSource = nil
        if var quote = item.quotedItem {
            let quoted = try quote.itemId.flatMap { id in try copies(of: id).first { $0.ref == peer } }
            quote.itemId = quoted?.item.meta.itemId
            quote.chatDir = try quoted?.item.chatDir ?? quoteDirection(quote.chatDir, replier: direction, in: info)
            copy.quotedItem = quote
            copy.meta.userMention = quote.chatDir?.isSent == true
        }
        if let group = info.groupInfo, !item.mentions.isEmpty {
            let members = try rows.members.all(of: group.groupId)
            let me = group.membership
            copy.mentions = item.mentions.mapValues { mention in
                let member = mention.memberId == me.memberId ? me : members.first { $0.memberId == mention.memberId }
                return CIMention(memberId: mention.memberId, memberRef: member.map(CIMentionMember.init))
            }
            if item.mentions.values.contains(where: { $0.memberId == me.memberId }) {
                copy.meta.userMention = true
            }
        }
        if case .report? = copy.msgContent {
            // A report quotes the message it reports: it asks moderators to act, it does not
            // mention them (issue 36 D27: a pending report marked the chat @ in the list).
            copy.meta.userMention = false
        }
        return copy
    }

    /// Who wrote a quoted item the peer has no copy of, as the peer sees it: the replier's own
    /// message is the replier's (`replier`); a message the replier received in a direct chat is
    /// the peer's own; in a group, the member with the author's `memberId` — the peer itself
    /// when it is its membership.
    private func quoteDirection(_ original: CIDirection?, replier: CIDirection, in info: ChatInfo) throws -> CIDirection {
        switch original {
        case .directRcv:
            return .directSnd
        case let .groupRcv(author):
            guard let group = info.groupInfo else { return replier }
            if author.memberId == group.membership.memberId { return .groupSnd }
            return .groupRcv(groupMember: try rows.members.all(of: group.groupId).first { $0.memberId == author.memberId } ?? author)
        default:
            return replier
        }
    }
}
