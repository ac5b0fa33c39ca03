/// An integer the core writes as JSON text (`"agentUserId": "1"`) where its schema says number;
/// older cores wrote a number. Both decode; it encodes as text, as current cores do.
public struct IntegerText: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral {
    /// The integer itself.
    public var value: Int64

    /// The integer `value`, written as text.
    public init(_ value: Int64) {
        self.value = value
    }

    public init(integerLiteral value: Int64) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let number = try? single.decode(Int64.self) {
            value = number
        } else if let number = Int64(try single.decode(String.self)) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "expected an integer or its text")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(String(value))
    }
}
