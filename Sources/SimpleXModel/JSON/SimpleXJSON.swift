import Foundation

/// A type of the core's JSON API: decodes from both union encodings and encodes the tagged one.
public protocol SimpleXCodable: Codable, Hashable, Sendable, JSONReadable {}

/// Reads and writes the core's JSON.
public enum SimpleXJSON {
    /// Decodes `data` as `type` with its generated reader (`JSONReader`); a failure is a
    /// `SimpleXDecodingError` that says what and where, the same as `decodeWithJSONDecoder` gives.
    public static func decode<Value: JSONReadable>(_ type: Value.Type, from data: Data) throws(SimpleXDecodingError) -> Value {
        try read(type, from: data)
    }

    /// `decode` over bytes lent in place (a database column's), without wrapping them in `Data`.
    public static func decode<Value: JSONReadable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws(SimpleXDecodingError) -> Value {
        do {
            return try JSONReader.read(type, from: bytes)
        } catch {
            throw decodingError(error, in: bytes)
        }
    }

    private static func read<Value: JSONReadable>(_ type: Value.Type, from bytes: some ContiguousBytes) throws(SimpleXDecodingError) -> Value {
        do {
            return try JSONReader.read(type, from: bytes)
        } catch {
            throw decodingError(error, in: bytes)
        }
    }

    /// The reader's `error` over `bytes` as the Decodable path reports it.
    private static func decodingError(_ error: JSONReadError, in bytes: some ContiguousBytes) -> SimpleXDecodingError {
        let decodingError = error.decodingError
        guard error.unreadableDetail != nil || error.isCorruptedAtRoot else { return decodingError }
        return SimpleXDecodingError(path: "", reason: syntaxError(in: bytes.withUnsafeBytes { Data($0) }) ?? decodingError.reason)
    }

    /// Decodes `data` as `type` with Foundation's `JSONDecoder`: the reference the generated
    /// readers are checked against, and the path of types without one.
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(SimpleXDecodingError) -> Value {
        try decodeWithJSONDecoder(type, from: data)
    }

    /// `decode` through `JSONDecoder`, whatever the type.
    public static func decodeWithJSONDecoder<Value: Decodable>(_ type: Value.Type, from data: Data) throws(SimpleXDecodingError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw SimpleXDecodingError(path: "", reason: syntaxError(in: data) ?? context.debugDescription)
        } catch {
            throw SimpleXDecodingError(error)
        }
    }

    /// Where JSON text breaks the syntax ("not valid JSON: Unexpected end of file …"), or nil.
    /// JSONDecoder reports every syntax error alike; JSONSerialization says where.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (detail.map { ": \($0)" } ?? "")
        }
    }

    /// The tagged JSON of `value`, keys sorted so that equal values give equal text.
    public static func encode(_ value: some Encodable, pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// `encode` as UTF-8 text.
    public static func text(_ value: some Encodable, pretty: Bool = false) throws -> String {
        String(decoding: try encode(value, pretty: pretty), as: UTF8.self)
    }
}

/// Why a JSON value could not be decoded: the field path and what was wrong there.
public struct SimpleXDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path of the offending value, e.g. `chat.chatItems[3].meta.itemTs`; empty for the root.
    public let path: String
    /// What was wrong there.
    public let reason: String

    /// The error `reason` at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error of `error`, its path relative to `root` (the coding path of an enclosing value).
    init(_ error: any Error, below root: [any CodingKey] = []) {
        guard let error = error as? DecodingError else {
            self.init(path: "", reason: "\(error)")
            return
        }
        switch error {
        case let .typeMismatch(type, context):
            self.init(path: Self.path(context.codingPath, below: root), reason: "expected \(Self.kind(of: type))")
        case let .valueNotFound(type, context):
            self.init(path: Self.path(context.codingPath, below: root), reason: "expected \(Self.kind(of: type)), found null")
        case let .keyNotFound(key, context):
            self.init(path: Self.path(context.codingPath + [key], below: root), reason: "required field is missing")
        case let .dataCorrupted(context):
            self.init(path: Self.path(context.codingPath, below: root), reason: Self.reason(context))
        @unknown default:
            self.init(path: "", reason: "\(error)")
        }
    }

    public var description: String {
        path.isEmpty ? reason : "\(path): \(reason)"
    }

    /// The error as an unreadable record keeps it (`invalidJSON`): the description, with the
    /// reason of a value that does not read as its type cut to "not readable as TYPE" (what
    /// follows is each decoder's own wording, and both decoders make the same record).
    var recordText: String {
        guard reason.hasPrefix("not readable as "), let colon = reason.range(of: ": ") else { return description }
        return SimpleXDecodingError(path: path, reason: String(reason[..<colon.lowerBound])).description
    }

    private static func path(_ keys: [any CodingKey], below root: [any CodingKey]) -> String {
        keys.dropFirst(root.count).reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
    }

    private static func reason(_ context: DecodingError.Context) -> String {
        guard let underlying = context.underlyingError else { return context.debugDescription }
        return "\(context.debugDescription) (\(underlying))"
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt32.Type: "an integer"
        case is Double.Type: "a number"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default: "\(type)"
        }
    }
}
