extension ChatInfo {
    /// The name the chat is shown by: the contact's or group's display name, "Notes" for the
    /// local notes, "invalid chat" for one that could not be read (as the iOS app's list).
    public var displayName: String {
        switch self {
        case let .direct(contact): contact.profile.displayName
        case let .group(_, groupInfo): groupInfo.groupProfile.displayName
        case .local: "Notes"
        case let .contactRequest(request): request.profile.displayName
        case .invalidJSON: "invalid chat"
        case .contactConnection, .unrecognized: "?"
        }
    }
}
