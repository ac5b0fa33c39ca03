extension CIDirection {
    /// The member who sent a `groupRcv` item; nil for every other direction.
    public var member: GroupMember? {
        if case let .groupRcv(member) = self { member } else { nil }
    }

    /// Sent by the user: `directSnd`, `groupSnd`, `localSnd` (`channelRcv` is not).
    public var isSent: Bool {
        switch self {
        case .directSnd, .groupSnd, .localSnd: true
        default: false
        }
    }

    /// `sameDirection`: both from the same member, both from the channel, or else equally sent.
    public func isSameSender(as other: CIDirection) -> Bool {
        switch (self, other) {
        case let (.groupRcv(a), .groupRcv(b)): a.groupMemberId == b.groupMemberId
        case (.channelRcv, .channelRcv): true
        default: isSent == other.isSent
        }
    }
}
