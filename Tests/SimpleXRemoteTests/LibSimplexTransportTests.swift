import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Testing
@testable import SimpleXRemote

/// libsimplex through the ABI stand-in (`CoreLibraryStandIn`): recorded answers, not the SimpleX core.
@Suite(.serialized) struct LibSimplexTransportTests {
    static let library = CoreLibraryStandIn.library

    static func fixture(_ name: String) throws -> String {
        String(decoding: try Repository.data("Tests/Fixtures/simplex/\(name)"), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("it opens the store, asks for the user, starts the chat, runs commands and receives events")
    func runs() async throws {
        let prefix = try CoreLibraryStandIn.databasePrefix(
            replies: ["/user": try Self.fixture("ffi-result-activeUser.tagged.json"), "/_start": try Self.fixture("ffi-result-chatStarted.tagged.json"), "/_read chat #1": try Self.fixture("ffi-error-noActiveUser.tagged.json")],
            events: [try Self.fixture("ffi-result-connectionsDiff.tagged.json"), #"{"result":{"type":"someFutureEvent"}}"#, try Self.fixture("ffi-error-userExists.tagged.json")])
        let core = try await RemoteCore.open(library: Self.library, databasePrefix: prefix)
        #expect(await core.activeUser?.localDisplayName == "alice")
        #expect(await core.connectionState == .connected(user: await core.activeUser))
        let events = await first(2, of: await core.events())
        guard events.count == 2, case .connectionsDiff = events[0], case let .chatError(chatError) = events[1] else {
            Issue.record("events: \(events)")
            return
        }
        #expect(chatError.name == "error userExists")
        #expect(await core.eventCounts().unknown == 1)
        do {
            _ = try await core.execute(.readChat(.group(1)))
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("(error: error noActiveUser)"))
        }
        do {
            _ = try await core.execute(.listUsers)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidCommand)
        }
        await core.close()
        #expect(await core.connectionState == .closed)
        typealias Count = @convention(c) () -> Int
        let returned = try #require(LibSimplex.symbol("stand_in_returned_strings", inLibraryAt: Self.library))
        #expect(unsafeBitCast(returned, to: Count.self)() == LibSimplex.freedStrings.load(ordering: .relaxed), "every returned string is freed")
    }

    @Test("a missing library is one unreachable error that names the path")
    func missingLibrary() async {
        do {
            _ = try await RemoteCore.open(library: "/nonexistent/libsimplex.so", databasePrefix: "x")
            Issue.record("opened")
        } catch {
            #expect(error.kind == .unreachable)
            #expect(error.message.contains("/nonexistent/libsimplex.so"))
        }
    }

    @Test("a library without the core's functions is not taken for the core")
    func notTheCore() {
        #expect(throws: ChatBackendError.self) { try LibSimplex.load(path: "libm.so.6") }
    }

    @Test("a database the core cannot open names the core's migration result")
    func migrationError() throws {
        let library = try LibSimplex.load(path: Self.library)
        do {
            _ = try LibSimplexTransport(library: library, databasePrefix: "/nonexistent/prefix")
            Issue.record("opened")
        } catch {
            #expect(error.kind == .unreadableDatabase)
            #expect(error.message.contains("errorNotADatabase"))
        }
        do {
            _ = try LibSimplexTransport(library: library, databasePrefix: "/nonexistent/prefix", confirmation: "never")
            Issue.record("opened")
        } catch {
            #expect(error.message.contains("invalidConfirmation"))
        }
    }

    static func standInStarts(_ extra: [String: String] = [:]) throws -> [String: String] {
        ["/user": try fixture("ffi-result-activeUser.tagged.json"), "/_start": try fixture("ffi-result-chatStarted.tagged.json"),
         "/_stop": #"{"result":{"type":"chatStopped"}}"#].merging(extra) { $1 }
    }

    @Test("a call that never returns is reported; later commands and the exit still work", .timeLimit(.minutes(2)))
    func stuckCall() async throws {
        let prefix = try CoreLibraryStandIn.databasePrefix(replies: try Self.standInStarts(["/_get chats 1 hang": "@block"]))
        defer { Self.releaseBlocked() }
        let clock = ManualClock()
        let core = try await RemoteCore.open(library: Self.library, databasePrefix: prefix,
                                             options: RemoteCore.Options(commandTimeout: .seconds(30), reconnect: nil, startsChat: true, clock: clock), closeTimeout: .seconds(1))
        let stuck = Task { await backendError { () throws(ChatBackendError) in try await core.execute(text: "/_get chats 1 hang") } }
        await clock.sleepers(1)
        clock.advance(by: .seconds(30))
        let error = await watched(failure: "the blocked call did not time out") { await stuck.value } ?? nil
        #expect(error?.kind == .timedOut, "a blocked call is a timeout: \(String(describing: error))")
        guard case .activeUser = try await core.execute(.showActiveUser) else { Issue.record("not the user"); return }
        let closed = Task { await core.close() }
        await closed.value
        #expect(await core.connectionState == .closed)
        let log = CoreLibraryStandIn.log(prefix)
        #expect(log.contains("/_stop"))
        #expect(!log.contains("chat_close_store"), "the store is not closed under a running call")
    }

    @Test("close sends /_stop, then closes the store")
    func closeStopsThenCloses() async throws {
        let prefix = try CoreLibraryStandIn.databasePrefix(replies: try Self.standInStarts())
        let core = try await RemoteCore.open(library: Self.library, databasePrefix: prefix)
        await core.close()
        #expect(CoreLibraryStandIn.log(prefix).suffix(2) == ["/_stop", "chat_close_store"])
    }

    @Test("databases that are not there are refused before the core makes them; a new profile makes them")
    func missingDatabases() async throws {
        let replies = try Self.standInStarts(["/user": try Self.fixture("ffi-error-noActiveUser.tagged.json")])
        let prefix = try CoreLibraryStandIn.databasePrefix(replies: replies, databaseExists: false)
        do {
            _ = try await RemoteCore.open(library: Self.library, databasePrefix: prefix)
            Issue.record("opened")
        } catch {
            #expect(error.message.contains("\(prefix)_chat.db"))
        }
        #expect(!FileManager.default.fileExists(atPath: prefix + "_chat.db"), "nothing was created")
        #expect(CoreLibraryStandIn.log(prefix).isEmpty, "the core was not called")

        let profile = Profile(displayName: "alice", fullName: "")
        let newUser = ChatCommand.createActiveUser(NewUser(clientService: false, pastTimestamp: false, profile: profile, userChatRelay: false)).text
        let created = try CoreLibraryStandIn.databasePrefix(replies: replies.merging([newUser: try Self.fixture("ffi-result-activeUser.tagged.json")]) { $1 }, databaseExists: false)
        let core = try await RemoteCore.open(library: Self.library, databasePrefix: created, options: RemoteCore.Options(reconnect: nil, startsChat: true, newUser: profile))
        #expect(await core.activeUser?.localDisplayName == "alice")
        #expect(Array(CoreLibraryStandIn.log(created).prefix(3)) == ["/user", newUser, "/_start"])
        await core.close()
    }

    static func releaseBlocked() {
        typealias Release = @convention(c) () -> Void
        guard let release = LibSimplex.symbol("stand_in_release_blocked", inLibraryAt: library) else { return }
        unsafeBitCast(release, to: Release.self)()
    }
}
