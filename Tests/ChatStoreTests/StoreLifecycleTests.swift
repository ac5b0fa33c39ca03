import ChatBackend
import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The embedded store through `ChatBackend`'s lifecycle (issue 20): it is connected from the
/// start, and `close()` ends its subscribers' streams and its downloads in flight.
@Suite struct StoreLifecycleTests {
    @Test func theStoreIsConnectedAndCloseEndsItsStreams() async throws {
        let fixture = try await StoreFixture.seeded()
        let backend: any ChatBackend = fixture.store
        let states = await elements(of: await backend.connectionStates(), until: { _ in false })
        #expect(states == [.connected(user: nil)])
        let events = await backend.events()
        await backend.close()
        #expect(await elements(of: events, until: { _ in false }).isEmpty, "the stream ended")
        await backend.close()
    }

    @Test func closingStopsADownloadAndRemovesItsPart() async throws {
        let (fixture, bob, copy) = try await FileTransferTests.offer(Data(count: ChatStore.fileChunk * 40))
        let events = await bob.events()
        _ = try await bob.execute(.receiveFile(fileId: copy.meta.itemId))
        _ = await FileTransferTests.events(of: events, stepping: fixture.ticker) { if case .rcvFileProgressXFTP = $0 { true } else { false } }
        await bob.close()
        let folder = fixture.folder.appendingPathComponent("chat-files")
        await FileTransferTests.partRemoved(from: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
