import ChatBackend
import ChatStore
import Foundation
import SimpleXModel
import Testing

/// The embedded store through `ChatBackend`'s lifecycle (issue 20): it is connected from the
/// start, and `close()` ends its subscribers' streams and its downloads in flight.
@Suite struct StoreLifecycleTests {
    @Test func theStoreIsConnectedAndCloseEndsItsStreams() async throws {
        let fixture = try await StoreFixture.seeded()
        let backend: any ChatBackend = fixture.store
        var states: [ConnectionState] = []
        for await state in await backend.connectionStates() { states.append(state) }
        #expect(states == [.connected(user: nil)])
        var events = await backend.events().makeAsyncIterator()
        await backend.close()
        #expect(await events.next() == nil, "the stream ended")
        await backend.close()
    }

    @Test func closingStopsADownloadAndRemovesItsPart() async throws {
        let (fixture, bob, copy) = try await FileTransferTests.offer(Data(count: ChatStore.fileChunk * 40))
        var events = await bob.events().makeAsyncIterator()
        _ = try await bob.execute(.receiveFile(fileId: copy.meta.itemId))
        _ = await FileTransferTests.events(of: &events) { if case .rcvFileProgressXFTP = $0 { true } else { false } }
        await bob.close()
        let folder = fixture.folder.appendingPathComponent("chat-files")
        for _ in 0..<500 where (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == false {
            await Task.yield()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
