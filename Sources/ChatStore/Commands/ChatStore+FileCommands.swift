import SimpleXModel

extension ChatStore {
    /// The commands of files between local profiles: receiving one offered, and cancelling
    /// one. Each response names the profile it is for.
    func runFiles(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case let .receiveFile(fileId, _, path):
            return .response(try receiveFile(fileId: fileId, path: path))
        case let .cancelFile(fileId):
            return .response(try cancelFile(fileId: fileId))
        default:
            return nil
        }
    }
}
