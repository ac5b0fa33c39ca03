import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Issue 19, "every recent core": the replies and events the client uses, as cores 6.3, 6.4
/// and 7.0 write them (`Tests/Fixtures/simplex-versions/`, made from the types each release
/// documents: its Haskell records at the release tag, and `bots/api/TYPES.md` from 6.4.1; the
/// README there says how). A field a version lacks reads as what its absence means there
/// (`Schema/simplex-api-versions.json`); one it put elsewhere is read from there, and one whose
/// absence means nothing is nil (`CoreVersionTests+Fields.swift` checks each such field).
@Suite struct CoreVersionTests {
    static let versions = ["6.3", "6.4", "7.0"]
    static let replies = ["activeUser", "apiChats", "apiChat", "invitation", "userContactLink", "userContactLinkCreated", "groupCreated", "connectionPlan"]
    static let events = ["newChatItems", "contactConnected", "rcvFileStart", "rcvFileComplete", "rcvFileProgressXFTP", "receivedContactRequest"]

    static func data(_ version: String, _ name: String) throws -> Data {
        try Repository.data("Tests/Fixtures/simplex-versions/\(version)/\(name).json")
    }

    /// The case name of a decoded union value (`activeUser` of `.activeUser(user: …)`).
    static func tag(_ value: some Any) -> String {
        String(String(describing: value).prefix { $0 != "(" })
    }

    @Test("each reply the client uses reads as that reply", arguments: versions, replies)
    func reply(version: String, name: String) throws {
        let reply = try SimpleXJSON.decode(ChatResponse.self, from: try Self.data(version, name))
        #expect(Self.tag(reply) == name, "\(version) \(name)")
    }

    @Test("each event the client uses reads as that event", arguments: versions, events)
    func event(version: String, name: String) throws {
        let event = try SimpleXJSON.decode(ChatEvent.self, from: try Self.data(version, name))
        #expect(Self.tag(event) == name, "\(version) \(name)")
    }

    @Test("the envelopes of each version's WebSocket and C library read", arguments: versions)
    func envelopes(version: String) throws {
        guard case let .result(reply, _) = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: try Self.data(version, "envelope-ws-reply")) else {
            Issue.record("\(version): not a result"); return
        }
        #expect(Self.tag(reply) == "activeUser", "6.3.4–6.3.7's WebSocket server wraps replies in {\"Right\": …}")
        guard case let .result(library, _) = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: try Self.data(version, "envelope-lib-reply")) else {
            Issue.record("\(version): not a result"); return
        }
        #expect(Self.tag(library) == "activeUser")
        guard case .result = try SimpleXJSON.decode(CoreReply<ChatEvent>.self, from: try Self.data(version, "envelope-ws-event")) else {
            Issue.record("\(version): not an event"); return
        }
        if version == "6.3" {
            guard case let .error(chatError, _) = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: try Self.data(version, "envelope-ws-error")) else {
                Issue.record("6.3: {\"Left\": …} is not an error"); return
            }
            #expect(!chatError.name.isEmpty)
        }
    }

    @Test("a 6.x user's preferences without files and sessions read as the core's defaults")
    func absentPreferencesAreTheDefaults() throws {
        guard case let .activeUser(user) = try SimpleXJSON.decode(ChatResponse.self, from: try Self.data("6.3", "activeUser")) else {
            Issue.record("not the user"); return
        }
        #expect(user.fullPreferences.files == SimplePreference(allow: .always))
        #expect(user.fullPreferences.sessions == SimplePreference(allow: .no))
    }
}
