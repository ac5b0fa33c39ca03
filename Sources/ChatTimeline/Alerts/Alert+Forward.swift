import SimpleXModel

/// The alert before forwarding when the core's forward plan asks for a confirmation
/// (simplex-view-logic §5): what it says and which actions it offers.
extension Alert {
    /// The alert for `confirmation` when `validCount` of the selected items can be forwarded:
    /// "Forward N message(s)?" or "Nothing to forward!", why (how many files were not
    /// downloaded, are downloading, were deleted or failed), and forward, download or cancel.
    public static func forward(_ confirmation: ForwardConfirmation, validCount: Int) -> Alert {
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
        guard validCount > 0 else {
            return Alert(title: "Nothing to forward!", message: reason, buttons: canDownload ? [.downloadFiles, .cancel] : [.ok])
        }
        return Alert(title: "Forward \(validCount) message(s)?", message: reason + "\nForward messages without files?",
                     buttons: [.forwardMessages] + (canDownload ? [.downloadFiles] : []) + [.cancel])
    }
}
