import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Issue 36 D10: `@name` in a group message's text resolved against the members, as the
/// simplex-chat CLI resolves it (the core's `getMessageMentions`), at most three names.
@Suite struct MentionResolverTests {
    static func member(_ name: String, local: String? = nil, id: Int64, status: GroupMemberStatus = .connected) -> GroupMember {
        var member = GroupFixtures.member(.member, status: status, name: name, id: id)
        member.localDisplayName = local ?? name
        return member
    }

    static let members = [
        member("alice", id: 2), member("bob", id: 3), member("Mary Ann", id: 4), member("sam", id: 5), member("sam", local: "sam_1", id: 6),
        member("lee", id: 7, status: .left), member("kim", local: "kim_1", id: 8), member("dora", id: 9),
    ]

    @Test("getMessageMentions: each @name names the member of that local name, else the one of that display name", arguments: [
        ("hi @alice", ["alice": Int64(2)]),
        ("@alice and @bob, and @alice again", ["alice": 2, "bob": 3]),
        ("ask @'Mary Ann' first", ["Mary Ann": 4]),
        ("@sam_1 not @sam", ["sam_1": 6, "sam": 5]),
        ("@kim by her display name", ["kim": 8]),
        ("@kim_1 by her local name", ["kim_1": 8]),
        ("@lee has left", [:]),
        ("@nobody is here", [:]),
        ("mail alice@example.com, not a mention", [:]),
        ("`@alice` in code", [:]),
        ("@alice @bob @'Mary Ann' @dora: three at most", ["alice": 2, "bob": 3, "Mary Ann": 4]),
        ("@nobody @alice @bob @dora: names that name no one do not count", ["alice": 2, "bob": 3, "dora": 9]),
        ("no mention at all", [:]),
    ])
    func getMessageMentions(text: String, mentions: [String: Int64]) {
        #expect(MentionResolver.mentions(in: text, members: Self.members) == mentions)
    }

    @Test("Two members of one display name and neither's local name: no one is guessed")
    func ambiguousNames() {
        let twins = [Self.member("sam", local: "sam_1", id: 5), Self.member("sam", local: "sam_2", id: 6)]
        #expect(MentionResolver.mentions(in: "@sam", members: twins) == [:])
    }
}
