import SimpleXModel

/// What a group is to its screens: a group, a business chat or a channel. Labels and alerts
/// name it (seed 000 "Label Replacements": channel first, then business, then group).
public enum GroupKind: Hashable, Sendable {
    /// A group: "group" in labels and alerts.
    case group
    /// A business chat (`businessChat`): "chat".
    case business
    /// A channel (`useRelays`): "channel", its members "subscribers".
    case channel

    /// The kind of `groupInfo`: a channel when it uses relays, else a business chat, else a group.
    public init(_ groupInfo: GroupInfo) {
        if groupInfo.useRelays {
            self = .channel
        } else if groupInfo.businessChat != nil {
            self = .business
        } else {
            self = .group
        }
    }
}
