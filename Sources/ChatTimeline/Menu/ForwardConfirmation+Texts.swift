import SimpleXModel

/// The alert before forwarding when the core's forward plan asks for a confirmation
/// (simplex-view-logic §5): what it says and which actions it offers.
public struct ForwardAlert: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable {
        case forwardMessages = "Forward messages"
        case downloadFiles = "Download files"
        case cancel = "Cancel"
        case ok = "OK"
    }

    public var title: String
    public var message: String
    public var actions: [Action]

    public init(title: String, message: String, actions: [Action]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    /// The alert for `confirmation` when `validCount` of the selected items can be forwarded.
    public init(confirmation: ForwardConfirmation, validCount: Int) {
        let reason: String
        var canDownload = false
        switch confirmation {
        case let .filesNotAccepted(fileIds):
            reason = "\(fileIds.count) file(s) were not downloaded."
            canDownload = true
        case let .filesInProgress(filesCount):
            reason = "\(filesCount) file(s) are still being downloaded."
        case let .filesMissing(filesCount):
            reason = "\(filesCount) file(s) were deleted."
        case let .filesFailed(filesCount):
            reason = "\(filesCount) file(s) failed to download."
        case .unrecognized:
            reason = ""
        }
        if validCount > 0 {
            title = "Forward \(validCount) message(s)?"
            message = reason + "\nForward messages without files?"
            actions = [.forwardMessages] + (canDownload ? [.downloadFiles] : []) + [.cancel]
        } else {
            title = "Nothing to forward!"
            message = reason
            actions = canDownload ? [.downloadFiles, .cancel] : [.ok]
        }
    }
}
