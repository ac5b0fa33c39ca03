import Foundation

/// A pull reader over the UTF-8 bytes of one JSON document: the generated `init(json:)`
/// decoders ask it for the next key, string, number or nested value, and it answers from the
/// bytes in place, with no tree in between. A pure state machine: an offset, a nesting depth and
/// the bytes (borrowed for the duration of `JSONReader.read`, never kept).
///
/// It accepts what Foundation's `JSONDecoder` accepts, so that both give the same value or the
/// same error (the differential test checks this): a UTF-8 byte-order mark, a trailing comma
/// in an object or array, nesting up to 512 levels; a skipped value is checked for structure
/// only, a decoded string or number also for its content. The first of repeated keys wins.
/// Every step is O(bytes read); skipping a value is O(its length).
public struct JSONReader {
    /// Where a value starts, to come back to it: a field that failed is skipped from there, an
    /// unreadable item is read again as `JSONValue`.
    public struct Mark: Sendable {
        let offset: Int
        let depth: Int
    }

    /// The members of an object or the elements of an array being read: whether a comma is
    /// due before the next one.
    package struct Members: Sendable {
        var first: Bool
        var ended: Bool

        /// Members that are all read already (a union's fields given as a bare tag).
        static let none = Members(first: false, ended: true)
    }

    /// The deepest nesting of objects and arrays read, as `JSONDecoder` allows.
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package internal(set) var offset: Int
    private var depth = 0
    /// The text (in the document) and date of the last timestamp read (`readTimestamp`).
    var lastTimestamp: (text: UnsafeBufferPointer<UInt8>, date: Date)?
    /// The unescaped texts of the keys and tags with escapes read so far, made on the first.
    private var keptTexts: KeptTexts?

    /// Texts that keys point at while the reader reads, freed with the last reader holding
    /// them (the document's reader, and a copy of it that checks the document).
    final class KeptTexts {
        private var buffers: [UnsafeMutableBufferPointer<UInt8>] = []

        /// The UTF-8 bytes of `text`, kept until this goes away. O(length).
        func keep(_ text: String) -> UnsafeBufferPointer<UInt8> {
            let utf8 = Array(text.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
            _ = buffer.initialize(from: utf8)
            buffers.append(buffer)
            return UnsafeBufferPointer(rebasing: buffer[..<utf8.count])
        }

        deinit {
            for buffer in buffers {
                buffer.deallocate()
            }
        }
    }

    /// A key with the bytes of `text`, kept by the reader while it reads.
    mutating func keptKey(_ text: String) -> JSONFieldKey {
        let texts = keptTexts ?? KeptTexts()
        keptTexts = texts
        return JSONFieldKey(raw: texts.keep(text))
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        offset = bytes.count >= 3 && bytes.prefix(3).elementsEqual(bom) ? 3 : 0
    }

