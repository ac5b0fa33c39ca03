import ChatBackend
import ChatTimeline
import SimpleXModel

/// Files (issue 19 "Files"): Download has the core receive a file, its progress shows on the
/// item as the core reports it, and it is saved to the downloads folder once complete (never
/// over a file there); a file on relays the user has not approved is asked about first; Stop
/// and Revoke cancel; Save copies a file on this device.
extension ChatSession {
    /// Asks the core to receive `file`; it is saved when the core says it is complete.
    mutating func download(_ file: CIFile, approvedRelays: Bool = false) {
        downloads.insert(file.fileId)
        say(.downloading(name: file.fileName))
        ask(.run(.receiveFile(fileId: file.fileId, approvedRelays: approvedRelays)), for: .fileReceived(fileId: file.fileId))
    }

    /// A download the core refused: a file on relays the user has not approved asks first (as
    /// the apps do), naming them; any other reason is said.
    mutating func downloadFailed(fileId: Int64, _ error: ChatBackendError) {
        downloads.remove(fileId)
        guard case let .error(.fileNotApproved(fileId, servers))? = error.chatError else { return say(.failed(error)) }
        setPrompt(Prompt(.alert, title: t.tr("Download from unknown relays?"),
                         message: t.tr("The file is on relays you have not chosen; they will see your IP address:") + "\n" + servers.joined(separator: "\n"),
                         choices: [Prompt.Choice(t.tr("Download", context: "alert button"), .plain,
                                                 .run(.receiveFile(fileId: fileId, approvedRelays: true), .fileReceived(fileId: fileId))),
                                   .cancel(t)]))
    }

    /// Stops a download or a file being sent, or revokes a file sent (the core's `/fcancel`).
    mutating func cancel(_ file: CIFile) {
        downloads.remove(file.fileId)
        ask(.run(.cancelFile(fileId: file.fileId)), for: .fileCancelled)
    }

    /// Copies the item's file into the downloads folder (off the face's thread, by the runner).
    mutating func save(_ file: CIFile?) {
        guard let file, let path = file.fileSource?.filePath else { return say(.fileNotOnDevice) }
        local(.save) { .saveFile($0, path: path, name: file.fileName) }
    }

    /// The core's answer to Download or Stop: the item as it now is.
    mutating func fileAnswered(_ response: ChatResponse, fileId: Int64?) {
        switch response {
        case let .rcvFileAccepted(item, _):
            updated(item)
        case let .rcvFileCancelled(item, _, _), let .sndFileCancelled(item, _, _, _):
            if let item { updated(item) }
            say(.fileStopped)
        case .rcvFileAcceptedSndCancelled:
            if let fileId { downloads.remove(fileId) }
            say(.senderCancelledFile)
        default:
            break
        }
    }

    /// The core's file events beyond the item's progress (which `ItemChanges` applies): a
    /// download asked for here and complete is saved; a failed one says why.
    mutating func fileEvent(_ event: ChatEvent) {
        switch event {
        case let .rcvFileError(_, _, transfer, user), let .rcvFileWarning(_, _, transfer, user):
            guard isCurrent(user) else { return }
            downloads.remove(transfer.fileId)
            say(.receiveFailed(name: transfer.fileInvitation.fileName))
        case let .rcvFileComplete(item, user):
            guard isCurrent(user), let file = item.chatItem.file, downloads.remove(file.fileId) != nil else { return }
            save(file)
        default:
            break
        }
    }
}
