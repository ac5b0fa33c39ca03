import Foundation

/// A value that decodes itself from `JSONReader`: every schema type (the generator writes
/// each one's `init(json:)` beside its `Decodable` conformance), the JSON primitives, arrays,
/// string-keyed dictionaries, optionals, `JSONValue` and `IntegerText`. It gives the value or
/// the error kind and path `JSONDecoder` gives for the same bytes, several times faster.
public protocol JSONReadable: Decodable {
    init(json reader: inout JSONReader) throws(JSONReadError)
}

extension String: JSONReadable {
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        self = try reader.readString()
    }
}

extension Bool: JSONReadable {
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        self = try reader.readBool()
    }
}

extension Int: JSONReadable {
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        self = try reader.readInt()
    }
}

extension Int64: JSONReadable {
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        self = try reader.readInt64()
    }
}

extension Double: JSONReadable {
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        self = try reader.readDouble()
    }
}

/// Absent and `null` are nil (`decodeIfPresent`).
extension Optional: JSONReadable where Wrapped: JSONReadable {
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        self = try reader.readNull() ? nil : try Wrapped(json: &reader)
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    /// An element's error names its index. O(elements).
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        var elements = try reader.beginArray()
        self = []
        while try reader.nextElement(in: &elements) {
            do throws(JSONReadError) {
                append(try Element(json: &reader))
            } catch {
                throw error.under(.index(count))
            }
        }
    }
}

extension Dictionary: JSONReadable where Key == String, Value: JSONReadable {
    /// The first of repeated keys wins; a value's error names its key (a broken key anywhere
    /// in the object comes first, as the Decodable path reads the keys before the values).
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        var members = try reader.beginObject()
        self = [:]
        while let key = try reader.nextKey(in: &members) {
            let name = key.name
            guard self[name] == nil else {
                try reader.skipValue()
                continue
            }
            let mark = reader.mark()
            do throws(JSONReadError) {
                self[name] = try Value(json: &reader)
            } catch {
                throw try reader.firstError(error.under(key: name), from: mark, in: &members)
            }
        }
    }
}

extension IntegerText: JSONReadable {
    /// A number that is not an `Int64` is "expected a string", as the Decodable path tries the
    /// number first and then the text.
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        if let byte = reader.peek(), byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            let start = reader.mark()
            do throws(JSONReadError) {
                self.init(try reader.readInt64())
                return
            } catch where !error.isSyntax {
                reader.reset(to: start)
                throw JSONReadError(.typeMismatch("a string"), at: start.offset)
            }
        }
        let text = try reader.readString()
        guard let value = Int64(text) else {
            throw JSONReadError(.dataCorrupted("expected an integer or its text"), at: reader.offset)
        }
        self.init(value)
    }
}

extension JSONReader {
    /// Reads an ISO-8601 timestamp (`Timestamp`) from a string value. The same text as the
    /// previous timestamp of the document (an item's creation, item and update times are
    /// usually one) gives its date without parsing it again: O(length) to compare.
    mutating func readTimestamp() throws(JSONReadError) -> Date {
        let text = try readStringKey()
        if let last = lastTimestamp, Self.sameBytes(last.text, text.raw) {
            return last.date
        }
        guard let date = Timestamp.parse(utf8: text.raw) else {
            throw JSONReadError(.dataCorrupted("not an ISO-8601 timestamp: \(text.name)"), at: offset)
        }
        lastTimestamp = (text.raw, date)
        return date
    }

    /// An optional timestamp: `null` is nil.
    mutating func readTimestampIfPresent() throws(JSONReadError) -> Date? {
        try readNull() ? nil : try readTimestamp()
    }
}
