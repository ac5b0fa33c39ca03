import ChatBackend
import Foundation
import SimpleXModel

/// The CLI's WebSocket API (`simplex-chat -p PORT`) as a `CoreTransport`: commands go out as
/// `{"corrId", "cmd"}` text frames, every text frame in is a `CoreInbound.frame`.
public struct WebSocketCoreTransport: CoreTransport {
    private let connection: WebSocketConnection
    public let inbound: AsyncStream<CoreInbound>

    private init(connection: WebSocketConnection, inbound: AsyncStream<CoreInbound>) {
        self.connection = connection
        self.inbound = inbound
    }

    /// Connects to the CLI at `url`; an unreachable CLI is `unreachable` and says where. The
    /// connection's reading thread puts each frame on `inbound` itself, so a reply is one hop
    /// from the socket to `CoreClient`, which tells it from the events (issue 19).
    public static func connect(to url: WebSocketURL, options: WebSocketConnection.Options = .init()) async throws(ChatBackendError) -> WebSocketCoreTransport {
        let (inbound, continuation) = AsyncStream.makeStream(of: CoreInbound.self, bufferingPolicy: .unbounded)
        do {
            let connection = try await WebSocketConnection.connect(to: url, options: options) { event in
                switch event {
                case let .text(text): continuation.yield(.frame(Data(text.utf8)))
                case let .binary(bytes): continuation.yield(.frame(Data(bytes)))
                case let .ended(reason):
                    continuation.yield(.ended(Self.lost(url, reason)))
                    continuation.finish()
                }
            }
            return WebSocketCoreTransport(connection: connection, inbound: inbound)
        } catch {
            continuation.finish()
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
