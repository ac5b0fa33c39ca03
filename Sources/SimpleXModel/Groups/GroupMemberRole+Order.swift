extension GroupMemberRole: Comparable {
    /// Roles in the core's order, lowest first: relay < observer < author < member < moderator
    /// < admin < owner. Every permission check compares in this order; a role this version does
    /// not know ranks below all of them, so it grants nothing.
    public static func < (lhs: GroupMemberRole, rhs: GroupMemberRole) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        Self.knownCases.firstIndex(of: self) ?? -1
    }
}
