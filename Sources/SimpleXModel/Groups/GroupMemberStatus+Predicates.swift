extension GroupMemberStatus {
    /// Active (simplex-wire §2.5): pending approval or review, connected, complete, creator.
    public var isActive: Bool {
        switch self {
        case .pendingApproval, .pendingReview, .connected, .complete, .creator: true
        default: false
        }
    }

    /// Current: introduced, intro-inv, accepted, announced, connected, complete, creator.
    public var isCurrent: Bool {
        switch self {
        case .introduced, .introInv, .accepted, .announced, .connected, .complete, .creator: true
        default: false
        }
    }

    /// Pending: approval or review.
    public var isPending: Bool {
        switch self {
        case .pendingApproval, .pendingReview: true
        default: false
        }
    }

    /// Left or removed: gone from the group, though still listed in its history.
    public var isLeftOrRemoved: Bool {
        self == .left || self == .removed
    }
}
