import SimpleXModel

/// The local profiles the profiles picker lists, in its order (issue 36 D25): every visible
/// profile, the active one, and the hidden ones whose password was typed (as the apps show a
/// hidden profile: only its password finds it).
public struct ProfileListing: Hashable, Sendable {
    /// The profiles, one per choice of the picker.
    public internal(set) var users: [User] = []
    /// The password typed to show hidden profiles, nil when none was.
    var password: String?

    /// The profile at `choice`, nil past the list.
    public func user(at choice: Int) -> User? {
        users.indices.contains(choice) ? users[choice] : nil
    }

    /// Whether the picker lists `user`: visible, active, or hidden behind the typed password.
    func lists(_ user: User) -> Bool {
        guard let hash = user.viewPwdHash else { return true }
        return user.activeUser || password.map(hash.matches) == true
    }
}

extension User {
    /// Whether the profile is hidden behind a password (`viewPwdHash`).
    public var isHidden: Bool { viewPwdHash != nil }
}
