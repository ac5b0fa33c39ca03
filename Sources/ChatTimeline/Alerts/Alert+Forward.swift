import Localization
import SimpleXModel

/// The alert before forwarding when the core's forward plan asks for a confirmation
/// (simplex-view-logic §5): what it says and which actions it offers.
extension Alert {
    /// The alert for `confirmation` when `validCount` of the selected items can be forwarded:
    /// "Forward N messages?" or "Nothing to forward!", why (how many files were not
    /// downloaded, are downloading, were deleted or failed), and forward, download or cancel.
    public static func forward(_ confirmation: ForwardConfirmation, validCount: Int, translator: Translator = .english) -> Alert {
        let reason: String
        var canDownload = false
        switch confirmation {
        case let .filesNotAccepted(fileIds):
            reason = translator.trPlural("{count} file was not downloaded.", "{count} files were not downloaded.", fileIds.count)
            canDownload = true
        case let .filesInProgress(filesCount):
            reason = translator.trPlural("{count} file is still being downloaded.", "{count} files are still being downloaded.", filesCount)
        case let .filesMissing(filesCount):
            reason = translator.trPlural("{count} file was deleted.", "{count} files were deleted.", filesCount)
        case let .filesFailed(filesCount):
            reason = translator.trPlural("{count} file failed to download.", "{count} files failed to download.", filesCount)
        case .unrecognized:
            reason = ""
        }
        guard validCount > 0 else {
            return Alert(title: translator.tr("Nothing to forward!"), message: reason, buttons: canDownload ? [.downloadFiles, .cancel] : [.ok])
        }
        return Alert(title: translator.trPlural("Forward {count} message?", "Forward {count} messages?", validCount),
                     message: reason + "\n" + translator.tr("Forward messages without files?"),
                     buttons: [.forwardMessages] + (canDownload ? [.downloadFiles] : []) + [.cancel])
    }
}
