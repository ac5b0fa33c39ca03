import Foundation
@_spi(Fuzzing) @_spi(StandIn) import SimpleXRemote
import Synchronization

/// A stand-in for the `simplex-chat` CLI's WebSocket server (`simplex-chat -p PORT`), on the
/// loopback only (IPv4, or IPv6 `::1`), for tests: it accepts WebSocket clients, reads `{"corrId", "cmd"}` frames and
/// answers each command with what `script` says: replies, events, and misbehaviour (fragments,
/// raw bytes, closing, cutting, stalling). It stops by itself after `lifetime`.
public final class CLIStandIn: Sendable {
    /// One thing the stand-in does.
    public enum Action: Sendable {
        /// The reply `{"corrId": <the command's>, "resp": JSON}`.
        case reply(String)
        /// A whole text frame as it is (an event is `{"resp": …}`).
        case frame(String)
        /// A text frame split into `pieces` fragments (continuation frames, RFC 6455 §5.4), with a
        /// ping between the first two.
        case fragmented(String, pieces: Int)
        /// Bytes as they are: invalid frames, invalid UTF-8, half a frame.
        case raw([UInt8])
        /// A close frame with `code`; the connection ends.
        case close(code: UInt16)
        /// Closes the socket without a close frame.
        case cut
        /// Stops reading and writing this connection until the stand-in stops (or its lifetime ends).
        case stall
    }

    public typealias Script = @Sendable (_ command: String) -> [Action]

    private struct State {
        var stopped = false
        var pushed: [Action] = []
        var commands: [String] = []
        var connections = 0
    }

    public let port: UInt16
    /// `ws://127.0.0.1:PORT`, or `ws://[::1]:PORT`.
    public let url: String
    private let listener: TCPSocket
    private let script: Script
    private let state = Mutex(State())
    /// Entered while the stand-in runs, left once by `stop`: a stalled connection waits on it.
    private let running = DispatchGroup()

    /// The commands received so far, in order.
    public var commands: [String] { state.withLock { $0.commands } }

    /// How many clients connected so far.
    public var connections: Int { state.withLock { $0.connections } }

    /// A stand-in on a loopback port of its own, answering by `script`. `lifetime` only keeps a
    /// stand-in a test forgot to stop from living on; it is long, because on a loaded machine
    /// (two cores, the whole suite in parallel) a test's client may wait minutes for its turn.
    public init(ipv6: Bool = false, lifetime: Duration = .seconds(900), script: @escaping Script) throws {
        (listener, port) = try TCPSocket.listenOnLoopback(ipv6: ipv6)
        url = ipv6 ? "ws://[::1]:\(port)" : "ws://127.0.0.1:\(port)"
        self.script = script
        running.enter()
        let deadline = ContinuousClock.now + lifetime
        Thread { [self] in acceptUntilStopped(deadline) }.start()
    }

    /// A stand-in that answers every command from `fixtures`.
    public static func answering(_ fixtures: FixtureCore) throws -> CLIStandIn {
        try CLIStandIn { [.reply(fixtures.answer($0))] }
    }

    deinit {
        stop()
    }

    /// Actions for the connected client, done as soon as possible (events "at random moments").
    public func push(_ actions: [Action]) {
        state.withLock { $0.pushed += actions }
    }

