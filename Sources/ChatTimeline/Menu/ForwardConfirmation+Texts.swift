import SimpleXModel

/// The alert before forwarding when the core's forward plan asks for a confirmation
/// (simplex-view-logic §5): what it says and which actions it offers.
public struct ForwardAlert: Hashable, Sendable {
    /// A button of the alert; its raw value is its label.
    public enum Action: String, Hashable, Sendable {
        /// Forward the items that can be, without the files.
        case forwardMessages = "Forward messages"
        /// Download the files not accepted yet, instead of forwarding now.
        case downloadFiles = "Download files"
        /// Forward nothing.
        case cancel = "Cancel"
        /// Close the alert: nothing can be forwarded or downloaded.
        case ok = "OK"
    }

    /// "Forward N message(s)?", or "Nothing to forward!".
    public var title: String
    /// Why: how many files were not downloaded, are downloading, were deleted or failed.
    public var message: String
    /// The buttons, in order.
    public var actions: [Action]

    /// An alert of these texts and buttons.
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
