extension FullGroupPreferences {
    /// These preferences with each one that `preferences` (a group profile's) sets in its
    /// place: how a profile update changes what the group allows.
    public func merging(_ preferences: GroupPreferences?) -> FullGroupPreferences {
        guard let preferences else { return self }
        var merged = self
        merged.commands = preferences.commands ?? commands
        merged.comments = preferences.comments ?? comments
        merged.directMessages = preferences.directMessages ?? directMessages
        merged.files = preferences.files ?? files
        merged.fullDelete = preferences.fullDelete ?? fullDelete
        merged.history = preferences.history ?? history
        merged.reactions = preferences.reactions ?? reactions
        merged.reports = preferences.reports ?? reports
        merged.sessions = preferences.sessions ?? sessions
        merged.signMessages = preferences.signMessages ?? signMessages
        merged.simplexLinks = preferences.simplexLinks ?? simplexLinks
        merged.support = preferences.support ?? support
        merged.timedMessages = preferences.timedMessages ?? timedMessages
        merged.voice = preferences.voice ?? voice
        return merged
    }
}
