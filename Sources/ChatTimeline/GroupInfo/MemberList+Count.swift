import SimpleXModel

extension MemberList {
    /// The group's member count, the one number both the chat header and group info's members
    /// header show (issue 36 D19): the members group info lists (all but those who left or were
    /// removed) and the user — the SimpleX apps' "members.count + 1" — whatever the search.
    /// O(n) in the members.
    public static func memberCount(_ members: [GroupMember]) -> Int {
        members.count { !$0.memberStatus.isLeftOrRemoved } + 1
    }
}
