import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D19: the chat header and group info count a group's members alike — those group
/// info lists (all but who left or were removed) and the user — whatever the core's count of
/// current members says.
@Suite struct ClientMemberCountTests {
    /// The team with an invited, a pending and a removed member besides its own: the core
    /// counts 4 current members, group info lists 6 with the user.
    static var team: Group {
        var group = GroupFixtures.team
        group.members += [GroupFixtures.member(.member, status: .invited, name: "erin", id: 31),
                          GroupFixtures.member(.member, status: .pendingApproval, name: "finn", id: 32),
                          GroupFixtures.member(.member, status: .removed, name: "gus", id: 33)]
        return group
    }

    static func headerCount(_ client: ClientDriver) -> String? {
        client.screenLines.first?.firstMatch(of: /· (\d+) members?/).map { String($0.1) }
    }

    @Test("The header counts the members as group info does once they are read (D19)")
    func headerAgreesWithGroupInfo() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        let groupId = try #require(ClientDriver.team.chatInfo.groupInfo?.groupId)
        #expect(Self.headerCount(client) == "\(Self.team.groupInfo.groupSummary.currentMembers)", "the core's count until the members come")
        client.answer(.members(groupId: groupId), with: .groupMembers(group: Self.team, user: Fixtures.user))
        let expected = MemberList.memberCount(Self.team.members)
        #expect(expected == 6)
        #expect(Self.headerCount(client) == "\(expected)")
        client.press(.character("g"), .control)
        client.answer(.members(groupId: groupId), with: .groupMembers(group: Self.team, user: Fixtures.user))
        #expect(client.screen.contains("\(expected) MEMBERS"))
    }
}
