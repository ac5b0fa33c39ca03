import ChatTimeline
import Localization
import SimpleXModel

extension ComposeState.Context {
    /// The line above the compose field saying what the message refers to (simplex-view-logic
    /// §8), names and texts as names are shown (`SafeText`); nil for a new message. A forward
    /// of one message quotes it as a reply does, of more says how many (issue 36 D25). In English.
    public var banner: String? { banner(.english) }

    /// The banner in `t`'s language.
    public func banner(_ t: Translator) -> String? {
        switch self {
        case .none: nil
        case let .quoting(item):
            "↩ " + t.tr("reply to {quote}", ["quote": Self.quoteName(item, t) + SafeText.sanitize(String(item.meta.itemText.prefix(60)), for: .name)])
        case .editing: "✎ " + t.tr("editing the message")
        case let .forwarding(items, _):
            if items.count == 1, let item = items.first {
                "↪ " + t.tr("forward {quote} · Enter sends", ["quote": Self.quoteName(item, t) + SafeText.sanitize(String(item.meta.itemText.prefix(60)), for: .name)])
            } else {
                "↪ " + t.trPlural("forwarding {count} message: Enter sends", "forwarding {count} messages: Enter sends", items.count)
            }
        case let .reporting(_, reason): "⚑ " + t.tr("report: {reason}", ["reason": reason.label(t)])
        }
    }

    private static func quoteName(_ item: ChatItem, _ t: Translator) -> String {
        if case let .groupRcv(member) = item.chatDir { return SafeText.sanitize(member.memberProfile.displayName, for: .name) + ": " }
        return item.chatDir.isSent ? t.tr("you: ", context: "quote") : ""
    }
}
