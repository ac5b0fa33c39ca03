import ChatBackend
import Foundation
import SimpleXModel

/// The profiles picker (`p`, issue 36 D25): switch, make, rename, hide and show local profiles,
/// each asked of the core, which decides (a name another profile has, the last visible profile,
/// a wrong password); the picker is listed anew after each change.
extension ChatSession {
    /// The picker of `users` the listing shows, the active one selected.
    mutating func listProfiles(_ users: [UserInfo]) {
        let shown = users.filter { profiles.lists($0.user) }
        profiles.users = shown.map(\.user)
        setPrompt(Prompt(.picker, title: t.tr("Profiles"), choices: shown.map { info in
            let notes = [info.user.activeUser ? t.tr("(active)") : nil, info.user.isHidden ? t.tr("(hidden)") : nil,
                         !info.user.activeUser && info.unreadCount > 0 ? t.trPlural("{count} unread", "{count} unread", info.unreadCount) : nil]
            let name = ([info.user.profile.displayName] + notes.compactMap { $0 }).joined(separator: "  ")
            return Prompt.Choice(name, .plain, .switchProfile(info.user.userId))
        }, selected: shown.firstIndex { $0.user.activeUser } ?? 0, listsProfiles: true))
    }

    /// Makes `userId` active, with the typed password when it is hidden.
    mutating func switchProfile(_ userId: Int64) {
        let hidden = profiles.users.first { $0.userId == userId }?.isHidden == true
        ask(.run(.setActiveUser(userId: userId, viewPwd: hidden ? profiles.password : nil)), for: .profile)
    }

    mutating func createProfile(_ name: String) {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return say(.refused(t.tr("A profile needs a name"))) }
        setPrompt(nil)
        ask(.run(.createActiveUser(NewUser(clientService: false, pastTimestamp: false, profile: Profile(displayName: name, fullName: ""), userChatRelay: false))), for: .profile)
    }

    mutating func renameProfile(_ choice: Int, _ name: String) {
        guard let user = profiles.user(at: choice) else { return }
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return say(.refused(t.tr("A profile needs a name"))) }
        var profile = user.profile.profile
        profile.displayName = name
        ask(.run(.updateProfile(userId: user.userId, profile)), for: .profileRenamed)
    }

    mutating func toggleProfileHidden(_ choice: Int, _ password: String) {
        guard let user = profiles.user(at: choice) else { return }
        guard !password.isEmpty else { return say(.refused(t.tr("A hidden profile needs a password"))) }
        if user.isHidden {
            ask(.run(.unhideUser(userId: user.userId, viewPwd: password)), for: .profilePrivacy)
        } else {
            profiles.password = password
            ask(.run(.hideUser(userId: user.userId, viewPwd: password)), for: .profilePrivacy)
        }
    }

    /// Lists the profiles, with the hidden ones whose password is `password` (none when empty).
    mutating func showHiddenProfiles(_ password: String) {
        profiles.password = password.isEmpty ? nil : password
        ask(.run(.listUsers), for: .profiles)
    }
}
