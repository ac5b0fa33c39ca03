import SimpleXModel

/// Items of one category next to each other collapse into one row (simplex-view-logic §2.4).
public enum MergeCategory: Hashable, Sendable {
    /// The user's own items marked deleted.
    case sndItemDeleted
    /// Received items marked deleted, moderated or blocked.
    case rcvItemDeleted
    /// Chat and group feature events (`rcvChatFeature`, `sndGroupFeature`, …).
    case chatFeature
    /// Received group events, but the user's role change or removal, the group's deletion, a member's contact and a new member pending review.
    case rcvGroupEvent
    /// The user's own group events, but a role change, leaving, a member's acceptance and pending review.
    case sndGroupEvent
}

extension ChatItem {
    /// The item's merge category; nil for items that never merge. Deletion is checked first;
    /// group events about the user (role, removal, group deleted, own leaving or acceptance,
    /// pending review, member contact) stand alone.
    public var mergeCategory: MergeCategory? {
        if meta.itemDeleted != nil {
            return chatDir.isSent ? .sndItemDeleted : .rcvItemDeleted
        }
        switch content {
        case .rcvChatFeature, .sndChatFeature, .rcvGroupFeature, .sndGroupFeature:
            return .chatFeature
        case let .rcvGroupEvent(event):
            switch event {
            case .userRole, .userDeleted, .groupDeleted, .memberCreatedContact, .newMemberPendingReview: return nil
            default: return .rcvGroupEvent
            }
        case let .sndGroupEvent(event):
            switch event {
            case .userRole, .userLeft, .memberAccepted, .userPendingReview: return nil
            default: return .sndGroupEvent
            }
        default:
            return nil
        }
    }
}
