/// The C expression of `n` in a catalog's `Plural-Forms` (the grammar of gettext's `plural.y`):
/// `n`, decimal numbers, `! * / % + - < > <= >= == != && ||`, `?:` and parentheses, evaluated in
/// unsigned arithmetic as gettext does. Parsed once per catalog; a division by zero is 0, not a trap.
public indirect enum PluralExpression: Hashable, Sendable {
    /// The count.
    case n
    /// A decimal constant.
    case number(UInt64)
    /// `!operand`.
    case not(PluralExpression)
    /// `lhs op rhs`.
    case binary(Operator, PluralExpression, PluralExpression)
    /// `condition ? then : else`.
    case conditional(PluralExpression, PluralExpression, PluralExpression)

    /// A binary operator of the grammar, by precedence from tightest.
    public enum Operator: String, Hashable, Sendable, CaseIterable {
        /// `*`, `/` and `%`.
        case multiply = "*", divide = "/", remainder = "%"
        /// `+` and `-`.
        case add = "+", subtract = "-"
        /// `<`, `>`, `<=` and `>=`.
        case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
        /// `==` and `!=`.
        case equal = "==", notEqual = "!="
        /// `&&`.
        case and = "&&"
        /// `||`.
        case or = "||"

        /// Binding strength: higher binds tighter.
        var precedence: Int {
            switch self {
            case .multiply, .divide, .remainder: 6
            case .add, .subtract: 5
            case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
            case .equal, .notEqual: 3
            case .and: 2
            case .or: 1
            }
        }

        /// `lhs op rhs` in unsigned arithmetic; comparisons and logic give 0 or 1.
        func apply(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
            switch self {
            case .multiply: lhs &* rhs
            case .divide: rhs == 0 ? 0 : lhs / rhs
            case .remainder: rhs == 0 ? 0 : lhs % rhs
            case .add: lhs &+ rhs
            case .subtract: lhs &- rhs
            case .less: lhs < rhs ? 1 : 0
            case .greater: lhs > rhs ? 1 : 0
            case .lessOrEqual: lhs <= rhs ? 1 : 0
            case .greaterOrEqual: lhs >= rhs ? 1 : 0
            case .equal: lhs == rhs ? 1 : 0
            case .notEqual: lhs != rhs ? 1 : 0
            case .and: lhs != 0 && rhs != 0 ? 1 : 0
            case .or: lhs != 0 || rhs != 0 ? 1 : 0
            }
        }
    }

    /// The expression's value for the count `n`.
    public func value(n: UInt64) -> UInt64 {
        switch self {
        case .n: n
        case let .number(value): value
        case let .not(operand): operand.value(n: n) == 0 ? 1 : 0
        case let .binary(op, lhs, rhs): op.apply(lhs.value(n: n), rhs.value(n: n))
        case let .conditional(condition, then, otherwise): condition.value(n: n) != 0 ? then.value(n: n) : otherwise.value(n: n)
        }
    }

    /// The expression `text` states, or a `CatalogError` naming where it stops making sense.
    public init(parsing text: String) throws(CatalogError) {
        var parser = PluralParser(text)
        let expression = try parser.conditional()
        guard parser.atEnd else { throw CatalogError("the plural expression has more after \(parser.position) characters") }
        self = expression
    }
}

/// A recursive-descent parser of `PluralExpression`: precedence climbing for the binary
/// operators, right-associative `?:`. Depth is bounded, so a hostile header cannot exhaust the stack.
private struct PluralParser {
    private let characters: [Character]
    private(set) var position = 0
    private var depth = 0

    init(_ text: String) {
        characters = Array(text)
    }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return position == characters.count
        }
    }

    mutating func conditional() throws(CatalogError) -> PluralExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw CatalogError("the plural expression nests too deeply") }
        let condition = try binary(minimum: 1)
        guard take("?") else { return condition }
        let then = try conditional()
        guard take(":") else { throw CatalogError("the plural expression has ? without : at \(position)") }
        return .conditional(condition, then, try conditional())
    }

    private mutating func binary(minimum: Int) throws(CatalogError) -> PluralExpression {
        var lhs = try unary()
        while let op = peekOperator(), op.precedence >= minimum {
            position += op.rawValue.count
            let rhs = try binary(minimum: op.precedence + 1)
            lhs = .binary(op, lhs, rhs)
        }
        return lhs
    }

    private mutating func unary() throws(CatalogError) -> PluralExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw CatalogError("the plural expression nests too deeply") }
        skipSpaces()
        if take("!") {
            if characters.indices.contains(position), characters[position] == "=" {
                throw CatalogError("the plural expression has a stray != at \(position)")
            }
            return .not(try unary())
        }
        if take("(") {
            let inner = try conditional()
            guard take(")") else { throw CatalogError("the plural expression misses ) at \(position)") }
            return inner
        }
        if take("n") { return .n }
        var digits = ""
        while characters.indices.contains(position), let digit = characters[position].wholeNumberValue, characters[position].isASCII {
            digits.append(String(digit))
            position += 1
        }
        guard let number = UInt64(digits) else { throw CatalogError("the plural expression has no value at \(position)") }
        return .number(number)
    }

    private mutating func peekOperator() -> PluralExpression.Operator? {
        skipSpaces()
        let two = String(characters[position..<min(position + 2, characters.count)])
        let one = String(two.prefix(1))
        return PluralExpression.Operator(rawValue: two) ?? (one == "!" || one == "=" || one == "&" || one == "|" ? nil : PluralExpression.Operator(rawValue: one))
    }

    private mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard characters.indices.contains(position), characters[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while characters.indices.contains(position), characters[position].isWhitespace { position += 1 }
    }
}
