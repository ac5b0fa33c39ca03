import ChatBackend
import SimpleXModel

/// The core's commands, by concern: each concern runs the commands it knows and leaves the
/// others to the next. A response that names the profile the command acted as gets
/// `currentUser()`, read once per command, when the command ends.
extension ChatStore {
    /// Runs `command` as one command of the core (`publishing`): its statements are reset
    /// afterwards, and the events it published are shared with the other connections.
    public func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
        try publishing {
            switch try run(command) {
            case let .response(response):
                return response
            case let .forUser(response):
                return response(try currentUser())
            }
        }
    }

    private func run(_ command: ChatCommand) throws -> CommandReply {
        let reply = try runProfiles(command) ?? runChats(command) ?? runMessages(command) ?? runGroups(command)
            ?? runChannels(command) ?? runConnecting(command) ?? runFiles(command)
        guard let reply else {
            throw ChatBackendError(.invalidCommand, "the embedded core does not handle this command yet: \(command.text.prefix(80))")
        }
        return reply
    }
}

/// What a command answers: a response complete in itself, or one that names the profile the
/// command acted as, given it by `execute` once the command is done.
enum CommandReply {
    case response(ChatResponse)
    case forUser((User) -> ChatResponse)
}
