extension ChatError {
    /// One line for people naming the core's error by its tags, with the detail the core sent
    /// for the common kinds: "chat error: chatNotStarted", "store error: userNotFound",
    /// "agent error: SMP AUTH".
    public var message: String {
        switch self {
        case let .error(errorType):
            "chat error: \(errorType.detail)"
        case let .errorStore(storeError):
            "store error: \(storeError.typeTag)"
        case let .errorAgent(_, agentError, _):
            "agent error: \(agentError.detail)"
        case let .unrecognized(json):
            "error \(TaggedUnion.tag(of: json))"
        }
    }
}

extension ChatErrorType {
    /// The tag, and the message of the kinds that carry one.
    var detail: String {
        switch self {
        case let .commandError(message), let .exception(message), let .internalError(message): "\(typeTag): \(message)"
        default: typeTag
        }
    }
}

extension AgentErrorType {
    /// The tag, and the tag of its nested error where it has one.
    var detail: String {
        switch self {
        case let .smp(_, smpErr): "\(typeTag) \(smpErr.typeTag)"
        case let .ntf(ntfErr, _): "\(typeTag) \(ntfErr.typeTag)"
        case let .xftp(_, xftpErr): "\(typeTag) \(xftpErr.typeTag)"
        case let .broker(_, brokerErr): "\(typeTag) \(brokerErr.typeTag)"
        case let .critical(criticalErr, _), let .internal(criticalErr): "\(typeTag): \(criticalErr)"
        default: typeTag
        }
    }
}
