import Foundation
import ChatBackend
import SimpleXModel

/// Making, hiding and showing local profiles, as the core does (`APICreateActiveUser`,
/// `APIHideUser`, `APIUnhideUser`): a new profile's name is one no other profile has (the
/// core's `userExists`); a hidden profile has a password (`viewPwdHash`) and is muted, at least
/// one profile stays visible, and a hidden profile is made active only with its password.
extension ChatStore {
    /// Makes the profile `newUser` describes, like the active one otherwise, and makes it active.
    func createActiveUser(_ newUser: NewUser) throws -> User {
        guard let profile = newUser.profile, !profile.displayName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ChatBackendError(.invalidCommand, "a profile needs a name")
        }
        let users = try users()
        if users.contains(where: { $0.localDisplayName == profile.displayName }) {
            throw Self.refusal(.userExists(contactName: profile.displayName), "there is a profile named \(profile.displayName) already")
        }
        guard var user = users.first(where: \.activeUser) ?? users.first else {
            throw ChatBackendError(.invalidCommand, "the first profile is made with `parley demo --reset`")
        }
        user.userId = (users.map(\.userId).max() ?? 0) + 1
        user.userContactId = user.userId
        user.localDisplayName = profile.displayName
        user.profile = LocalProfile(displayName: profile.displayName, fullName: profile.fullName, localAlias: "")
        user.viewPwdHash = nil
        user.showNtfs = true
        user.uiThemes = nil
        try database.transaction {
            try rows.users.add(user, active: false)
            try rows.users.activate(user.userId)
        }
        actingUserId = nil
        commandUser = nil
        return try self.user(user.userId)
    }

    /// Hides profile `userId` behind `password` (`/_hide user`): `userPrivacy`.
    func hideUser(_ userId: Int64, password: String) throws -> ChatResponse {
        let user = try user(userId)
        if user.viewPwdHash != nil { throw Self.refusal(.userAlreadyHidden(userId: userId), "the profile is hidden already") }
        if password.isEmpty { throw Self.refusal(.emptyUserPassword(userId: userId), "a hidden profile needs a password") }
        guard try users().filter({ $0.viewPwdHash == nil }).count > 1 else {
            throw Self.refusal(.cantHideLastUser(userId: userId), "the last visible profile cannot be hidden")
        }
        var updated = user
        updated.viewPwdHash = UserPwdHash(password: password, salt: (0..<16).map { _ in UInt8.random(in: 0...255) })
        updated.showNtfs = false
        try saveUser(updated)
        return .userPrivacy(updatedUser: try self.user(userId), user: try currentUser())
    }

    /// Shows hidden profile `userId` again (`/_unhide user`) when `password` is its: `userPrivacy`.
    func unhideUser(_ userId: Int64, password: String) throws -> ChatResponse {
        let user = try user(userId)
        guard let hash = user.viewPwdHash else { throw Self.refusal(.userNotHidden(userId: userId), "the profile is not hidden") }
        guard hash.matches(password) else { throw Self.refusal(.userUnknown, "wrong password") }
        var updated = user
        updated.viewPwdHash = nil
        updated.showNtfs = true
        try saveUser(updated)
        return .userPrivacy(updatedUser: try self.user(userId), user: try currentUser())
    }

    /// Refuses making hidden profile `user` active without its password (the core answers as
    /// if there were no such profile).
    func checkPassword(_ password: String?, toActivate user: User) throws {
        guard let hash = user.viewPwdHash, !hash.matches(password ?? "") else { return }
        throw Self.refusal(.userUnknown, "there is no profile \(user.userId)")
    }

    private static func refusal(_ error: ChatErrorType, _ message: String) -> ChatBackendError {
        ChatBackendError(.chatError, message, chatError: .error(errorType: error))
    }
}
