import ChatTimeline
import Foundation
import SimpleXModel

extension TranscriptTitle {
    /// The title page of the chat `chatInfo`: its name; its kind; how many messages (`count`),
    /// from the day of `oldest` to that of `newest` (in `timeZone`); and `members`, one a line.
    public init(chatInfo: ChatInfo, count: Int, oldest: Date?, newest: Date?, members: [String], timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMMM yyyy"
        let counted = count.formatted(.number.locale(Locale(identifier: "en_US")))
        let dates: String = switch (oldest, newest) {
        case let (oldest?, newest?) where count > 1:
            "\(counted) messages, \(formatter.string(from: oldest)) – \(formatter.string(from: newest))"
        case let (_, newest?):
            "1 message, \(formatter.string(from: newest))"
        default:
            "No messages"
        }
        self.init(name: chatInfo.displayName, details: [Self.kind(chatInfo), dates], members: members)
    }

    /// What the chat is, as its title page says.
    public static func kind(_ chatInfo: ChatInfo) -> String {
        switch chatInfo {
        case let .direct(contact): "Direct chat with \(contact.profile.displayName)"
        case let .group(_, info):
            switch GroupKind(info) {
            case .channel: "Channel"
            case .business: "Business chat"
            case .group: "Group"
            }
        case .local: "Notes"
        default: "Chat"
        }
    }

    /// A group's members as its title page lists them: the current ones in group info's order
    /// (`MemberList`: the user first, then by role from the owners, seed 002), each with the
    /// role ("alice, admin"; the user's name marked "(you)"; a member whose role has no name,
    /// a plain sender's, by name alone).
    public static func memberLines(of groupInfo: GroupInfo, members: [GroupMember]) -> [String] {
        MemberList(groupInfo: groupInfo, members: members.filter(\.memberStatus.isCurrent)).rows.map { row in
            let role = row.member.memberRole.rawValue
            return "\(row.member.memberProfile.displayName)\(row.isUser ? " (you)" : "")\(role.isEmpty ? "" : ", \(role)")"
        }
    }
}
