/// A language's plural forms, as a catalog's header states them (`Plural-Forms: nplurals=3;
/// plural=(n%10==1 && n%100!=11 ? 0 : …);`, the gettext manual, "Plural forms"): how many forms
/// there are and which one a count takes. Without the header the rule is English's (Germanic),
/// `nplurals=2; plural=(n != 1);`, as gettext assumes.
public struct PluralRule: Hashable, Sendable {
    /// The number of forms (`nplurals`).
    public let count: Int
    /// The expression of `n` that picks the form (`plural`).
    public let expression: PluralExpression

    /// English's rule: one form for 1, the other for every other count.
    public static let germanic = PluralRule(count: 2, expression: .binary(.notEqual, .n, .number(1)))

    /// A rule of `count` forms picked by `expression`.
    public init(count: Int, expression: PluralExpression) {
        self.count = count
        self.expression = expression
    }

    /// The rule a catalog's header states, English's when it states none; a header whose
    /// `Plural-Forms` does not parse is a `CatalogError`.
    public init(header: String) throws(CatalogError) {
        guard let line = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }) else {
            self = .germanic
            return
        }
        var count: Int?
        var expression: PluralExpression?
        for part in line.dropFirst("Plural-Forms:".count).split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " \t") }
            guard pair.count == 2 else { continue }
            switch pair[0] {
            case "nplurals": count = Int(pair[1])
            case "plural": expression = try PluralExpression(parsing: pair[1])
            default: continue
            }
        }
        guard let count, (1...6).contains(count), let expression else {
            throw CatalogError("the header's Plural-Forms is not \"nplurals=N; plural=EXPRESSION;\"")
        }
        self.init(count: count, expression: expression)
    }

    /// The form for `count`: the expression's value, or the first form when it names none of
    /// the `count` forms (gettext's fallback).
    public func form(for count: Int) -> Int {
        let value = expression.value(n: UInt64(count.magnitude))
        return value < UInt64(self.count) ? Int(value) : 0
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    func trimmingCharacters(in characters: String) -> String {
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
