import SimpleXModel

extension ChatStore {
    /// The commands of the local profiles: making one, which one is active, hiding one, their
    /// profiles, themes and default message time to live.
    func runProfiles(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case .showActiveUser:
            return .forUser { .activeUser(user: $0) }
        case .listUsers:
            return .response(.usersList(users: try usersList()))
        case let .createActiveUser(newUser):
            return .response(.activeUser(user: try createActiveUser(newUser)))
        case let .setActiveUser(userId, password):
            try checkPassword(password, toActivate: try user(userId))
            return .response(.activeUser(user: try setActiveUser(userId)))
        case let .hideUser(userId, password):
            return .response(try hideUser(userId, password: password))
        case let .unhideUser(userId, password):
            return .response(try unhideUser(userId, password: password))
        case let .updateProfile(userId, profile):
            return .response(try updateUserProfile(userId: userId, profile))
        case let .setUserTheme(userId, theme):
            try setUserTheme(userId, theme)
            return .forUser { .cmdOk(user_: $0) }
        case let .setUserTTL(userId, seconds):
            try setUserTTL(userId, seconds: seconds)
            return .forUser { .cmdOk(user_: $0) }
        case let .getUserTTL(userId):
            let ttl = try userTTL(userId)
            return .forUser { .chatItemTTL(chatItemTTL: ttl, user: $0) }
        default:
            return nil
        }
    }
}
