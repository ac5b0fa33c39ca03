extension ChatInfo {
    /// The name the chat is shown by: the contact's or group's display name, "Notes" for the
    /// local notes.
    public var displayName: String {
        switch self {
        case let .direct(contact): contact.profile.displayName
        case let .group(_, groupInfo): groupInfo.groupProfile.displayName
        case .local: "Notes"
        case let .contactRequest(request): request.profile.displayName
        case .contactConnection, .unrecognized: "?"
        }
    }
}
