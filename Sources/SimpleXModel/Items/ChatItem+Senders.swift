extension Sequence<ChatItem> {
    /// The members who sent these group items (`groupRcv`), once each, in the order they
    /// first appear.
    public var senders: [GroupMember] {
        var seen = Set<Int64>()
        return compactMap(\.chatDir.member).filter { seen.insert($0.groupMemberId).inserted }
    }
}
