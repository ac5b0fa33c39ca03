import Foundation
import Synchronization

/// A client WebSocket connection (RFC 6455) over a `TCPSocket`: a dedicated thread feeds a
/// `WebSocketReader` and hands each message to `receive` as it completes (no queue or task
/// between the socket and the one who reads, issue 19); writes are serialised on one queue
/// and masked (§5.3). Pings are answered; an idle connection is pinged every `keepAliveInterval`.
/// A peer that stops mid-frame, leaves a ping unanswered or stops taking our bytes for
/// `ioTimeout` ends the connection with `stalled`. The last call of `receive` is `.ended(reason)`.
public final class WebSocketConnection: Sendable {
    /// The timeouts and limits of a connection.
    public struct Options: Sendable {
        /// Connecting and the opening handshake together.
        public var connectTimeout: Duration
        /// The longest wait for the rest of a frame, a pong, a write or the close handshake.
        public var ioTimeout: Duration
        /// How long the connection may be silent before we ping.
        public var keepAliveInterval: Duration
        /// The longest message accepted; a longer one ends the connection (`messageTooBig`, §7.4.1).
        public var maxMessageLength: Int

        /// The default limit on a message: a page of a chat can be megabytes.
        public static let defaultMaxMessageLength = 64 << 20

        /// The options; by default 5 s to connect, 10 s for I/O, a ping after 20 s of silence.
        public init(connectTimeout: Duration = .seconds(5), ioTimeout: Duration = .seconds(10), keepAliveInterval: Duration = .seconds(20),
                    maxMessageLength: Int = Options.defaultMaxMessageLength) {
            self.connectTimeout = connectTimeout
            self.ioTimeout = ioTimeout
            self.keepAliveInterval = keepAliveInterval
            self.maxMessageLength = maxMessageLength
        }
    }

    package enum Event: Hashable, Sendable {
        case text(String)
        case binary([UInt8])
        /// The last event: why the connection ended (`closedLocally` after `close()`).
        case ended(WebSocketError)
    }

    private struct State {
        var closing = false
        var closed = false
    }

    package let url: WebSocketURL
    /// Called on the reading thread with each message, in order, then `.ended`; it must not block.
    private let receive: @Sendable (Event) -> Void
    private let socket: TCPSocket
    private let options: Options
    private let state = Mutex(State())
    private let writer = DispatchQueue(label: "parley.websocket.writer")

    private init(url: WebSocketURL, socket: TCPSocket, options: Options, receive: @escaping @Sendable (Event) -> Void) {
        self.url = url
        self.socket = socket
        self.options = options
        self.receive = receive
    }

    /// Connects to `url` and completes the opening handshake within `options.connectTimeout`;
    /// then `receive` hears every message, on the reading thread, and last why it ended.
    package static func connect(to url: WebSocketURL, options: Options = Options(),
                                receive: @escaping @Sendable (Event) -> Void) async throws(WebSocketError) -> WebSocketConnection {
        let opened = await withCheckedContinuation { (done: CheckedContinuation<Result<(TCPSocket, [UInt8]), WebSocketError>, Never>) in
            DispatchQueue.global().async { done.resume(returning: open(url, options)) }
        }
        let (socket, remainder) = try opened.get()
        let connection = WebSocketConnection(url: url, socket: socket, options: options, receive: receive)
        Thread { connection.readUntilEnd(remainder) }.start()
        return connection
    }

    /// Sends one text message.
    package func send(text: String) async throws(WebSocketError) {
        try await enqueue(WebSocketFrame(opcode: .text, payload: Array(text.utf8))).get()
    }

    /// Starts the close handshake (§7.1.2): sends a close frame; `receive` hears
    /// `closedLocally` when the server answers, closes, or `ioTimeout` passes.
    package func close() async {
        let first = state.withLock { state in
            defer { state.closing = true }
            return !state.closing && !state.closed
        }
        guard first else { return }
        if case .failure = await enqueue(.close(code: WebSocketCloseCode.normal)) { socket.shutdown() }
    }

