import ChatBackend
import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D25: from the profiles picker (p), n makes a profile, r renames the highlighted
/// one, h hides it (or shows it again) behind a password, and s lists hidden profiles by
/// their password; the session asks the core, the terminal only asks for the line.
@Suite struct ClientProfilesTests {
    static func user(_ id: Int64, _ name: String, active: Bool = false, hiddenBy password: String? = nil) -> UserInfo {
        var user = Fixtures.user
        user.userId = id
        user.localDisplayName = name
        user.profile.displayName = name
        user.activeUser = active
        user.viewPwdHash = password.map { UserPwdHash(password: $0, salt: Array(0..<16)) }
        return UserInfo(unreadCount: 0, user: user)
    }

    static let visible = [user(1, "you", active: true), user(2, "kim")]
    static let kimHidden = [user(1, "you", active: true), user(2, "kim", hiddenBy: "pw")]

    static func picker(_ users: [UserInfo] = visible) -> ClientDriver {
        var client = ClientDriver.list(size: GridSize(rows: 24, columns: 80))
        client.type("p")
        client.answer(.listUsers, with: .usersList(users: users))
        return client
    }

    static func lastCommand(_ client: ClientDriver) -> ChatCommand? {
        client.requests.last.flatMap { if case let .run(command) = $0.request { command } else { nil } }
    }

    @Test("The picker says its keys")
    func pickerSaysItsKeys() {
        let client = Self.picker()
        #expect(client.screen.contains("n new · r rename · h hide · s hidden"), "\(client.screen)")
    }

    @Test("n asks a name and makes the profile, which the core makes active")
    func newProfile() {
        var client = Self.picker()
        client.type("n")
        #expect(client.screen.contains("New profile: its name"))
        client.type("zoe")
        #expect(client.screen.contains("zoe"))
        client.press(.enter)
        guard case let .createActiveUser(newUser)? = Self.lastCommand(client) else { Issue.record("no profile made: \(client.requests)"); return }
        #expect(newUser.profile?.displayName == "zoe")
    }

    @Test("r renames the highlighted profile, not the active one")
    func renameHighlighted() {
        var client = Self.picker()
        client.press(.down)
        client.type("r")
        #expect(client.screen.contains("New name of kim"))
        client.type("kimberly")
        client.press(.enter)
        guard case let .updateProfile(userId, profile)? = Self.lastCommand(client) else { Issue.record("no rename: \(client.requests)"); return }
        #expect(userId == 2 && profile.displayName == "kimberly")
    }

    @Test("h hides behind a password drawn as dots; the picker is listed anew and the hidden profile leaves it")
    func hideAndShow() {
        var client = Self.picker()
        client.press(.down)
        client.type("h")
        client.type("pw")
        #expect(client.screen.contains("Password to hide kim") && client.screen.contains("••") && !client.screen.contains("pw▏"))
        client.press(.enter)
        #expect(Self.lastCommand(client) == .hideUser(userId: 2, viewPwd: "pw"))
        client.answerCommand(with: .userPrivacy(updatedUser: Self.kimHidden[1].user, user: Self.kimHidden[0].user))
        #expect(client.state.statusText == "kim is hidden: its password shows it in the profiles")

        var reopened = Self.picker(Self.kimHidden)
        #expect(!reopened.screen.contains("kim"), "a hidden profile is not listed: \(reopened.screen)")
        reopened.type("s")
        reopened.type("pw")
        reopened.press(.enter)
        reopened.answer(.listUsers, with: .usersList(users: Self.kimHidden))
        #expect(reopened.screen.contains("kim  (hidden)"), "\(reopened.screen)")
        reopened.press(.down)
        reopened.press(.enter)
        #expect(Self.lastCommand(reopened) == .setActiveUser(userId: 2, viewPwd: "pw"), "its password makes it active")
    }

    @Test("h on a hidden profile asks its password to show it again")
    func unhide() {
        var client = Self.picker(Self.kimHidden)
        client.type("s")
        client.type("pw")
        client.press(.enter)
        client.answer(.listUsers, with: .usersList(users: Self.kimHidden))
        client.press(.down)
        client.type("h")
        #expect(client.screen.contains("Password of kim, to show it again"))
        client.type("pw")
        client.press(.enter)
        #expect(Self.lastCommand(client) == .unhideUser(userId: 2, viewPwd: "pw"))
    }
}
