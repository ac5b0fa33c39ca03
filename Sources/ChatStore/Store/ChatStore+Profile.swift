import ChatBackend
import Foundation
import SimpleXModel

/// The user's own profile: its name, full name, picture and preferences (`/_profile`), sent to
/// its contacts as the core sends a profile update.
extension ChatStore {
    /// Sets profile `userId`'s display name, full name, picture and preferences: nothing
    /// changes when they are the same (`userProfileNoChange`); an empty name, or another local
    /// profile's, is refused.
    /// Contacts in the other local profiles see the new profile (`contactUpdated`), and the
    /// reply counts them (`userProfileUpdated`'s summary), as the core counts the contacts it
    /// sent the update to.
    func updateUserProfile(userId: Int64, _ profile: Profile) throws -> ChatResponse {
        var user = try user(userId)
        let name = profile.displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ChatBackendError(.invalidCommand, "a display name is not empty") }
        if try users().contains(where: { $0.userId != userId && $0.profile.displayName == name }) {
            throw ChatBackendError(.notAllowed, "another profile is named \(name)")
        }
        let before = user.profile.profile
        var after = profile
        after.displayName = name
        guard after != before else { return .userProfileNoChange(user: user) }
        user.profile.displayName = name
        user.profile.fullName = after.fullName
        user.profile.image = after.image
        user.profile.preferences = after.preferences
        user.profile.shortDescr = after.shortDescr
        if name != before.displayName {
            user.localDisplayName = LocalDisplayName.unique(name, taken: try localNames(of: userId).subtracting([user.localDisplayName]))
        }
        let updated = user
        let changes = try database.transaction { () throws -> [(before: Contact, after: Contact, owner: User)] in
            try saveUser(updated)
            return try contactCopies(of: updated).map { contact, owner in
                var changed = contact
                changed.profile.displayName = name
                changed.profile.fullName = after.fullName
                changed.profile.image = after.image
                changed.profile.preferences = after.preferences
                if name != before.displayName {
                    changed.localDisplayName = try newLocalName(name, of: owner.userId, except: .direct(contact.contactId))
                }
                try updateChat(.direct(contact: changed))
                return (contact, changed, owner)
            }
        }
        changes.forEach { publish(.contactUpdated(fromContact: $0.before, toContact: $0.after, user: $0.owner)) }
        let summary = UserProfileUpdateSummary(changedContacts: [], updateFailures: 0, updateSuccesses: changes.count)
        return .userProfileUpdated(fromProfile: before, toProfile: updated.profile.profile, updateSummary: summary, user: updated)
    }

    /// The contacts that stand for `user` in the other local profiles: each linked direct
    /// chat of theirs: its contact and its profile's owner.
    private func contactCopies(of user: User) throws -> [(Contact, User)] {
        try rows.chats.directChatIds(of: user.userId).flatMap { try rows.peers.linked(to: .direct($0)) }.compactMap { peer in
            let (info, ownerId) = try storedChat(peer)
            guard case let .direct(contact) = info else { return nil }
            return (contact, try self.user(ownerId))
        }
    }
}
