extension LocalProfile {
    /// The profile as the core sends it to others (`fromLocalProfile`): the local alias, id and
    /// badge state left behind.
    public var profile: Profile {
        Profile(chatLayout: chatLayout, contactDomain: contactDomain, contactLink: contactLink, description: description, displayName: displayName, fullName: fullName,
                image: image, peerType: peerType, preferences: preferences, shortDescr: shortDescr)
    }

    /// The name and, when it says more, the full name in brackets (the core's `profileToText`).
    public var profileText: String {
        fullName.isEmpty || fullName == displayName ? displayName : "\(displayName) (\(fullName))"
    }
}
