import ChatBackend
import ChatTimeline

/// Which of a message's actions a core offers (issue 35): an action the core cannot carry out
/// is not in the menu — a widget of a host's messages, whose core takes sends and edits only,
/// offers Reply, Edit and what the face does itself (Copy, Hide, Reveal, Expand).
extension MenuAction {
    /// Whether a core of `capabilities` carries this action out: what the face does itself
    /// always; Select when the selection can be deleted or forwarded; Share and Save only with
    /// files (Share copies a text too, which Copy does alone).
    public func isOffered(by capabilities: BackendCapabilities) -> Bool {
        switch self {
        case .copy, .hide, .reveal, .expand: true
        case .reply: capabilities.contains(.sendMessages)
        case .edit: capabilities.contains(.editMessages)
        case .delete: capabilities.contains(.deleteMessages)
        case .react: capabilities.contains(.reactions)
        case .forward: capabilities.isSuperset(of: [.forwarding, .sendMessages])
        case .report, .archiveReport, .deleteReport: capabilities.contains(.reports)
        case .moderate: capabilities.contains(.moderation)
        case .info: capabilities.contains(.itemInfo)
        case .share, .save, .download, .stopFile, .revokeFile: capabilities.contains(.files)
        case .select: !capabilities.isDisjoint(with: [.deleteMessages, .forwarding])
        }
    }
}
