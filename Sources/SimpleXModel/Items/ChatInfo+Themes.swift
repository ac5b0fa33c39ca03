extension ChatInfo {
    /// The chat's own theme overrides (its layout and colours): a contact's or a group's, nil
    /// for other chats.
    public var uiThemes: UIThemeEntityOverrides? {
        switch self {
        case let .direct(contact): contact.uiThemes
        case let .group(_, groupInfo): groupInfo.uiThemes
        default: nil
        }
    }
}
