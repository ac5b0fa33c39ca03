import SimpleXModel

/// Which layout a chat is drawn in (spec §9 "Activation"): the chat's theme override, else the
/// contact's or group's profile, else the user's theme, else the app setting, else classic.
/// Values this version does not know are skipped.
public enum ChatLayoutResolution {
    /// `profileChatLayout(user)`: the user's theme, else the app setting, else classic.
    public static func profileChatLayout(user: User?, appDefault: ChatLayoutMode?) -> ChatLayoutMode {
        known(user?.uiThemes?.chatLayout) ?? known(appDefault) ?? .classic
    }

    /// `ChatInfo.activeChatLayout(profileLayout)`.
    public static func activeChatLayout(_ chatInfo: ChatInfo, profileLayout: ChatLayoutMode) -> ChatLayoutMode {
        known(chatInfo.uiThemes?.chatLayout) ?? known(chatProfileLayout(chatInfo)) ?? profileLayout
    }

    private static func chatProfileLayout(_ chatInfo: ChatInfo) -> ChatLayoutMode? {
        switch chatInfo {
        case let .direct(contact): contact.profile.chatLayout
        case let .group(_, groupInfo): groupInfo.groupProfile.chatLayout
        default: nil
        }
    }

    private static func known(_ layout: ChatLayoutMode?) -> ChatLayoutMode? {
        if case .unrecognized? = layout { return nil }
        return layout
    }
}
