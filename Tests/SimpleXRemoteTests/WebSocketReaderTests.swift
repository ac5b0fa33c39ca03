import TestSupport
import Testing
@_spi(Fuzzing) @testable import SimpleXRemote

/// Reads `bytes` in pieces of `chunk` bytes and returns every message, or the first error.
func readAll(_ bytes: [UInt8], chunk: Int, expectsMasking: Bool = false, limit: Int = WebSocketConnection.Options.defaultMaxMessageLength) -> Result<[WebSocketInbound], WebSocketProtocolError> {
    var reader = WebSocketReader(expectsMasking: expectsMasking, maxMessageLength: limit)
    var messages: [WebSocketInbound] = []
    do throws(WebSocketProtocolError) {
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            reader.append(bytes[start..<min(start + chunk, bytes.count)])
            while let message = try reader.next() { messages.append(message) }
        }
        return .success(messages)
    } catch {
        return .failure(error)
    }
}

@Suite struct WebSocketReaderTests {
    /// RFC 6455 §5.7's examples.
    static let rfcExamples: [(String, [UInt8], Bool, WebSocketInbound)] = [
        ("unmasked text", [0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F], false, .text("Hello")),
        ("masked text", [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58], true, .text("Hello")),
        ("fragmented text", [0x01, 0x03, 0x48, 0x65, 0x6C, 0x80, 0x02, 0x6C, 0x6F], false, .text("Hello")),
        ("ping", [0x89, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F], false, .ping(Array("Hello".utf8))),
        ("256-byte binary, 16-bit length", [0x82, 0x7E, 0x01, 0x00] + [UInt8](repeating: 7, count: 256), false, .binary([UInt8](repeating: 7, count: 256))),
        ("64 KiB binary, 64-bit length", [0x82, 0x7F, 0, 0, 0, 0, 0, 1, 0, 0] + [UInt8](repeating: 9, count: 65536), false, .binary([UInt8](repeating: 9, count: 65536))),
    ]

    @Test("RFC 6455 §5.7 examples", arguments: rfcExamples)
    func rfcExample(name: String, bytes: [UInt8], masked: Bool, expected: WebSocketInbound) {
        #expect(readAll(bytes, chunk: bytes.count, expectsMasking: masked) == .success([expected]), "\(name)")
    }

