import Foundation

/// A value that writes its own compact JSON: every schema type (the generator writes each one's
/// `writeJSON`), the JSON primitives, arrays, string-keyed dictionaries, `JSONValue` and
/// `IntegerText`.
public protocol CompactJSONWritable {
    /// Appends this value's JSON to `json`.
    func writeJSON(to json: inout CompactJSON)
}

/// JSON as a store keeps it, written straight into bytes: keys in the order the type declares
/// them, no intermediate tree, no sorting — several times faster than `JSONEncoder`, and it
/// decodes to the same value. Output for people and for the core uses `SimpleXJSON.encode`
/// (sorted keys). A value always ends before the next key or element, so one flag says whether
/// a comma is due.
public struct CompactJSON {
    package private(set) var bytes: [UInt8] = []
    private var commaDue = false

    init() {
        bytes.reserveCapacity(1024)
    }

    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        commaDue = false
    }

    /// A tagged union's object, its `type` first.
    mutating func beginObject(tag: String) {
        beginObject()
        field("type", tag)
    }

    /// A tagged union's case without fields: `{"type": tag}`.
    package mutating func object(tag: String) {
        beginObject(tag: tag)
        endObject()
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        commaDue = true
    }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        commaDue = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        commaDue = true
    }

    package mutating func field(_ key: String, _ value: some CompactJSONWritable) {
        writeKey(key)
        value.writeJSON(to: &self)
        commaDue = true
    }

    /// A field that is left out when nil.
    package mutating func field(_ key: String, _ value: (some CompactJSONWritable)?) {
        if let value {
            field(key, value)
        }
    }

    /// A timestamp as the core writes it (`Timestamp.format`).
    package mutating func field(_ key: String, timestamp: Date?) {
        if let timestamp {
            field(key, Timestamp.format(timestamp))
        }
    }

    package mutating func element(_ value: some CompactJSONWritable) {
        if commaDue {
            bytes.append(UInt8(ascii: ","))
        }
        value.writeJSON(to: &self)
        commaDue = true
    }

    private mutating func writeKey(_ key: String) {
        if commaDue {
            bytes.append(UInt8(ascii: ","))
        }
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func literal(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string: runs of plain bytes are copied whole; quotes, backslashes and control
    /// characters are escaped.
    mutating func string(_ text: String) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(contentsOf: Self.escape(byte))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): Array(#"\t"#.utf8)
        default: Array(#"\u00"#.utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

extension String: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) { json.string(self) }
}

extension Bool: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) { json.literal(self ? "true" : "false") }
}

extension Int: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) { json.literal(String(self)) }
}

extension Int64: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) { json.literal(String(self)) }
}

extension Double: CompactJSONWritable {
    /// JSON has no infinities or NaN (no decoded value holds one): they are written as null.
    public func writeJSON(to json: inout CompactJSON) { json.literal(isFinite ? "\(self)" : "null") }
}

extension Array: CompactJSONWritable where Element: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) {
        json.beginArray()
        for element in self {
            json.element(element)
        }
        json.endArray()
    }
}

extension Dictionary: CompactJSONWritable where Key == String, Value: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) {
        json.beginObject()
        for (key, value) in self {
            json.field(key, value)
        }
        json.endObject()
    }
}

extension IntegerText: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) { json.string(String(value)) }
}

extension JSONValue: CompactJSONWritable {
    public func writeJSON(to json: inout CompactJSON) {
        switch self {
        case .null: json.literal("null")
        case let .bool(value): value.writeJSON(to: &json)
        case let .integer(value): value.writeJSON(to: &json)
        case let .number(value): value.writeJSON(to: &json)
        case let .string(value): json.string(value)
        case let .array(values): values.writeJSON(to: &json)
        case let .object(fields): fields.writeJSON(to: &json)
        }
    }
}

extension SimpleXJSON {
    /// Compact JSON for storage (`CompactJSON`); it decodes to the same value.
    public static func compactUTF8(_ value: some CompactJSONWritable) -> [UInt8] {
        var json = CompactJSON()
        value.writeJSON(to: &json)
        return json.bytes
    }

    /// `compactUTF8` as text.
    public static func compactText(_ value: some CompactJSONWritable) -> String {
        String(decoding: compactUTF8(value), as: UTF8.self)
    }
}
