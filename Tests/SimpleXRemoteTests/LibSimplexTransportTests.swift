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
}
