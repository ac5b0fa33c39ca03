import Foundation

extension KeyedDecodingContainer where Key == JSONKey {
    /// A required field; its type is inferred from where it is used.
    func value<Value: Decodable>(_ key: JSONKey) throws -> Value {
        try naming(key, Value.self) { try decode(Value.self, forKey: key) }
    }

    /// An optional field: absent and `null` both read as nil.
    func valueIfPresent<Value: Decodable>(_ key: JSONKey) throws -> Value? {
        try naming(key, Value.self) { try decodeIfPresent(Value.self, forKey: key) }
    }

    /// Foundation throws its own error for a number that does not fit the field's type, and
    /// turns it into a pathless "not valid JSON" at the top; this names the field instead.
    private func naming<Result>(_ key: JSONKey, _ type: Any.Type, _ decode: () throws -> Result) throws -> Result {
        do {
            return try decode()
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not readable as \(type): \(error)")
        }
    }

    /// A required ISO-8601 timestamp field (`Timestamp`), whatever the decoder's date strategy.
    func timestamp(_ key: JSONKey) throws -> Date {
        try date(from: decode(String.self, forKey: key), key: key)
    }

    /// An optional ISO-8601 timestamp field: absent and `null` both read as nil.
    func timestampIfPresent(_ key: JSONKey) throws -> Date? {
        try decodeIfPresent(String.self, forKey: key).map { try date(from: $0, key: key) }
    }

    private func date(from text: String, key: JSONKey) throws -> Date {
        guard let date = Timestamp.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not an ISO-8601 timestamp: \(text)")
        }
        return date
    }
}

extension KeyedEncodingContainer where Key == JSONKey {
    /// Writes a timestamp as the core does (`Timestamp.format`); nil writes nothing.
    mutating func encodeTimestamp(_ date: Date?, forKey key: JSONKey) throws {
        if let date {
            try encode(Timestamp.format(date), forKey: key)
        }
    }
}
