import ChatBackend
import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// Files (issue 19 "Files"): Download has the core receive a file, shows its progress on the
/// item as the core reports it, and saves it to the downloads folder once complete (under a
/// new name when one is taken); Stop file and Revoke file cancel; `/f PATH` sends one.
extension ClientModel {
    /// Asks the core to receive `file`; it is saved when the core says it is complete.
    mutating func download(_ file: CIFile) -> [ClientRequest] {
        state.downloads.insert(file.fileId)
        state.status = "Downloading \(SafeText.sanitize(file.fileName, for: .name))…"
        return [.run(.receiveFile(fileId: file.fileId), purpose: .fileReceived)]
    }

    /// A download the core refused: a file on relays the user has not approved asks first
    /// (as the apps do), naming them; any other reason is said on the status line.
    mutating func downloadFailed(_ error: ChatBackendError) -> [ClientRequest] {
        guard case let .error(.fileNotApproved(fileId, servers))? = error.chatError else {
            state.status = error.message
            return []
        }
        let relays = servers.map { SafeText.sanitize($0, for: .name) }.joined(separator: "\n")
        state.overlay = .dialog(DialogOverlay(
            title: "Download from unknown relays?", message: "The file is on relays you have not chosen; they will see your IP address:\n" + relays,
            buttons: [("Download", .command(.receiveFile(fileId: fileId, approvedRelays: true), purpose: .fileReceived, destructive: false)), ("Cancel", .cancel)],
            itemIds: []))
        return []
    }

    /// Stops a download or a file being sent, or revokes a file sent (the core's `/fcancel`).
    mutating func cancel(_ file: CIFile) -> [ClientRequest] {
        state.downloads.remove(file.fileId)
        return [.run(.cancelFile(fileId: file.fileId), purpose: .fileCancelled)]
    }

    /// `/f PATH` in the open chat: the file at `path` (`~` is the home folder, a relative path
    /// starts in the working directory) sent as a file message.
    mutating func sendFile(_ path: String, home: String?, workingDirectory: String) -> [ClientRequest] {
        guard let chat = state.chat, state.screen == .chat else {
            state.status = "/f sends a file in the open chat"
            return []
        }
        let expanded = path == "~" || path.hasPrefix("~/") ? (home ?? "~") + path.dropFirst() : path
        let absolute = expanded.hasPrefix("/") ? expanded : URL(fileURLWithPath: workingDirectory).appendingPathComponent(expanded).path
        guard let command = chat.compose.fileCommand(absolute, to: chat.ref) else {
            state.status = "A file cannot be attached while editing, forwarding, reporting or sending"
            return []
        }
        return [.run(command, purpose: .send)]
    }

    /// The core's answer to Download or Stop: the item as it now is.
    mutating func fileAnswered(_ response: ChatResponse) {
        switch response {
        case let .rcvFileAccepted(item, _):
            updated(item)
        case let .rcvFileCancelled(item, _, _), let .sndFileCancelled(item, _, _, _):
            if let item { updated(item) }
            state.status = "File stopped"
        case .rcvFileAcceptedSndCancelled:
            state.status = "The sender cancelled the file"
        default:
            break
        }
    }

    /// The core's file events beyond the item's progress (which `ItemChanges` applies): a
    /// download asked for here and complete is saved; a failed one says why on the status line.
    mutating func fileEvent(_ event: ChatEvent) -> [ClientRequest] {
        switch event {
        case let .rcvFileError(_, _, transfer, user), let .rcvFileWarning(_, _, transfer, user):
            guard isCurrent(user) else { return [] }
            state.downloads.remove(transfer.fileId)
            state.status = "\(SafeText.sanitize(transfer.fileInvitation.fileName, for: .name)) could not be received"
        case let .rcvFileComplete(item, user):
            guard isCurrent(user), let file = item.chatItem.file, state.downloads.remove(file.fileId) != nil, let path = file.fileSource?.filePath else {
                return []
            }
            return [.local(.saveFile(path: path, name: file.fileName))]
        default:
            break
        }
        return []
    }
}
