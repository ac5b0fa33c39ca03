import ChatBackend
import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Files between local profiles (issue 19 "Files"): offered, received a chunk at a time with
/// the core's events into the store's files folder (never over a file already there),
/// cancelled by either side, and refused when they cannot be.
@Suite struct FileTransferTests {
    /// alice sends `bytes` as `name` to bob: the file, and bob's offered copy.
    static func offer(_ bytes: Data, named name: String = "notes.txt") async throws -> (fixture: StoreFixture, bob: ChatStore, copy: ChatItem) {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let path = fixture.folder.appendingPathComponent(name).path
        try bytes.write(to: URL(fileURLWithPath: path))
        _ = try await fixture.store.send(.direct(2), [ComposedMessage(fileSource: CryptoFile(filePath: path), mentions: [:], msgContent: .file(text: ""))])
        return (fixture, bob, try #require(try await LocalDeliveryTests.page(bob, .direct(3)).last))
    }

    /// Events of `events` until `last` says the transfer ended, at most `limit`. The download
    /// pauses on the fixture's `ticker` after its start and after each chunk: once it sleeps
    /// there (beside bob's event poll, the other sleeper), the clock is moved a step on.
    static func events(of events: AsyncStream<ChatEvent>, stepping ticker: ManualClock, until last: @escaping @Sendable (ChatEvent) -> Bool,
                       limit: Int = 100) async -> [ChatEvent] {
        await watched(failure: "the download did not reach its end condition within \(watchdogLimit)") {
            var seen: [ChatEvent] = []
            for await event in events {
                seen.append(event)
                if last(event) || seen.count >= limit { break }
                switch event {
                case .rcvFileStart, .rcvFileProgressXFTP:
                    await ticker.sleepers(2)
                    ticker.advance(by: .seconds(1))
                default:
                    break
                }
            }
            return seen
        } ?? []
    }

    /// Waits until `folder` holds no file: the part of a stopped download, which its own task
    /// removes after the command that stopped it returned.
    static func partRemoved(from folder: URL) async {
        _ = await eventually(failure: "the part in \(folder.lastPathComponent) was not removed") {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        }
    }

    static func isEnd(_ event: ChatEvent) -> Bool {
        switch event {
        case .rcvFileComplete, .rcvFileError: true
        default: false
        }
    }

    @Test func aReceivedFileArrivesWithProgressInTheFilesFolder() async throws {
        let bytes = Data((0..<(ChatStore.fileChunk * 2 + 100)).map { UInt8($0 % 251) })
        let (fixture, bob, copy) = try await Self.offer(bytes)
        let events = await bob.events()
        guard case let .rcvFileAccepted(accepted, _) = try await bob.execute(.receiveFile(fileId: copy.meta.itemId)) else {
            Issue.record("expected rcvFileAccepted")
            return
        }
        #expect(accepted.chatItem.file?.fileStatus == .rcvAccepted)
        let seen = await Self.events(of: events, stepping: fixture.ticker, until: Self.isEnd)
        guard case .rcvFileStart? = seen.first else { Issue.record("starts with rcvFileStart: \(seen)"); return }
        let progress = seen.compactMap { event -> Int64? in
            if case let .rcvFileProgressXFTP(_, _, received, total, _) = event, total == Int64(bytes.count) { received } else { nil }
        }
        #expect(progress == [Int64(ChatStore.fileChunk), Int64(ChatStore.fileChunk * 2), Int64(bytes.count)], "a progress event a chunk")
        guard case let .rcvFileComplete(done, _)? = seen.last, let path = done.chatItem.file?.fileSource?.filePath else {
            Issue.record("ends complete: \(String(describing: seen.last))")
            return
        }
        #expect(done.chatItem.file?.fileStatus == .rcvComplete)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent == "chat-files")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(await StoreFixture.kind(of: .receiveFile(fileId: copy.meta.itemId), on: bob) == .notAllowed, "once is enough")
    }

    @Test func aNameAlreadyTakenGetsANumber() async throws {
        let (fixture, bob, copy) = try await Self.offer(Data("twelve bytes".utf8))
        let folder = fixture.folder.appendingPathComponent("chat-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let events = await bob.events()
        _ = try await bob.execute(.receiveFile(fileId: copy.meta.itemId))
        guard case let .rcvFileComplete(done, _)? = await Self.events(of: events, stepping: fixture.ticker, until: Self.isEnd).last else { Issue.record("no completion"); return }
        #expect(done.chatItem.file?.fileSource?.filePath.hasSuffix("chat-files/notes (2).txt") == true)
        #expect(try Data(contentsOf: folder.appendingPathComponent("notes.txt")) == Data("mine".utf8), "the file there stays")
    }

    @Test func aDownloadCancelledLeavesNoPart() async throws {
        let (fixture, bob, copy) = try await Self.offer(Data(count: ChatStore.fileChunk * 40))
        let events = await bob.events()
        _ = try await bob.execute(.receiveFile(fileId: copy.meta.itemId))
        _ = await Self.events(of: events, stepping: fixture.ticker) { if case .rcvFileProgressXFTP = $0 { true } else { false } }
        guard case let .rcvFileCancelled(cancelled, _, _) = try await bob.execute(.cancelFile(fileId: copy.meta.itemId)) else {
            Issue.record("expected rcvFileCancelled")
            return
        }
        #expect(cancelled?.chatItem.file?.fileStatus == .rcvCancelled)
        let folder = fixture.folder.appendingPathComponent("chat-files")
        await Self.partRemoved(from: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the part is removed")
        #expect(try await LocalDeliveryTests.page(bob, .direct(3)).last?.file?.fileStatus == .rcvCancelled)
    }

    @Test func theSenderWithdrawsAFileNotYetReceived() async throws {
        let (fixture, bob, copy) = try await Self.offer(Data("twelve bytes".utf8))
        let sent = try #require(try await LocalDeliveryTests.page(fixture.store, .direct(2)).last)
        guard case let .sndFileCancelled(item, _, _, _) = try await fixture.store.execute(.cancelFile(fileId: sent.meta.itemId)) else {
            Issue.record("expected sndFileCancelled")
            return
        }
        #expect(item?.chatItem.file?.fileStatus == .sndCancelled)
        #expect(try await LocalDeliveryTests.page(bob, .direct(3)).last?.file?.fileStatus == .rcvCancelled)
        #expect(await StoreFixture.kind(of: .receiveFile(fileId: copy.meta.itemId), on: bob) == .notAllowed)
    }

    @Test func aFileThatIsNotThereIsRefused() async throws {
        let (fixture, bob, copy) = try await Self.offer(Data("twelve bytes".utf8))
        try FileManager.default.removeItem(at: fixture.folder.appendingPathComponent("notes.txt"))
        #expect(await StoreFixture.kind(of: .receiveFile(fileId: copy.meta.itemId), on: bob) == .unknownItem)
        #expect(await StoreFixture.kind(of: .receiveFile(fileId: 9_999), on: bob) == .unknownItem)
    }
}
