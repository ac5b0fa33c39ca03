import Foundation
import SimpleXModel

extension Contact {
    /// `peer` as a contact of `user`, two local profiles of the store: active, known by
    /// `localName`, with the preferences the two profiles' own make (`ContactUserPreferences.between`).
    static func local(_ contactId: Int64, peer: User, of user: User, localName: String, at time: Date) -> Contact {
        var profile = peer.profile
        profile.localAlias = ""
        return Contact(chatDeleted: false, chatSettings: ChatSettings(enableNtfs: .all, favorite: false), contactGrpInvSent: false, contactId: contactId,
                       contactStatus: .active, contactUsed: true, createdAt: time, localDisplayName: localName,
                       mergedPreferences: .between(user.fullPreferences, peer.fullPreferences), profile: profile, updatedAt: time, userPreferences: Preferences())
    }
}

extension ContactUserPreferences {
    /// What a contact may use, from the user's and the contact's preferences: a feature is on
    /// for both when each side allows it (`yes` or `always`); `always` against `no` leaves
    /// it off, as the core's `prefEnabled` does for symmetric features.
    static func between(_ user: FullPreferences, _ contact: FullPreferences) -> ContactUserPreferences {
        func merged(_ mine: FeatureAllowed, _ theirs: FeatureAllowed) -> ContactUserPreference {
            let allows = { (allowed: FeatureAllowed) in allowed == .yes || allowed == .always }
            let enabled = allows(mine) && allows(theirs)
            return ContactUserPreference(contactPreference: SimplePreference(allow: theirs), enabled: PrefEnabled(forContact: enabled, forUser: enabled),
                                         userPreference: .user(preference: SimplePreference(allow: mine)))
        }
        return ContactUserPreferences(
            calls: merged(user.calls.allow, contact.calls.allow), files: merged(user.files.allow, contact.files.allow),
            fullDelete: merged(user.fullDelete.allow, contact.fullDelete.allow), reactions: merged(user.reactions.allow, contact.reactions.allow),
            sessions: merged(user.sessions.allow, contact.sessions.allow), timedMessages: merged(user.timedMessages.allow, contact.timedMessages.allow),
            voice: merged(user.voice.allow, contact.voice.allow))
    }
}
