import Localization
import SimpleXModel

/// The menu's words (seed 000 §7 and the apps' labels), the same in every face (a report's
/// reasons read as `ReportReason.label`).
extension MenuAction {
    /// The action as its menu entry reads, in English.
    public var title: String { title(.english) }

    /// The action as its menu entry reads in `translator`'s language (context "menu": "Delete"
    /// is also an alert button).
    public func title(_ translator: Translator) -> String {
        switch self {
        case .react: translator.tr("React…", context: "menu")
        case .reply: translator.tr("Reply", context: "menu")
        case .share: translator.tr("Share", context: "menu")
        case .copy: translator.tr("Copy", context: "menu")
        case .save: translator.tr("Save", context: "menu")
        case .download: translator.tr("Download", context: "menu")
        case .edit: translator.tr("Edit", context: "menu")
        case .forward: translator.tr("Forward", context: "menu")
        case .info: translator.tr("Info", context: "menu")
        case .hide: translator.tr("Hide", context: "menu")
        case .reveal: translator.tr("Reveal", context: "menu")
        case .expand: translator.tr("Expand", context: "menu")
        case .stopFile: translator.tr("Stop file", context: "menu")
        case .revokeFile: translator.tr("Revoke file", context: "menu")
        case .delete: translator.tr("Delete", context: "menu")
        case .moderate: translator.tr("Moderate", context: "menu")
        case .report: translator.tr("Report", context: "menu")
        case .archiveReport: translator.tr("Archive report", context: "menu")
        case .deleteReport: translator.tr("Delete report", context: "menu")
        case .select: translator.tr("Select", context: "menu")
        }
    }
}
