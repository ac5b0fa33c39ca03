import ChatTimeline
import Foundation
import Localization
import ParleyRender
import SimpleXModel

extension TranscriptTitle {
    /// The title page of the chat `survey` found: its name; its kind; how many messages, from
    /// which day to which (in `timeZone`, written in `locale`'s words and order; the POSIX
    /// locale's "27 November 2026"); and `members`; in `t`'s language.
    init(_ survey: ChatSurvey, members: [String], timeZone: TimeZone, locale: Locale, translator t: Translator) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        if locale.isPOSIX {
            formatter.dateFormat = "d MMMM yyyy"
        } else {
            formatter.setLocalizedDateFormatFromTemplate("dMMMMyyyy")
        }
        let count = survey.count.formatted(.number.locale(locale.isPOSIX ? Locale(identifier: "en_US") : locale))
        let dates: String = switch (survey.oldest, survey.newest) {
        case let (oldest?, newest?) where survey.count > 1:
            t.trPlural("{number} message, {first} – {last}", "{number} messages, {first} – {last}", survey.count,
                       ["number": count, "first": formatter.string(from: oldest.meta.itemTs), "last": formatter.string(from: newest.meta.itemTs)])
        case let (_, newest?):
            t.trPlural("{number} message, {first}", "{number} messages, {first}", 1, ["number": count, "first": formatter.string(from: newest.meta.itemTs)])
        default:
            t.tr("No messages")
        }
        self.init(name: survey.chatInfo.displayName, details: [Self.kind(survey.chatInfo, t), dates], members: members)
    }

    /// What the chat is, as its title page says, in `t`'s language.
    static func kind(_ chatInfo: ChatInfo, _ t: Translator) -> String {
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
}
