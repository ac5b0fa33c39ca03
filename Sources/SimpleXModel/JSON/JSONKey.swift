/// A coding key named by its JSON field, so coding code can say `"itemId"` directly.
struct JSONKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    let stringValue: String

    init(_ name: String) {
        stringValue = name
    }

    init(stringLiteral name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    var intValue: Int? { nil }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }
}
