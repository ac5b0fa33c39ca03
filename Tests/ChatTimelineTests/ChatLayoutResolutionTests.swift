import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Layout resolution (spec §9 Activation): chat theme, then contact or group profile, then the
/// user's theme, then the app setting, then classic; unknown values skipped.
@Suite struct ChatLayoutResolutionTests {
    static let user = try! SimpleXJSON.decode(User.self, from: Repository.data("Tests/Fixtures/simplex/user.json"))

    static func user(layout: ChatLayoutMode?) -> User {
        var user = Self.user
        user.uiThemes = layout.map { UIThemeEntityOverrides(chatLayout: $0) }
        return user
    }

    static let profileCases: [(rule: String, user: ChatLayoutMode?, app: ChatLayoutMode?, result: ChatLayoutMode)] = [
        ("nothing set: classic", nil, nil, .classic),
        ("the app setting", nil, .terminal, .terminal),
        ("the user's theme before the app setting", .classic, .terminal, .classic),
        ("an unknown user value is skipped", .unrecognized("cards"), .terminal, .terminal),
        ("an unknown app value is skipped", nil, .unrecognized("cards"), .classic),
    ]

    @Test(arguments: profileCases)
    func profileChatLayout(rule: String, user: ChatLayoutMode?, app: ChatLayoutMode?, result: ChatLayoutMode) {
        #expect(ChatLayoutResolution.profileChatLayout(user: Self.user(layout: user), appDefault: app) == result, "\(rule)")
    }

    @Test func chatThemeThenProfileThenProfileLayout() throws {
        let chat = Fixtures.team
        guard case .group(let scope, var group) = chat.chatInfo else {
            Issue.record("the demo chat is a group")
            return
        }
        #expect(ChatLayoutResolution.activeChatLayout(.group(groupChatScope: scope, groupInfo: group), profileLayout: .terminal) == .terminal)
        group.groupProfile.chatLayout = .classic
        #expect(ChatLayoutResolution.activeChatLayout(.group(groupChatScope: scope, groupInfo: group), profileLayout: .terminal) == .classic)
        group.uiThemes = UIThemeEntityOverrides(chatLayout: .terminal)
        #expect(ChatLayoutResolution.activeChatLayout(.group(groupChatScope: scope, groupInfo: group), profileLayout: .classic) == .terminal)
        group.uiThemes = UIThemeEntityOverrides(chatLayout: .unrecognized("cards"))
        #expect(ChatLayoutResolution.activeChatLayout(.group(groupChatScope: scope, groupInfo: group), profileLayout: .terminal) == .classic)
    }
}
