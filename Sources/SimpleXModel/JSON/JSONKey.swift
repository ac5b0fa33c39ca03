/// A coding key named by its JSON field, so coding code can say `"itemId"` directly.
public struct JSONKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public let stringValue: String

    public init(_ name: String) {
        stringValue = name
    }

    public init(stringLiteral name: String) {
        stringValue = name
    }

    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    public var intValue: Int? { nil }

    public init?(intValue: Int) {
        stringValue = String(intValue)
    }
}
