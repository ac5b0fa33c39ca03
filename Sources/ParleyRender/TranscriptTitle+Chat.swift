import ChatTimeline
import Foundation
import Localization
import SimpleXModel

extension TranscriptTitle {
    /// The title page of the chat `chatInfo`: its name; its kind; how many messages (`count`),
    /// from the day of `oldest` to that of `newest` (in `timeZone`, written in `locale`'s words
    /// and order; the POSIX locale's "27 November 2026"); and `members`, one a line; in `t`'s
    /// language.
    public init(chatInfo: ChatInfo, count: Int, oldest: Date?, newest: Date?, members: [String], timeZone: TimeZone,
                locale: Locale = Locale(identifier: "en_US_POSIX"), translator t: Translator = .english) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        if locale.isPOSIX {
            formatter.dateFormat = "d MMMM yyyy"
        } else {
            formatter.setLocalizedDateFormatFromTemplate("dMMMMyyyy")
        }
        let counted = count.formatted(.number.locale(locale.isPOSIX ? Locale(identifier: "en_US") : locale))
        let dates: String = switch (oldest, newest) {
        case let (oldest?, newest?) where count > 1:
            t.trPlural("{number} message, {first} – {last}", "{number} messages, {first} – {last}", count,
                       ["number": counted, "first": formatter.string(from: oldest), "last": formatter.string(from: newest)])
        case let (_, newest?):
            t.trPlural("{number} message, {first}", "{number} messages, {first}", 1, ["number": counted, "first": formatter.string(from: newest)])
        default:
            t.tr("No messages")
        }
        self.init(name: chatInfo.displayName, details: [Self.kind(chatInfo, t), dates], members: members)
    }

    /// What the chat is, as its title page says, in `t`'s language.
    public static func kind(_ chatInfo: ChatInfo, _ t: Translator = .english) -> String {
        switch chatInfo {
        case let .direct(contact): t.tr("Direct chat with {name}", ["name": contact.profile.displayName])
        case let .group(_, info):
            switch GroupKind(info) {
            case .channel: t.tr("Channel")
            case .business: t.tr("Business chat")
            case .group: t.tr("Group")
            }
        case .local: t.tr("Notes")
        default: t.tr("Chat")
        }
    }

    /// A group's members as its title page lists them: the current ones in group info's order
    /// (`MemberList`: the user first, then by role from the owners, seed 002), each with the
    /// role ("alice, admin"; the user's name marked "(you)"; a member whose role has no name,
    /// a plain sender's, by name alone), in `t`'s language.
    public static func memberLines(of groupInfo: GroupInfo, members: [GroupMember], translator t: Translator = .english) -> [String] {
        MemberList(groupInfo: groupInfo, members: members.filter(\.memberStatus.isCurrent)).rows.map { row in
            let name = row.isUser ? t.tr("{name} (you)", ["name": row.member.memberProfile.displayName]) : row.member.memberProfile.displayName
            return row.member.memberRole.rawValue.isEmpty ? name : name + ", " + row.member.memberRole.text(t)
        }
    }
}
