import ChatBackend
import Foundation
import SimpleXModel

/// Files between local profiles (issue 19 "Files"), as the core moves them: a received copy
/// offers its file (`rcvInvitation`); `/freceive` accepts it (`rcvFileAccepted`) and the file
/// is copied from the sender's into this store's files folder a chunk at a time, each chunk an
/// event (`rcvFileStart`, `rcvFileProgressXFTP`, `rcvFileComplete`); `/fcancel` stops a
/// download (`rcvFileCancelled`, the part removed) or withdraws a file the user sent
/// (`sndFileCancelled`, the copies not yet downloaded cancelled).
extension ChatStore {
    /// How much of a file one step copies.
    package static let fileChunk = 256 * 1024
    /// The pause between two steps: files between local profiles move as over a network, so
    /// that their progress can be seen.
    static let fileStep: Duration = .milliseconds(20)

    /// The folder downloaded files go to: beside the store, named after it, private to the user.
    var filesFolder: URL {
        let store = URL(fileURLWithPath: path)
        return store.deletingLastPathComponent().appendingPathComponent(store.deletingPathExtension().lastPathComponent + "-files")
    }

    /// `/freceive FILE [PATH]`: accepts a file offered to the current profile and starts its
    /// download, to `path` or to a new name in `filesFolder`.
    func receiveFile(fileId: Int64, path: String?) throws -> ChatResponse {
        let (ref, info, item, file) = try offeredFile(fileId)
        guard case .rcvInvitation = file.fileStatus else {
            throw ChatBackendError(.notAllowed, "file \(fileId) is not waiting to be received")
        }
        guard let source = try originalFile(of: item) else {
            throw ChatBackendError(.unknownItem, "the sender of file \(fileId) no longer has it")
        }
        let destination = try path.map { URL(fileURLWithPath: $0) } ?? freeName(for: file.fileName, in: filesFolder)
        var accepted = item
        accepted.file?.fileStatus = .rcvAccepted
        try database.transaction { try rows.items.save(accepted, in: ref) }
        transfers[fileId] = Task { await self.download(fileId, in: ref, from: source, to: destination) }
        return .rcvFileAccepted(chatItem: AChatItem(chatInfo: info, chatItem: accepted), user: try currentUser())
    }

    /// `/fcancel FILE`: a download stops and its part is removed; a file the user sent is
    /// withdrawn from the copies that have not received it.
    func cancelFile(fileId: Int64) throws -> ChatResponse {
        let (ref, info, item, file) = try offeredFile(fileId, sent: true)
        let user = try currentUser()
        if item.chatDir.isSent {
            var cancelled = item
            cancelled.file?.fileStatus = .sndCancelled
            let deliveries = try database.transaction { () throws -> [Delivery] in
                try rows.items.save(cancelled, in: ref)
                return try updateCopies(of: cancelled) { copy in
                    guard case .rcvInvitation? = copy.file?.fileStatus else { return copy }
                    var withdrawn = copy
                    withdrawn.file?.fileStatus = .rcvCancelled
                    return withdrawn
                }
            }
            try publish(deliveries.filter { $0.item != $0.previous }) { .rcvFileSndCancelled(chatItem: $0.chatItem, rcvFileTransfer: Self.transfer(of: $0.item), user: $1) }
            let meta = FileTransferMeta(cancelled: true, chunkSize: Int64(Self.fileChunk), fileId: fileId, fileName: file.fileName,
                                        filePath: file.fileSource?.filePath ?? "", fileSize: file.fileSize)
            return .sndFileCancelled(chatItem_: AChatItem(chatInfo: info, chatItem: cancelled), fileTransferMeta: meta, sndFileTransfers: [], user: user)
        }
        switch file.fileStatus {
        case .rcvInvitation, .rcvAccepted, .rcvTransfer: break
        default: throw ChatBackendError(.notAllowed, "file \(fileId) is not being received")
        }
        transfers.removeValue(forKey: fileId)?.cancel()
        var cancelled = item
        cancelled.file?.fileStatus = .rcvCancelled
        cancelled.file?.fileSource = nil
        try database.transaction { try rows.items.save(cancelled, in: ref) }
        return .rcvFileCancelled(chatItem_: AChatItem(chatInfo: info, chatItem: cancelled), rcvFileTransfer: Self.transfer(of: cancelled), user: user)
    }

    /// The current profile's item of file `fileId` (a received copy's file has its item's id;
    /// `sent` admits the user's own files too), its chat and its file.
    private func offeredFile(_ fileId: Int64, sent: Bool = false) throws -> (ChatRef, ChatInfo, ChatItem, CIFile) {
        guard let ref = try rows.items.chat(ofItem: fileId) else { throw ChatBackendError(.unknownItem, "there is no file \(fileId)") }
        let info = try chatInfo(ref)
        let item = try item(fileId, in: ref)
        guard let file = item.file, file.fileId == fileId, sent || !item.chatDir.isSent else {
            throw ChatBackendError(.unknownItem, "there is no file \(fileId) to receive")
        }
        return (ref, info, item, file)
    }

