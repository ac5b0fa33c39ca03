import Localization
import SimpleXModel

extension GroupMemberRole {
    /// The role as the apps label it ("admin", "owner"), in `translator`'s language (context
    /// "member role"); a role this version does not know keeps the core's word.
    public func text(_ translator: Translator) -> String {
        switch self {
        case .relay: translator.tr("relay", context: "member role")
        case .observer: translator.tr("observer", context: "member role")
        case .author: translator.tr("author", context: "member role")
        case .member: translator.tr("member", context: "member role")
        case .moderator: translator.tr("moderator", context: "member role")
        case .admin: translator.tr("admin", context: "member role")
        case .owner: translator.tr("owner", context: "member role")
        case let .unrecognized(role): role
        }
    }
}

extension GroupKind {
    /// The text of this kind among three whole ones: a translation never puts a noun into a
    /// sentence ("Delete group?", "Delete chat?", "Delete channel?").
    func pick<Value>(group: Value, business: Value, channel: Value) -> Value {
        switch self {
        case .group: group
        case .business: business
        case .channel: channel
        }
    }
}
