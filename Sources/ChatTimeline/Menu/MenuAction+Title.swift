import SimpleXModel

/// The menu's words (seed 000 §7 and the apps' labels), the same in every face (a report's
/// reasons read as `ReportReason.label`).
extension MenuAction {
    /// The action as its menu entry reads.
    public var title: String {
        switch self {
        case .react: "React…"
        case .reply: "Reply"
        case .share: "Share"
        case .copy: "Copy"
        case .save: "Save"
        case .download: "Download"
        case .edit: "Edit"
        case .forward: "Forward"
        case .info: "Info"
        case .hide: "Hide"
        case .reveal: "Reveal"
        case .expand: "Expand"
        case .stopFile: "Stop file"
        case .revokeFile: "Revoke file"
        case .delete: "Delete"
        case .moderate: "Moderate"
        case .report: "Report"
        case .archiveReport: "Archive report"
        case .deleteReport: "Delete report"
        case .select: "Select"
        }
    }
}