    /// Where the file of a received copy is: the original item's file, while it is there.
    private func originalFile(of copy: ChatItem) throws -> URL? {
        guard let originalId = try rows.items.original(ofCopy: copy.meta.itemId), let ref = try rows.items.chat(ofItem: originalId),
              let path = try item(originalId, in: ref).file?.fileSource?.filePath, FileManager.default.isReadableFile(atPath: path) else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// `name` made safe in `folder` (made, private, when missing), numbered when taken.
    private func freeName(for name: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return URL(fileURLWithPath: FileNames.free(folder: folder.path, name: FileNames.safe(name)) { FileManager.default.fileExists(atPath: $0) })
    }

    /// Copies the file a chunk a step, saving and publishing the item's progress; a cancelled
    /// or failed download leaves no part behind.
    private func download(_ fileId: Int64, in ref: ChatRef, from source: URL, to destination: URL) async {
        defer { transfers[fileId] = nil }
        guard let input = try? FileHandle(forReadingFrom: source),
              FileManager.default.createFile(atPath: destination.path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let output = try? FileHandle(forWritingTo: destination) else {
            progress(fileId, in: ref) { $0.file?.fileStatus = .rcvError(rcvFileError: .other(fileError: "the file could not be copied")) } event: { item, user in
                .rcvFileError(agentError: .internal(internalErr: "the file could not be copied"), chatItem_: item, rcvFileTransfer: Self.transfer(of: item.chatItem), user: user)
            }
            return
        }
        defer {
            try? input.close()
            try? output.close()
        }
        let total = (try? FileManager.default.attributesOfItem(atPath: source.path)[.size] as? NSNumber)?.int64Value ?? 0
        progress(fileId, in: ref) { $0.file?.fileStatus = .rcvTransfer(rcvProgress: 0, rcvTotal: total) } event: { .rcvFileStart(chatItem: $0, user: $1) }
        var received: Int64 = 0
        while true {
            try? await ticker.sleep(for: Self.fileStep)
            guard !Task.isCancelled, transfers[fileId] != nil else {
                try? FileManager.default.removeItem(at: destination)
                return
            }
            guard let chunk = try? input.read(upToCount: Self.fileChunk), !chunk.isEmpty else { break }
            do {
                try output.write(contentsOf: chunk)
            } catch {
                try? FileManager.default.removeItem(at: destination)
                progress(fileId, in: ref) { $0.file?.fileStatus = .rcvError(rcvFileError: .other(fileError: error.localizedDescription)) } event: { item, user in
                    .rcvFileError(agentError: .internal(internalErr: error.localizedDescription), chatItem_: item, rcvFileTransfer: Self.transfer(of: item.chatItem), user: user)
                }
                return
            }
            received += Int64(chunk.count)
            let done = received
            progress(fileId, in: ref) { $0.file?.fileStatus = .rcvTransfer(rcvProgress: done, rcvTotal: max(total, done)) } event: { item, user in
                .rcvFileProgressXFTP(chatItem_: item, rcvFileTransfer: Self.transfer(of: item.chatItem), receivedSize: done, totalSize: max(total, done), user: user)
            }
        }
        progress(fileId, in: ref) { item in
            item.file?.fileStatus = .rcvComplete
            item.file?.fileSource = CryptoFile(filePath: destination.path)
        } event: { .rcvFileComplete(chatItem: $0, user: $1) }
    }

    /// Applies `change` to the item of file `fileId`, saves it and publishes `event` to the
    /// item's profile; a chat or item gone meanwhile is passed over.
    private func progress(_ fileId: Int64, in ref: ChatRef, _ change: (inout ChatItem) -> Void, event: (AChatItem, User) -> ChatEvent) {
        try? publishing {
            let (info, userId) = try storedChat(ref)
            var item = try item(fileId, in: ref)
            change(&item)
            let changed = item
            try database.transaction { try rows.items.save(changed, in: ref) }
            publish(event(AChatItem(chatInfo: info, chatItem: changed), try user(userId)))
        }
    }

    /// The core's record of a received file, for the events that carry one.
    static func transfer(of item: ChatItem) -> RcvFileTransfer {
        let file = item.file
        let status: RcvFileStatus = switch file?.fileStatus {
        case .rcvComplete?: .complete(filePath: file?.fileSource?.filePath ?? "")
        case .rcvCancelled?: .cancelled(filePath_: nil)
        case .rcvTransfer?: .connected(filePath: "")
        case .rcvAccepted?: .accepted(filePath: "")
        default: .new
        }
        return RcvFileTransfer(cancelled: file?.fileStatus == .rcvCancelled, chunkSize: Int64(fileChunk), fileId: file?.fileId ?? item.meta.itemId,
                               fileInvitation: FileInvitation(fileName: file?.fileName ?? "", fileSize: file?.fileSize ?? 0), fileStatus: status,
                               fileType: .normal, senderDisplayName: item.chatDir.member?.memberProfile.displayName ?? "")
    }
}
