import ChatBackend
import SimpleXModel
import Testing
@_spi(Seeding) @testable import ChatStore

/// Issue 36 D25, the embedded core: profiles made, hidden and shown as the core does
/// (`APICreateActiveUser`, `APIHideUser`, `APIUnhideUser`, `APISetActiveUser` with a password).
@Suite struct ProfilePrivacyTests {
    static func error(_ command: ChatCommand, on store: ChatStore) async -> ChatErrorType? {
        do {
            _ = try await store.execute(command)
            return nil
        } catch {
            guard case let .error(type)? = error.chatError else { return nil }
            return type
        }
    }

    static func newUser(_ name: String) -> NewUser {
        NewUser(clientService: false, pastTimestamp: false, profile: Profile(displayName: name, fullName: ""), userChatRelay: false)
    }

    @Test("A new profile is made active; a name another profile has is the core's userExists")
    func createRule() async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        guard case let .activeUser(zoe) = try await fixture.store.execute(.createActiveUser(Self.newUser("zoe"))) else { Issue.record("unexpected response"); return }
        #expect(zoe.profile.displayName == "zoe" && zoe.activeUser && zoe.userId == 3)
        #expect(try await fixture.store.chats(userId: 3).isEmpty)
        #expect(await Self.error(.createActiveUser(Self.newUser("bob")), on: fixture.store) == .userExists(contactName: "bob"))
    }

    static let privacyRules: [(rule: String, commands: [ChatCommand], refused: ChatErrorType?)] = [
        ("a hidden profile needs a password", [.hideUser(userId: 2, viewPwd: "")], .emptyUserPassword(userId: 2)),
        ("a profile is hidden once", [.hideUser(userId: 2, viewPwd: "pw"), .hideUser(userId: 2, viewPwd: "pw")], .userAlreadyHidden(userId: 2)),
        ("the last visible profile stays visible", [.hideUser(userId: 2, viewPwd: "pw"), .hideUser(userId: 1, viewPwd: "pw")], .cantHideLastUser(userId: 1)),
        ("only a hidden profile is shown again", [.unhideUser(userId: 2, viewPwd: "pw")], .userNotHidden(userId: 2)),
        ("a wrong password shows nothing", [.hideUser(userId: 2, viewPwd: "pw"), .unhideUser(userId: 2, viewPwd: "no")], .userUnknown),
        ("a hidden profile is made active only with its password", [.hideUser(userId: 2, viewPwd: "pw"), .setActiveUser(userId: 2)], .userUnknown),
        ("its password makes it active", [.hideUser(userId: 2, viewPwd: "pw"), .setActiveUser(userId: 2, viewPwd: "pw")], nil),
        ("its password shows it again", [.hideUser(userId: 2, viewPwd: "pw"), .unhideUser(userId: 2, viewPwd: "pw")], nil),
    ]

    @Test(arguments: privacyRules)
    func privacyRule(rule: String, commands: [ChatCommand], refused: ChatErrorType?) async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        for command in commands.dropLast() { _ = try await fixture.store.execute(command) }
        #expect(await Self.error(commands.last!, on: fixture.store) == refused, "\(rule)")
    }

    @Test("A hidden profile is muted with a salted hash of its password; shown again, it has none")
    func hiddenProfileRecord() async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        guard case let .userPrivacy(hidden, _) = try await fixture.store.execute(.hideUser(userId: 2, viewPwd: "secret")) else { Issue.record("unexpected response"); return }
        #expect(hidden.viewPwdHash?.matches("secret") == true && hidden.viewPwdHash?.matches("Secret") == false && !hidden.showNtfs)
        guard case let .userPrivacy(shown, _) = try await fixture.store.execute(.unhideUser(userId: 2, viewPwd: "secret")) else { Issue.record("unexpected response"); return }
        #expect(shown.viewPwdHash == nil && shown.showNtfs)
    }
}
