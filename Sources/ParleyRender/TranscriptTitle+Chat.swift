import ChatTimeline
import Foundation
import ParleyRender
import SimpleXModel

extension TranscriptTitle {
    /// The title page of the chat `survey` found: its name; its kind; how many messages, from
    /// which day to which (in `timeZone`); and `members`.
    init(_ survey: ChatSurvey, members: [String], timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMMM yyyy"
        let count = survey.count.formatted(.number.locale(Locale(identifier: "en_US")))
        let dates: String = switch (survey.oldest, survey.newest) {
        case let (oldest?, newest?) where survey.count > 1:
            "\(count) messages, \(formatter.string(from: oldest.meta.itemTs)) – \(formatter.string(from: newest.meta.itemTs))"
        case let (_, newest?):
            "1 message, \(formatter.string(from: newest.meta.itemTs))"
        default:
            "No messages"
        }
        self.init(name: survey.chatInfo.displayName, details: [Self.kind(survey.chatInfo), dates], members: members)
    }

    /// What the chat is, as its title page says.
    static func kind(_ chatInfo: ChatInfo) -> String {
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
}
