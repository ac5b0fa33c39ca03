extension Sequence<ChatItem> {
    /// The members who sent these group items (`groupRcv`), once each, in the order they
    /// first appear.
    public var senders: [GroupMember] {
        compactMap(\.chatDir.member).uniqued(by: \.groupMemberId)
    }
}
