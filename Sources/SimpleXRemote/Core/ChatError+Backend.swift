import ChatBackend
import Foundation
import SimpleXModel

extension ChatError {
    /// The core's name of this error: its kind and tag, e.g. `error noActiveUser`,
    /// `errorStore chatItemNotFound`, `errorAgent BROKER`.
    package var name: String {
        switch self {
        case let .error(errorType): "error " + Self.tag(of: errorType)
        case let .errorStore(storeError): "errorStore " + Self.tag(of: storeError)
        case let .errorAgent(_, agentError, _): "errorAgent " + Self.tag(of: agentError)
        case let .unrecognized(json): json["type"]?.stringValue ?? "unknown"
        }
    }

    /// The error as the front end shows it: a sentence for the common kinds, and always the
    /// core's name, after the envelope it came in (`chatCmdError`, `error`), so it can be looked up:
    /// "the chat is not started (chatCmdError: error chatNotStarted)".
    package func backendError(reportedAs envelope: String) -> ChatBackendError {
        let (kind, sentence) = explanation
        return ChatBackendError(kind, "\(sentence) (\(envelope): \(name))")
    }

    private var explanation: (ChatBackendError.Kind, String) {
        switch self {
        case let .error(errorType):
            switch errorType {
            case .noActiveUser: (.chatError, "the core has no active user: create a profile first")
            case .userUnknown: (.chatError, "the core does not know this user")
            case .chatNotStarted: (.chatError, "the chat is not started")
            case let .commandError(message): (.invalidCommand, "the core did not accept the command: \(message)")
            case .invalidChatItemUpdate: (.notEditable, "this message cannot be edited")
            case .invalidChatItemDelete: (.notAllowed, "this message cannot be deleted")
            case let .groupUserRole(_, requiredRole): (.notAllowed, "this needs the role \(requiredRole.rawValue) in the group")
            case .contactNotReady, .contactNotActive, .contactDisabled: (.notAllowed, "the contact is not connected")
            case .groupNotJoined: (.notAllowed, "you have not joined this group")
            case .groupMemberNotActive, .groupMemberNotFound: (.unknownChat, "the member is not in the group")
            default: (.chatError, "the core refused the command")
            }
        case let .errorStore(storeError):
            switch storeError {
            case .contactNotFound, .groupNotFound, .userNotFound, .noteFolderNotFound, .groupMemberNotFound: (.unknownChat, "the core has no such chat")
            case .chatItemNotFound, .chatItemNotFoundByText: (.unknownItem, "the core has no such message")
            default: (.storage, "the core's database refused the command")
            }
        case .errorAgent: (.chatError, "the core's network agent failed")
        case .unrecognized: (.chatError, "the core reported an error this version does not know")
        }
    }

    /// The `type` tag of a union value, read from its tagged JSON.
    private static func tag(of value: some Encodable) -> String {
        do {
            let json = try JSONDecoder().decode(JSONValue.self, from: SimpleXJSON.encode(value))
            return json["type"]?.stringValue ?? "unknown"
        } catch {
            return "unknown"
        }
    }
}
