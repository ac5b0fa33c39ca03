import SimpleXModel

extension ChatStore {
    /// The commands that connect local profiles: invitation links, addresses and contact
    /// requests. Each response names the profile it is for.
    func runConnecting(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case let .addContact(userId, _):
            return .response(try addContact(userId: userId))
        case let .connectPlan(userId, link):
            return .response(try connectPlan(userId: userId, link: link))
        case let .connect(userId, link):
            return .response(try connect(userId: userId, link: link))
        case let .createAddress(userId):
            return .response(try createAddress(userId: userId))
        case let .showAddress(userId):
            return .response(try showAddress(userId: userId))
        case let .acceptContact(requestId):
            return .response(try acceptContact(requestId))
        case let .rejectContact(requestId):
            return .response(try rejectContact(requestId))
        default:
            return nil
        }
    }
}
