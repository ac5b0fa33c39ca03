import ChatTimeline
import SimpleXModel

extension ComposeState.Context {
    /// The line above the compose field saying what the message refers to (simplex-view-logic
    /// §8), names and texts as names are shown (`SafeText`); nil for a new message.
    public var banner: String? {
        switch self {
        case .none: nil
        case let .quoting(item): "↩ reply to " + Self.quoteName(item) + SafeText.sanitize(String(item.meta.itemText.prefix(60)), for: .name)
        case .editing: "✎ editing the message"
        case let .forwarding(items, _): "↪ forwarding \(items.count) message(s): Enter sends"
        case let .reporting(_, reason): "⚑ report: \(reason.rawValue)"
        }
    }

    private static func quoteName(_ item: ChatItem) -> String {
        if case let .groupRcv(member) = item.chatDir { return SafeText.sanitize(member.memberProfile.displayName, for: .name) + ": " }
        return item.chatDir.isSent ? "you: " : ""
    }
}
