import SimpleXModel

extension CIFile {
    /// The file's content is on this device, as the core reports it (the apps'
    /// `getLoadedFilePath`): it has a path, and it was sent from here or received completely.
    /// Whether the path still holds the file is checked when it is saved.
    public var isOnDevice: Bool {
        guard fileSource != nil else { return false }
        return switch fileStatus {
        case .sndStored, .sndTransfer, .sndComplete, .sndCancelled, .sndError, .sndWarning, .rcvComplete: true
        case .rcvInvitation, .rcvAccepted, .rcvTransfer, .rcvAborted, .rcvCancelled, .rcvError, .rcvWarning, .invalid, .unrecognized: false
        }
    }
}

extension ChatWindow {
    /// The loaded items' files that are on this device (`CIFile.isOnDevice`): what the menu's
    /// Save, Copy and Share of a file need (`MenuContext.filesOnDevice`).
    public var filesOnDevice: Set<Int64> {
        Set(items.compactMap { $0.file.flatMap { $0.isOnDevice ? $0.fileId : nil } })
    }
}