    public func stop() {
        let wasRunning = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        if wasRunning { running.leave() }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptUntilStopped(_ deadline: ContinuousClock.Instant) {
        defer { listener.close() }
        while !isStopped, ContinuousClock.now < deadline {
            do {
                guard let client = try listener.accept(timeout: .milliseconds(50)) else { continue }
                state.withLock { $0.connections += 1 }
                Thread { [self] in serve(client, until: deadline) }.start()
            } catch {
                return
            }
        }
    }

    private func serve(_ client: TCPSocket, until deadline: ContinuousClock.Instant) {
        defer { client.close() }
        guard var reader = handshake(client) else { return }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while !isStopped, ContinuousClock.now < deadline {
            do {
                while let inbound = try reader.next() {
                    switch inbound {
                    case let .text(text):
                        guard let (corrId, command) = Self.command(text) else {
                            if !perform([.frame(#"{"resp":{"type":"chatCmdError","chatError":{"type":"error","errorType":{"type":"commandError","message":"invalid request"}}}}"#)], corrId: nil, on: client, until: deadline) { return }
                            continue
                        }
                        state.withLock { $0.commands.append(command) }
                        if !perform(script(command), corrId: corrId, on: client, until: deadline) { return }
                    case let .ping(payload):
                        try client.write(WebSocketFrame(opcode: .pong, payload: payload).encoded(), timeout: .seconds(2))
                    case .close:
                        try client.write(WebSocketFrame.close(code: WebSocketCloseCode.normal).encoded(), timeout: .seconds(2))
                        return
                    case .binary, .pong:
                        continue
                    }
                }
                let pushed = state.withLock { state in
                    defer { state.pushed = [] }
                    return state.pushed
                }
                if !perform(pushed, corrId: nil, on: client, until: deadline) { return }
                guard let count = try client.read(into: &buffer, timeout: .milliseconds(pushed.isEmpty ? 20 : 1)) else { continue }
                reader.append(buffer[..<count])
            } catch {
                return
            }
        }
    }

    /// Reads the upgrade request and accepts it (RFC 6455 §4.2.2); nil if it is not one.
    private func handshake(_ client: TCPSocket) -> WebSocketReader? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + .seconds(300)
        while ContinuousClock.now < deadline {
            do {
                guard let count = try client.read(into: &buffer, timeout: .milliseconds(100)) else { continue }
                received += buffer[..<count]
                guard let head = String(validating: received, as: UTF8.self), let end = head.range(of: "\r\n\r\n") else { continue }
                let keyLine = head[..<end.lowerBound].components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("sec-websocket-key:") }
                guard let key = keyLine?.dropFirst("sec-websocket-key:".count).trimmingCharacters(in: .whitespaces) else { return nil }
                let response = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: \(WebSocketHandshake.acceptValue(for: key))\r\n\r\n"
                try client.write(Array(response.utf8), timeout: .seconds(2))
                var reader = WebSocketReader(expectsMasking: true)
                reader.append(Array(head[end.upperBound...].utf8))
                return reader
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Does `actions`; false when the connection is over.
    private func perform(_ actions: [Action], corrId: String?, on client: TCPSocket, until deadline: ContinuousClock.Instant) -> Bool {
        do {
            for action in actions {
                switch action {
                case let .reply(json):
                    let frame = #"{"corrId":"\#(corrId ?? "")","resp":\#(json)}"#
                    try client.write(WebSocketFrame(opcode: .text, payload: Array(frame.utf8)).encoded(), timeout: .seconds(5))
                case let .frame(text):
                    try client.write(WebSocketFrame(opcode: .text, payload: Array(text.utf8)).encoded(), timeout: .seconds(5))
                case let .fragmented(text, pieces):
                    try client.write(Self.fragments(Array(text.utf8), pieces: pieces), timeout: .seconds(5))
                case let .raw(bytes):
                    try client.write(bytes, timeout: .seconds(5))
                case let .close(code):
                    try client.write(WebSocketFrame.close(code: code).encoded(), timeout: .seconds(2))
                    return false
                case .cut:
                    return false
                case .stall:
                    _ = running.wait(timeout: .now() + (deadline - ContinuousClock.now) / .seconds(1))
                    return false
                }
            }
            return true
        } catch {
            return false
        }
    }

    /// The frames of a message in `pieces` fragments, a ping after the first.
    public static func fragments(_ payload: [UInt8], pieces: Int) -> [UInt8] {
        let size = max(1, (payload.count + pieces - 1) / max(pieces, 1))
        var chunks = stride(from: 0, to: payload.count, by: size).map { Array(payload[$0..<min($0 + size, payload.count)]) }
        if chunks.isEmpty { chunks = [[]] }
        var bytes: [UInt8] = []
        for (index, chunk) in chunks.enumerated() {
            let opcode: WebSocketOpcode = index == 0 ? .text : .continuation
            bytes += WebSocketFrame(fin: index == chunks.count - 1, opcode: opcode, payload: chunk).encoded()
            if index == 0 { bytes += WebSocketFrame(opcode: .ping, payload: Array("stand-in".utf8)).encoded() }
        }
        return bytes
    }

    private static func command(_ text: String) -> (String, String)? {
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  let corrId = object["corrId"] as? String, let command = object["cmd"] as? String else { return nil }
            return (corrId, command)
        } catch {
            return nil
        }
    }
}
