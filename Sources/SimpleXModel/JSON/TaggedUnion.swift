import Foundation

/// The opened envelope of a union value in any of the core's encodings: tagged
/// `{"type": "tag", fields…}` (every non-Apple build), object-with-single-field
/// `{"tag": {fields…}, "_owsf": true}` (Apple builds), or a bare `"tag"` string, which some
/// cores write for a member without fields (e.g. `ConnStatus`).
struct TaggedUnion {
    let tag: String
    private let fields: KeyedDecodingContainer<JSONKey>?
    private let decoder: any Decoder
    /// The object and key of the single-field form, whose value holds the fields.
    private let singleField: (object: KeyedDecodingContainer<JSONKey>, key: JSONKey)?

    init(from decoder: any Decoder) throws {
        self.decoder = decoder
        guard let object = try? decoder.container(keyedBy: JSONKey.self) else {
            tag = try decoder.singleValueContainer().decode(String.self)
            fields = nil
            singleField = nil
            return
        }
        if object.contains("type") {
            tag = try object.decode(String.self, forKey: "type")
            fields = object
            singleField = nil
            return
        }
        let keys = object.allKeys.filter { $0.stringValue != "_owsf" }
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a union value needs a \"type\" tag or exactly one field naming its case"))
        }
        tag = key.stringValue
        fields = try object.nestedContainer(keyedBy: JSONKey.self, forKey: key)
        singleField = (object, key)
    }

    /// The tag of a union value kept as received: its `type`, the one field naming its case,
    /// or the bare string; "unrecognized" when it has none of them.
    static func tag(of json: JSONValue) -> String {
        switch json {
        case let .string(tag): return tag
        case let .object(members):
            if case let .string(tag)? = members["type"] { return tag }
            let keys = members.keys.filter { $0 != "_owsf" }
            return keys.count == 1 ? keys[keys.startIndex] : "unrecognized"
        default: return "unrecognized"
        }
    }

    /// The whole value as received, for `unrecognized` cases.
    func json() throws -> JSONValue {
        try JSONValue(from: decoder)
    }

    func value<Value: Decodable>(_ key: JSONKey) throws -> Value {
        try memberFields().value(key)
    }

    func valueIfPresent<Value: Decodable>(_ key: JSONKey) throws -> Value? {
        try fields?.valueIfPresent(key)
    }

    func timestamp(_ key: JSONKey) throws -> Date {
        try memberFields().timestamp(key)
    }

    func timestampIfPresent(_ key: JSONKey) throws -> Date? {
        try fields?.timestampIfPresent(key)
    }

    /// A required field older cores wrote elsewhere (`KeyedDecodingContainer.value(_:movedFrom:)`).
    func value<Value: Decodable>(_ key: JSONKey, movedFrom older: @autoclosure () -> Value?) throws -> Value {
        try memberFields().value(key, movedFrom: older())
    }

    /// An optional field older cores wrote elsewhere (`KeyedDecodingContainer.valueIfPresent(_:movedFrom:)`).
    func valueIfPresent<Value: Decodable>(_ key: JSONKey, movedFrom older: @autoclosure () -> Value?) throws -> Value? {
        guard let fields else { return nil }
        return try fields.valueIfPresent(key, movedFrom: older())
    }

    /// An older place of a field among the case's fields (`KeyedDecodingContainer.moved`).
    func moved<Value: Decodable>(_ path: [JSONKey], as type: Value.Type = Value.self) -> Value? {
        fields?.moved(path, as: type)
    }

    /// A field whose fields an older core wrote as the case's own (`moved` from `[]`): `Value`
    /// decoded from the case's fields; nil if it does not decode (`JSONReader.moved(_:of:)`).
    func moved<Value: Decodable>(_ type: Value.Type) -> Value? {
        guard fields != nil else { return nil }
        if let (object, key) = singleField {
            return try? Value(from: object.superDecoder(forKey: key))
        }
        return try? Value(from: decoder)
    }

    private func memberFields() throws -> KeyedDecodingContainer<JSONKey> {
        guard let fields else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "\(tag) has fields, so it must be an object"))
        }
        return fields
    }
}

extension Encoder {
    /// A container for a union member's fields with its `"type"` tag already written.
    func taggedContainer(_ tag: String) -> KeyedEncodingContainer<JSONKey> {
        var fields = container(keyedBy: JSONKey.self)
        try? fields.encode(tag, forKey: "type")
        return fields
    }
}
