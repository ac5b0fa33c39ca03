import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// A store in a fresh temporary folder with the demo user, a contact chat (@2) and the demo
/// group (#1), and a clock the test sets. The store's pauses (event polls, bots' steps,
/// downloads' steps) run on `ticker`, a `ManualClock` the test moves: no store test waits
/// for real time.
final class StoreFixture: Sendable {
    let folder: URL
    let path: String
    let clock = TestClock()
    let ticker = ManualClock()
    let store: ChatStore

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-store-\(UUID().uuidString)")
        path = folder.appendingPathComponent("chat.db").path
        let (clock, ticker) = (self.clock, self.ticker)
        store = try ChatStore(path: path, now: { clock.now }, ticker: ticker)
    }

    /// Another connection to the fixture's file (another process's), on the same clocks; it
    /// keeps the fixture, and so its folder, while it lives.
    func connection() throws -> ChatStore {
        try ChatStore(path: path, now: { self.clock.now }, ticker: ticker)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    static let user = Fixtures.coreUser
    static let demo = Fixtures.team

    /// The fixture with the user, the demo group and `count` received items in @2.
    static func seeded(contactItems count: Int64 = 0) async throws -> StoreFixture {
        let fixture = try StoreFixture()
        try await fixture.store.addUser(user)
        try await fixture.store.addChat(demo.chatInfo)
        try await fixture.store.importItems(demo.chatItems, into: .group(1))
        try await fixture.store.addChat(.direct(contact: contact))
        if count > 0 {
            try await fixture.store.importItems((1...count).map { ChatItems.text(1000 + $0, "message \($0)", status: $0 > count - 3 ? .rcvNew : .rcvRead) }, into: .direct(2))
        }
        return fixture
    }

    /// Two local profiles: alice (1, active) and bob (2); alice's contact bob (@2) is linked
    /// to bob's contact alice (@3). `bob` is a second connection acting as bob.
    static func twoProfiles() async throws -> (fixture: StoreFixture, bob: ChatStore) {
        let fixture = try await seeded()
        var bob = user
        bob.userId = 2
        bob.localDisplayName = "bob"
        bob.profile = contact.profile
        try await fixture.store.addUser(bob)
        var alice = contact
        alice.contactId = 3
        alice.localDisplayName = "alice"
        alice.profile = user.profile
        try await fixture.store.addChat(.direct(contact: alice), userId: 2)
        try await fixture.store.link(.direct(2), .direct(3))
        let connection = try fixture.connection()
        try await connection.act(as: 2)
        return (fixture, connection)
    }

    static var contact: Contact { Fixtures.contact }
}

extension StoreFixture {
    /// The kind of error `command` is refused with by `store`; nil when it succeeds.
    static func kind(of command: ChatCommand, on store: ChatStore) async -> ChatBackendError.Kind? {
        await kind { try await store.execute(command) }
    }

    /// The kind of error `body` fails with; nil when it succeeds.
    static func kind(_ body: () async throws -> some Any) async -> ChatBackendError.Kind? {
        do {
            _ = try await body()
            return nil
        } catch let error as ChatBackendError {
            return error.kind
        } catch {
            Issue.record("a store command failed with \(error), which is no ChatBackendError")
            return nil
        }
    }
}