    /// A stream as the CLI sends it: a reply, a fragmented event with a ping between its
    /// fragments (§5.4), a multi-byte character split across fragments, binary, and a close.
    static let stream: [UInt8] =
        WebSocketFrame(opcode: .text, payload: Array(#"{"corrId":"1","resp":{"type":"chatRunning"}}"#.utf8)).encoded()
        + WebSocketFrame(fin: false, opcode: .text, payload: Array(#"{"resp":{"type":"x","t":"h"#.utf8)).encoded()
        + WebSocketFrame(opcode: .ping, payload: [1, 2]).encoded()
        + WebSocketFrame(fin: false, opcode: .continuation, payload: [0xC3]).encoded()
        + WebSocketFrame(opcode: .continuation, payload: [0xA9] + Array(#""}}"#.utf8)).encoded()
        + WebSocketFrame(opcode: .binary, payload: (0..<300).map { UInt8($0 & 0xFF) }).encoded()
        + WebSocketFrame.close(code: 1001, reason: "bye").encoded()

    static let streamMessages: [WebSocketInbound] = [
        .text(#"{"corrId":"1","resp":{"type":"chatRunning"}}"#),
        .ping([1, 2]),
        .text(#"{"resp":{"type":"x","t":"hé"}}"#),
        .binary((0..<300).map { UInt8($0 & 0xFF) }),
        .close(code: 1001, reason: "bye"),
    ]

    @Test("the same frames read alike in chunks of every size", arguments: 1...stream.count)
    func everyChunking(chunk: Int) {
        #expect(readAll(Self.stream, chunk: chunk) == .success(Self.streamMessages))
    }

    @Test("the same frames read alike split in two at every byte")
    func everySplit() throws {
        for split in 0...Self.stream.count {
            var reader = WebSocketReader()
            var messages: [WebSocketInbound] = []
            for part in [Self.stream[..<split], Self.stream[split...]] {
                reader.append(part)
                while let message = try reader.next() { messages.append(message) }
            }
            #expect(messages == Self.streamMessages, "split at \(split)")
        }
    }

    @Test("encoder to parser round-trip, masked and not, at every length form", arguments: [0, 1, 125, 126, 127, 65535, 65536, 70001])
    func roundTrip(length: Int) throws {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let frame = WebSocketFrame(opcode: .binary, payload: payload)
        var generator = SystemRandomNumberGenerator()
        for (bytes, masked) in [(frame.encoded(), false), (frame.encodedAsClient(using: &generator), true)] {
            var parser = WebSocketFrameParser(expectsMasking: masked, maxPayloadLength: 1 << 20)
            parser.append(bytes)
            #expect(try parser.nextFrame() == frame)
            #expect(parser.bufferedCount == 0)
        }
    }

    @Test("a frame uses the shortest length form (RFC 6455 §5.2)", arguments: [(125, 2), (126, 4), (65535, 4), (65536, 10)])
    func shortestLength(length: Int, headerLength: Int) {
        #expect(WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 0, count: length)).encoded().count == length + headerLength)
    }

    @Test("the client masks with the key it writes (RFC 6455 §5.3)")
    func masking() {
        let bytes = WebSocketFrame(opcode: .text, payload: Array("Hello".utf8)).encoded(maskingKey: [0x37, 0xFA, 0x21, 0x3D])
        #expect(bytes == [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])
    }

    static let errors: [(String, [UInt8], WebSocketProtocolError, UInt16)] = [
        ("reserved bits", [0xC1, 0x00], .reservedBitsSet, 1002),
        ("unknown opcode", [0x83, 0x00], .unknownOpcode(3), 1002),
        ("fragmented ping", [0x09, 0x00], .fragmentedControlFrame, 1002),
        ("ping of 126 bytes", [0x89, 0x7E, 0x00, 0x7E] + [UInt8](repeating: 0, count: 126), .controlFrameTooLong(126), 1002),
        ("16-bit length below 126", [0x81, 0x7E, 0x00, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F], .invalidLength, 1002),
        ("64-bit length below 65536", [0x81, 0x7F, 0, 0, 0, 0, 0, 0, 0x01, 0x00], .invalidLength, 1002),
        ("64-bit length with the top bit", [0x81, 0x7F, 0x80, 0, 0, 0, 0, 0, 0, 0], .invalidLength, 1002),
        ("masked server frame", [0x81, 0x81, 1, 2, 3, 4, 0x41], .unexpectedMasking(masked: true), 1002),
        ("continuation without a message", [0x80, 0x01, 0x41], .unexpectedContinuation, 1002),
        ("text before the last message ended", [0x01, 0x01, 0x41, 0x81, 0x01, 0x42], .unfinishedMessage, 1002),
        ("invalid UTF-8 text", [0x81, 0x02, 0xC3, 0x28], .invalidUTF8, 1007),
        ("UTF-8 cut at the message's end", [0x01, 0x01, 0x41, 0x80, 0x01, 0xE2], .invalidUTF8, 1007),
        ("a frame over the limit", [0x82, 0x7E, 0x01, 0x2C] + [UInt8](repeating: 0, count: 300), .messageTooBig(limit: 200), 1009),
        ("fragments over the limit together", [0x02, 0x7E, 0x00, 0x96] + [UInt8](repeating: 0, count: 150) + [0x80, 0x7E, 0x00, 0x96] + [UInt8](repeating: 0, count: 150), .messageTooBig(limit: 200), 1009),
        ("close of one byte", [0x88, 0x01, 0x03], .invalidClosePayload, 1002),
        ("close with the reserved code 1005", [0x88, 0x02, 0x03, 0xED], .invalidClosePayload, 1002),
        ("close reason not UTF-8", [0x88, 0x04, 0x03, 0xE8, 0xC3, 0x28], .invalidUTF8, 1007),
    ]

    @Test("every malformed frame is its error with its close code", arguments: errors)
    func malformed(name: String, bytes: [UInt8], error: WebSocketProtocolError, closeCode: UInt16) {
        #expect(readAll(bytes, chunk: 1, limit: 200) == .failure(error), "\(name)")
        #expect(readAll(bytes, chunk: bytes.count, limit: 200) == .failure(error), "\(name)")
        #expect(error.closeCode == closeCode)
        #expect(!error.description.isEmpty)
    }

    @Test("a client frame must be masked when reading as a server")
    func unmaskedClientFrame() {
        #expect(readAll([0x81, 0x01, 0x41], chunk: 3, expectsMasking: true) == .failure(.unexpectedMasking(masked: false)))
    }

    @Test("an oversized frame fails at its header, before its payload arrives")
    func oversizedFailsEarly() {
        #expect(readAll([0x82, 0x7F, 0, 0, 0, 1, 0, 0, 0, 0], chunk: 10, limit: 1 << 20) == .failure(.messageTooBig(limit: 1 << 20)))
    }

    @Test("a close frame without a payload has no code")
    func emptyClose() {
        #expect(readAll([0x88, 0x00], chunk: 2) == .success([.close(code: nil, reason: "")]))
    }

    @Test("a half-read frame leaves the reader inside a message")
    func insideMessage() throws {
        var reader = WebSocketReader()
        reader.append([0x81, 0x05, 0x48])
        #expect(try reader.next() == nil)
        #expect(reader.isInsideMessage)
    }

    @Test("a close reason longer than 123 bytes is cut on a character boundary")
    func closeReasonCut() {
        let frame = WebSocketFrame.close(code: 1000, reason: String(repeating: "é", count: 100))
        #expect(frame.payload.count == 124)
        #expect(readAll(frame.encoded(), chunk: 200) == .success([.close(code: 1000, reason: String(repeating: "é", count: 61))]))
    }
}

@Suite struct WebSocketReaderMutationTests {
    /// The fuzzer's invariant (Scripts/fuzz-websocket.sh), on seeded mutations of the CLI's
    /// stream: any bytes give the same messages and error whole or in pieces, and never crash.
    @Test("mutated streams read alike whole and in pieces", arguments: 0..<4)
    func mutations(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<300 {
            var bytes = WebSocketReaderTests.stream
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = UInt8.random(in: .min ... .max, using: &random)
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8.random(in: .min ... .max, using: &random), at: index)
                }
            }
            let whole = readAll(bytes, chunk: bytes.count, limit: 4096)
            let chunk = Int.random(in: 1...13, using: &random)
            #expect(readAll(bytes, chunk: chunk, limit: 4096) == whole, "chunk \(chunk) of \(bytes)")
        }
    }
}
