import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Layout resolution (spec §9 Activation) for direct chats — the contact's `uiThemes`, then the
/// contact's profile — for notes, and without a user.
@Suite struct ChatLayoutResolutionDirectTests {
    static func contact(theme: ChatLayoutMode?, profile: ChatLayoutMode?) -> ChatInfo {
        Fixtures.bob.chatInfo.withContact { contact in
            contact.uiThemes = theme.map { UIThemeEntityOverrides(chatLayout: $0) }
            contact.profile.chatLayout = profile
        }
    }

    static let active: [(rule: String, chat: ChatInfo, profileLayout: ChatLayoutMode, result: ChatLayoutMode)] = [
        ("direct, nothing set: the profile layout", contact(theme: nil, profile: nil), .terminal, .terminal),
        ("direct: the contact's profile layout before the profile layout", contact(theme: nil, profile: .terminal), .classic, .terminal),
        ("direct: the contact's uiThemes before the contact's profile", contact(theme: .classic, profile: .terminal), .terminal, .classic),
        ("direct: an unknown uiThemes value is skipped", contact(theme: .unrecognized("cards"), profile: .terminal), .classic, .terminal),
        ("direct: an unknown profile value is skipped", contact(theme: nil, profile: .unrecognized("cards")), .terminal, .terminal),
        ("notes have no chat layout of their own: the profile layout", Fixtures.notes, .terminal, .terminal),
    ]

    @Test(arguments: active)
    func activeChatLayout(rule: String, chat: ChatInfo, profileLayout: ChatLayoutMode, result: ChatLayoutMode) {
        #expect(ChatLayoutResolution.activeChatLayout(chat, profileLayout: profileLayout) == result, "\(rule)")
    }

    static let noUser: [(rule: String, app: ChatLayoutMode?, result: ChatLayoutMode)] = [
        ("no user, no app setting: classic", nil, .classic),
        ("no user: the app setting", .terminal, .terminal),
        ("no user, an unknown app setting: classic", .unrecognized("cards"), .classic),
    ]

    @Test(arguments: noUser)
    func profileChatLayoutWithoutAUser(rule: String, app: ChatLayoutMode?, result: ChatLayoutMode) {
        #expect(ChatLayoutResolution.profileChatLayout(user: nil, appDefault: app) == result, "\(rule)")
    }
}
