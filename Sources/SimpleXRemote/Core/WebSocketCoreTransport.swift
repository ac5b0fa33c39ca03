import ChatBackend
import Foundation
import SimpleXModel

/// The CLI's WebSocket API (`simplex-chat -p PORT`) as a `CoreTransport`: commands go out as
/// `{"corrId", "cmd"}` text frames, every text frame in is a `CoreInbound.frame`.
public struct WebSocketCoreTransport: CoreTransport {
    package let connection: WebSocketConnection
    public let inbound: AsyncStream<CoreInbound>

    package init(connection: WebSocketConnection) {
        self.connection = connection
        inbound = AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let events = connection.events
            let url = connection.url
            Task {
                for await event in events {
                    switch event {
                    case let .text(text): continuation.yield(.frame(Data(text.utf8)))
                    case let .binary(bytes): continuation.yield(.frame(Data(bytes)))
                    case let .ended(reason): continuation.yield(.ended(Self.lost(url, reason)))
                    }
                }
                continuation.finish()
            }
        }
    }

    /// Connects to the CLI at `url`; an unreachable CLI is `unreachable` and says where.
    public static func connect(to url: WebSocketURL, options: WebSocketConnection.Options = .init()) async throws(ChatBackendError) -> WebSocketCoreTransport {
        do {
            return WebSocketCoreTransport(connection: try await WebSocketConnection.connect(to: url, options: options))
        } catch {
            throw ChatBackendError(.unreachable, "cannot connect to the SimpleX CLI at \(url): \(error)")
        }
    }

    public func send(corrId: String, command: String) async throws(ChatBackendError) {
        let frame: String
        do {
            frame = try SimpleXJSON.text(WebSocketCommand(corrId: corrId, cmd: command))
        } catch {
            throw ChatBackendError(.invalidCommand, "the command could not be encoded: \(error)")
        }
        do {
            try await connection.send(text: frame)
        } catch {
            throw Self.lost(connection.url, error)
        }
    }

    public func close() async {
        await connection.close()
    }

    private static func lost(_ url: WebSocketURL, _ reason: WebSocketError) -> ChatBackendError {
        ChatBackendError(.connectionLost, "the connection to the SimpleX CLI at \(url) ended: \(reason)")
    }
}
