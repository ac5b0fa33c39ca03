@_spi(Fuzzing) import SimpleXRemote

/// What reading a byte stream gives: the messages, and the error that ended it (if any).
struct Reading: Equatable {
    var messages: [WebSocketInbound] = []
    var error: WebSocketProtocolError?
}

/// Reads `bytes` in pieces of `chunk` bytes, as server frames, with a small limit so that the
/// fuzzer reaches `messageTooBig`.
func read(_ bytes: [UInt8], chunk: Int) -> Reading {
    var reader = WebSocketReader(maxMessageLength: 4096)
    var reading = Reading()
    do throws(WebSocketProtocolError) {
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            reader.append(bytes[start..<min(start + chunk, bytes.count)])
            while let message = try reader.next() { reading.messages.append(message) }
        }
    } catch {
        reading.error = error
    }
    return reading
}

/// Invariants of the frame reader on any bytes: it never crashes or hangs, reading in pieces of
/// any size gives what reading at once gives, and every message it returns re-encodes to frames
/// it reads back alike.
func checkWebSocketReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = read(bytes, chunk: bytes.count)
    let chunk = Int(bytes[0] % 13) + 1
    guard read(bytes, chunk: chunk) == whole else { fatalError("reading in pieces of \(chunk) differs from reading at once") }
    var reencoded: [UInt8] = []
    for message in whole.messages {
        switch message {
        case let .text(text): reencoded += WebSocketFrame(opcode: .text, payload: Array(text.utf8)).encoded()
        case let .binary(payload): reencoded += WebSocketFrame(opcode: .binary, payload: payload).encoded()
        case let .ping(payload): reencoded += WebSocketFrame(opcode: .ping, payload: payload).encoded()
        case let .pong(payload): reencoded += WebSocketFrame(opcode: .pong, payload: payload).encoded()
        case let .close(code?, reason): reencoded += WebSocketFrame.close(code: code, reason: reason).encoded()
        case .close(nil, _): reencoded += WebSocketFrame(opcode: .close, payload: []).encoded()
        }
    }
    guard read(reencoded, chunk: reencoded.count + 1) == Reading(messages: whole.messages) else {
        fatalError("re-encoded messages read back differently")
    }
    return 0
}
