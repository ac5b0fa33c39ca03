import SimpleXModel
import Testing

/// GroupMemberRole order (simplex-wire §2.5): relay < observer < author < member < moderator < admin < owner.
@Suite struct GroupMemberRoleTests {
    @Test func rolesAreOrderedLowestFirst() {
        let ordered: [GroupMemberRole] = [.relay, .observer, .author, .member, .moderator, .admin, .owner]
        #expect(ordered.sorted() == ordered)
        #expect(GroupMemberRole.knownCases == ordered)
        for (lower, higher) in zip(ordered, ordered.dropFirst()) {
            #expect(lower < higher)
            #expect(!(higher < lower))
        }
    }

    @Test func unknownRoleRanksBelowRelay() {
        #expect(GroupMemberRole.unrecognized("superadmin") < .relay)
        #expect(!(GroupMemberRole.owner < .unrecognized("superadmin")))
    }
}