    private static func open(_ url: WebSocketURL, _ options: Options) -> Result<(TCPSocket, [UInt8]), WebSocketError> {
        let deadline = ContinuousClock.now + options.connectTimeout
        let socket: TCPSocket
        do {
            socket = try TCPSocket.connect(host: url.host, port: url.port, timeout: options.connectTimeout)
        } catch {
            return .failure(.socket(error))
        }
        do throws(WebSocketError) {
            var generator = SystemRandomNumberGenerator()
            let handshake = WebSocketHandshake(host: url.hostField, path: url.path, using: &generator)
            try socketStep { () throws(SocketError) in try socket.write(handshake.request, timeout: options.connectTimeout) }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero, let count = try socketStep({ () throws(SocketError) in try socket.read(into: &buffer, timeout: left) }) else {
                    throw .socket(.timedOut("waiting for the WebSocket upgrade"))
                }
                received.append(contentsOf: buffer[..<count])
                do {
                    if case let .accepted(remainder) = try handshake.readResponse(received) { return .success((socket, remainder)) }
                } catch {
                    throw .handshake(error)
                }
            }
        } catch {
            socket.close()
            return .failure(error)
        }
    }

    private static func socketStep<Value>(_ body: () throws(SocketError) -> Value) throws(WebSocketError) -> Value {
        do {
            return try body()
        } catch {
            throw .socket(error)
        }
    }

    private func enqueue(_ frame: WebSocketFrame) async -> Result<Void, WebSocketError> {
        await withCheckedContinuation { (done: CheckedContinuation<Result<Void, WebSocketError>, Never>) in
            writer.async { done.resume(returning: self.write(frame)) }
        }
    }

    /// Writes a frame now, unless the socket is closed. The lock keeps `finish` from closing the
    /// descriptor under a write.
    private func write(_ frame: WebSocketFrame) -> Result<Void, WebSocketError> {
        var generator = SystemRandomNumberGenerator()
        let bytes = frame.encodedAsClient(using: &generator)
        return state.withLock { state in
            guard !state.closed else { return .failure(.closedLocally) }
            do throws(SocketError) {
                try socket.write(bytes, timeout: options.ioTimeout)
                return .success(())
            } catch {
                return .failure(.socket(error))
            }
        }
    }

    /// The reading thread: runs until the connection ends, then closes the socket and says why.
    private func readUntilEnd(_ remainder: [UInt8]) {
        var reader = WebSocketReader(maxMessageLength: options.maxMessageLength)
        reader.append(remainder)
        let end = readMessages(&reader)
        if case let .protocolViolation(error) = end { _ = write(.close(code: error.closeCode, reason: error.description)) }
        state.withLock { state in
            state.closed = true
            socket.close()
        }
        receive(.ended(end))
    }

    private func readMessages(_ reader: inout WebSocketReader) -> WebSocketError {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var awaitingPong = false
        while true {
            let closing = state.withLock { $0.closing }
            do throws(WebSocketProtocolError) {
                while let inbound = try reader.next() {
                    switch inbound {
                    case let .text(text): receive(.text(text))
                    case let .binary(bytes): receive(.binary(bytes))
                    case let .ping(payload): writer.async { _ = self.write(WebSocketFrame(opcode: .pong, payload: payload)) }
                    case .pong: break
                    case let .close(code, reason):
                        if closing { return .closedLocally }
                        _ = write(.close(code: code ?? WebSocketCloseCode.normal))
                        return .closedByPeer(code: code, reason: reason)
                    }
                }
            } catch {
                return .protocolViolation(error)
            }
            let waiting = reader.isInsideMessage || awaitingPong || closing
            do throws(SocketError) {
                guard let count = try socket.read(into: &buffer, timeout: waiting ? options.ioTimeout : options.keepAliveInterval) else {
                    if closing { return .closedLocally }
                    if waiting { return .stalled }
                    awaitingPong = true
                    writer.async { _ = self.write(WebSocketFrame(opcode: .ping, payload: [])) }
                    continue
                }
                awaitingPong = false
                reader.append(buffer[..<count])
            } catch {
                return closing ? .closedLocally : .socket(error)
            }
        }
    }
}
