/// Any JSON value, kept as received: the payload of unrecognized tags, `object` fields and
/// `customData`. Integers that fit `Int64` stay exact; other numbers are `Double`.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction or exponent that fits `Int64`.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string, its escapes resolved.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, by key.
    case object([String: JSONValue])

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        if case let .object(members) = self { members[key] } else { nil }
    }

    /// The text of a string value, or nil.
    public var stringValue: String? {
        if case let .string(text) = self { text } else { nil }
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !items.isAtEnd {
                values.append(try items.decode(JSONValue.self))
            }
            self = .array(values)
        } else if let members = try? decoder.container(keyedBy: JSONKey.self) {
            var object: [String: JSONValue] = [:]
            for key in members.allKeys {
                object[key.stringValue] = try members.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? value.decode(Int64.self) {
                self = .integer(integer)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var value = encoder.singleValueContainer()
            try value.encodeNil()
        case let .bool(bool):
            var value = encoder.singleValueContainer()
            try value.encode(bool)
        case let .integer(integer):
            var value = encoder.singleValueContainer()
            try value.encode(integer)
        case let .number(number):
            var value = encoder.singleValueContainer()
            try value.encode(number)
        case let .string(text):
            var value = encoder.singleValueContainer()
            try value.encode(text)
        case let .array(values):
            var items = encoder.unkeyedContainer()
            for item in values {
                try items.encode(item)
            }
        case let .object(members):
            var fields = encoder.container(keyedBy: JSONKey.self)
            for (key, member) in members {
                try fields.encode(member, forKey: JSONKey(key))
            }
        }
    }
}
