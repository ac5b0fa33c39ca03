import Localization
import SimpleXModel

/// What stands in place of a message marked deleted, moderated or blocked (seed 000 §4
/// `MarkedDeletedItemView`: "message deleted" with who deleted it): the label every face shows
/// instead of the message's words until the user reveals it, and the header above them after.
public enum HiddenLabel: Hashable, Sendable {
    /// Deleted by its sender and kept marked deleted (`CIDeleted.deleted`): "marked deleted".
    case markedDeleted
    /// Deleted by a moderator, by display name: "moderated by alice".
    case moderated(by: String)
    /// From a member the user blocked: "blocked".
    case blocked
    /// From a member an admin blocked for all: "blocked by admin".
    case blockedByAdmin
    /// A report a moderator archived (`CIDeleted.deleted` on a report): "archived report", as
    /// the SimpleX apps say, never "marked deleted" (issue 36 D27).
    case archivedReport

    /// The label of how the item was deleted; an unrecognized deletion reads as marked deleted,
    /// a deleted `report` as archived.
    public init(_ deleted: CIDeleted, report: Bool = false) {
        switch deleted {
        case let .moderated(member, _): self = .moderated(by: member.memberProfile.displayName)
        case .blocked: self = .blocked
        case .blockedByAdmin: self = .blockedByAdmin
        case .deleted, .unrecognized: self = report ? .archivedReport : .markedDeleted
        }
    }

    /// "marked deleted", "moderated by alice", "blocked", "blocked by admin", "archived report".
    public var text: String { text(.english) }

    /// The label in `t`'s language (context "item").
    public func text(_ t: Translator) -> String {
        switch self {
        case .markedDeleted: t.tr("marked deleted", context: "item")
        case let .moderated(name): t.tr("moderated by {name}", context: "item", ["name": name])
        case .blocked: t.tr("blocked", context: "item")
        case .blockedByAdmin: t.tr("blocked by admin", context: "item")
        case .archivedReport: t.tr("archived report")
        }
    }
}
