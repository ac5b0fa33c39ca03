import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// What each group info alert's button runs (seed 002 "Alerts"), the one table both faces use.
@Suite struct GroupInfoAlertCommandTests {
    static let bob = Fixtures.teamMember("bob")

    static let cases: [(rule: String, alert: GroupInfoAlert, button: Alert.Button, member: GroupMember?, command: ChatCommand?)] = [
        ("clear chat clears the group's messages", .clearChat, .clear, nil, .clearChat(.group(1))),
        ("delete deletes the group and tells its members", .deleteGroup(.group, current: true), .delete, nil, .deleteChat(.group(1), mode: .full(notify: true))),
        ("leave leaves", .leaveGroup(.group), .leave, nil, .leaveGroup(groupId: 1)),
        ("cancel runs nothing", .leaveGroup(.group), .cancel, nil, nil),
        ("block hides the member's messages from the user", .blockMember(name: "bob"), .block, bob,
         .setMemberSettings(groupId: 1, groupMemberId: bob.groupMemberId, settings: GroupMemberSettings(showMessages: false))),
        ("block for all", .blockForAll(.group, name: "bob"), .blockForAll, bob, .blockMembersForAll(groupId: 1, groupMemberIds: [bob.groupMemberId], blocked: true)),
        ("remove with messages", .removeMember(.group), .removeAndDeleteMessages, bob, .removeMembers(groupId: 1, groupMemberIds: [bob.groupMemberId], withMessages: true)),
        ("a role change sets the role", .changeRole(.group, role: .admin, memberCurrent: true), .change, bob, .setMembersRole(groupId: 1, groupMemberIds: [bob.groupMemberId], role: .admin)),
        ("a member's alert without its member runs nothing", .removeMember(.group), .remove, nil, nil),
        ("no backend deletes a member's messages", .deleteMemberMessages, .delete, bob, nil),
    ]

    @Test(arguments: cases)
    func command(rule: String, alert: GroupInfoAlert, button: Alert.Button, member: GroupMember?, command: ChatCommand?) {
        #expect(alert.command(for: button, groupId: 1, member: member) == command, "\(rule)")
    }
}
