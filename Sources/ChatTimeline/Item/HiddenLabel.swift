import SimpleXModel

/// What stands in place of a message marked deleted, moderated or blocked (seed 000 §4
/// `MarkedDeletedItemView`: "message deleted" with who deleted it): the label every face shows
/// instead of the message's words until the user reveals it, and the header above them after.
public enum HiddenLabel: Hashable, Sendable {
    case markedDeleted
    case moderated(by: String)
    case blocked
    case blockedByAdmin

    public init(_ deleted: CIDeleted) {
        switch deleted {
        case let .moderated(member, _): self = .moderated(by: member.memberProfile.displayName)
        case .blocked: self = .blocked
        case .blockedByAdmin: self = .blockedByAdmin
        case .deleted, .unrecognized: self = .markedDeleted
        }
    }

    /// "marked deleted", "moderated by alice", "blocked", "blocked by admin".
    public var text: String {
        switch self {
        case .markedDeleted: "marked deleted"
        case let .moderated(name): "moderated by \(name)"
        case .blocked: "blocked"
        case .blockedByAdmin: "blocked by admin"
        }
    }
}