    /// Decodes one document as `Value`. A value error (wrong kind, missing field) is reported only
    /// when the whole document is structurally JSON; otherwise the structural error is, as
    /// `JSONDecoder` parses the whole document before it decodes any of it.
    package static func read<Value: JSONReadable>(_ type: Value.Type, from data: some ContiguousBytes) throws(JSONReadError) -> Value {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONReadError) -> Value in try read(type, from: raw) }
        }
        return try result.get()
    }

    /// `read` over bytes lent in place: the value is returned as read, with no `Result` (whose
    /// `get()` copies it) in between.
    package static func read<Value: JSONReadable>(_ type: Value.Type, from raw: UnsafeRawBufferPointer) throws(JSONReadError) -> Value {
        var reader = JSONReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
        do throws(JSONReadError) {
            let value = try Value(json: &reader)
            try reader.finish()
            return value
        } catch where !error.isSyntax {
            var checker = JSONReader(bytes: reader.bytes)
            try checker.skipValue()
            try checker.finish()
            throw error
        }
    }

    // MARK: Position

    package func mark() -> Mark {
        Mark(offset: offset, depth: depth)
    }

    package mutating func reset(to mark: Mark) {
        offset = mark.offset
        depth = mark.depth
    }

    /// The first byte of the next value, after whitespace; nil at the end.
    @inline(__always)
    mutating func peek() -> UInt8? {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return bytes[offset]
            }
        }
        return nil
    }

    /// Only whitespace may follow the document's value.
    mutating func finish() throws(JSONReadError) {
        if peek() != nil {
            throw syntax("unexpected \(describe(bytes[offset])) after the value")
        }
    }

    // MARK: Objects and arrays

    /// Opens an object (`expected an object` for any other value, as JSONDecoder says).
    mutating func beginObject() throws(JSONReadError) -> Members {
        try begin(UInt8(ascii: "{"), expected: "an object")
    }

    /// Opens an array (`expected an array` for any other value).
    mutating func beginArray() throws(JSONReadError) -> Members {
        try begin(UInt8(ascii: "["), expected: "an array")
    }

    @inline(__always)
    private mutating func begin(_ open: UInt8, expected: String) throws(JSONReadError) -> Members {
        guard let byte = peek(), byte == open else { throw try mismatch(expected) }
        depth += 1
        guard depth <= Self.maximumDepth else { throw syntax("nested deeper than \(Self.maximumDepth) levels") }
        offset += 1
        return Members(first: true, ended: false)
    }

    /// The next member's key, the reader then at its value; nil after the closing `}`.
    @inline(__always)
    mutating func nextKey(in members: inout Members) throws(JSONReadError) -> JSONFieldKey? {
        guard try nextMember(in: &members, close: UInt8(ascii: "}")) else { return nil }
        guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a key") }
        let key: JSONFieldKey
        do throws(JSONReadError) {
            key = try readKey()
        } catch {
            throw error.inKey
        }
        guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
        offset += 1
        return key
    }

    /// Passes over the rest of the object's members (their keys checked, as the Decodable
    /// path reads every key of an object it opens).
    mutating func skipMembers(_ members: inout Members) throws(JSONReadError) {
        while try nextKey(in: &members) != nil {
            try skipValue()
        }
    }

    // MARK: Fields

    /// Reads a record's field of type `Value`: unreadable content is named as the Decodable
    /// path's `KeyedContainer+Fields` names it ("not readable as CIMeta: …").
    @inline(__always)
    package mutating func read<Value: JSONReadable>(_ type: Value.Type) throws(JSONReadError) -> Value {
        do throws(JSONReadError) {
            return try Value(json: &self)
        } catch {
            throw error.named(Value.self)
        }
    }

    /// Reads an optional field of type `Value`: `null` is nil.
    @inline(__always)
    mutating func readIfPresent<Value: JSONReadable>(_ type: Value.Type) throws(JSONReadError) -> Value? {
        do throws(JSONReadError) {
            return try readNull() ? nil : try Value(json: &self)
        } catch {
            throw error.named(Value.self)
        }
    }

    /// Whether another element follows, the reader then at it; false after the closing `]`.
    @inline(__always)
    mutating func nextElement(in members: inout Members) throws(JSONReadError) -> Bool {
        try nextMember(in: &members, close: UInt8(ascii: "]"))
    }

    @inline(__always)
    private mutating func nextMember(in members: inout Members, close: UInt8) throws(JSONReadError) -> Bool {
        if members.ended { return false }
        guard let byte = peek() else { throw syntax("unexpected end of input") }
        if byte == close {
            return end(&members)
        }
        if members.first {
            members.first = false
            return true
        }
        guard byte == UInt8(ascii: ",") else { throw syntax("expected ',' or '\(Unicode.Scalar(close))'") }
        offset += 1
        if peek() == close {
            return end(&members)
        }
        return true
    }

    private mutating func end(_ members: inout Members) -> Bool {
        offset += 1
        depth -= 1
        members.ended = true
        return false
    }

    // MARK: Skipping

    /// Passes over one value, checking its structure only (as JSONDecoder's first pass does:
    /// the text of a string and the digits of a number are checked when they are decoded).
    mutating func skipValue() throws(JSONReadError) {
        guard let byte = peek() else { throw syntax("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"):
            var members = try beginObject()
            while try nextMember(in: &members, close: UInt8(ascii: "}")) {
                guard peek() == UInt8(ascii: "\"") else { throw syntax("expected a key") }
                try skipString()
                guard peek() == UInt8(ascii: ":") else { throw syntax("expected ':' after a key") }
                offset += 1
                try skipValue()
            }
        case UInt8(ascii: "["):
            var members = try beginArray()
            while try nextElement(in: &members) {
                try skipValue()
            }
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            while offset < bytes.count, Self.isNumberByte(bytes[offset]) {
                offset += 1
            }
        default:
            throw syntax("unexpected \(describe(byte))")
        }
    }

    /// Passes over a string to its closing quote.
    private mutating func skipString() throws(JSONReadError) {
        offset += 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                offset += 2
            default:
                offset += 1
            }
        }
        throw syntax("unterminated string")
    }

    /// Reads `true`, `false` or `null` at the reader, byte by byte inline (a word is at most
    /// five letters: a call to `memcmp` cost more than the comparing, and a slice's
    /// `elementsEqual` was ~5% of reading a stored item). O(length of the word).
    @inline(__always)
    mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw syntax("invalid literal") }
        let letters = word.utf8Start
        for index in 0..<count where bytes[offset + index] != letters[index] {
            throw syntax("invalid literal")
        }
        offset += count
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    // MARK: Null and booleans

    /// Reads a `null` if one is next; false (reading nothing) otherwise.
    @inline(__always)
    mutating func readNull() throws(JSONReadError) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func readBool() throws(JSONReadError) -> Bool {
        switch peek() {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default:
            throw try mismatch("true or false")
        }
    }

    // MARK: Errors

    /// The error for a value of the wrong kind: `null` is "found null" (valueNotFound), any
    /// other value a type mismatch, as JSONDecoder reports them. The value is checked first: a
    /// broken literal is a syntax error.
    mutating func mismatch(_ expected: String) throws(JSONReadError) -> JSONReadError {
        guard let byte = peek() else { return syntax("unexpected end of input") }
        if byte == UInt8(ascii: "n") {
            try literal("null")
            return JSONReadError(.valueNotFound(expected), at: offset)
        }
        return JSONReadError(.typeMismatch(expected), at: offset)
    }

    func syntax(_ message: String) -> JSONReadError {
        JSONReadError(.syntax(message), at: offset)
    }

    /// JSONDecoder's pathless error for content it cannot take: a number the type cannot hold,
    /// a string with broken escapes or UTF-8.
    func unreadable(_ detail: String) -> JSONReadError {
        JSONReadError(.unreadable(detail), at: offset)
    }

    func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Unicode.Scalar(byte))'" : "byte 0x\(String(byte, radix: 16))"
    }
}
