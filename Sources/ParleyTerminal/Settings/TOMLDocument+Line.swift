import Localization

/// One line of a settings file read by the subset's grammar: nothing (blank, a comment), a
/// `[table]` header or a `key = value` entry, else a `TOMLError` naming the line.
struct LineReader {
    enum Parsed {
        case table(String)
        case entry(key: String, value: TOMLValue)
    }

    private let scalars: [Unicode.Scalar]
    private let number: Int
    private var index = 0

    init(text: String, number: Int) {
        scalars = Array(text.unicodeScalars)
        self.number = number
    }

    /// What the line holds. - Complexity: O(line).
    mutating func read() throws(TOMLError) -> Parsed? {
        if let control = scalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            throw fail { $0.tr("a control character (U+{value}) is not allowed in the file", ["value": String(repeating: "0", count: 4 - hex.count) + hex]) }
        }
        skipSpaces()
        guard let first = peek, first != "#" else { return nil }
        let parsed: Parsed
        if first == "[" {
            index += 1
            if peek == "[" { throw fail { $0.tr("arrays of tables ([[…]]) are not in Parley's settings") } }
            skipSpaces()
            let name = try key()
            skipSpaces()
            if peek == "." { throw fail { $0.tr("dotted table names are not in Parley's settings: [{name}] alone", ["name": name]) } }
            guard peek == "]" else { throw fail { $0.tr("a table header ends with ]: [{name}]", ["name": name]) } }
            index += 1
            parsed = .table(name)
        } else {
            let name = try key()
            skipSpaces()
            if peek == "." { throw fail { $0.tr("dotted keys are not in Parley's settings: put {name} in a [table]", ["name": name]) } }
            guard peek == "=" else { throw fail { $0.tr("a setting is key = value; after {name} comes =", ["name": name]) } }
            index += 1
            skipSpaces()
            parsed = .entry(key: name, value: try value(of: name))
        }
        skipSpaces()
        if let rest = peek, rest != "#" {
            throw fail { $0.tr("after the value comes a comment (#) or the end of the line, not {rest}", ["rest": String(rest)]) }
        }
        return parsed
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func fail(_ message: @escaping @Sendable (Translator) -> String) -> TOMLError {
        TOMLError(line: number, message)
    }

    private mutating func skipSpaces() {
        while peek == " " || peek == "\t" { index += 1 }
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
    }

    /// A bare key or a quoted one.
    private mutating func key() throws(TOMLError) -> String {
        switch peek {
        case "\"": return try basicString()
        case "'": return try literalString()
        case let scalar? where Self.isBare(scalar):
            var name = ""
            while let scalar = peek, Self.isBare(scalar) {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            return name
        default:
            throw peek == nil ? fail { $0.tr("a key is missing") } : fail { $0.tr("a key is letters, digits, _ and -, or in quotes") }
        }
    }

    private mutating func value(of name: String) throws(TOMLError) -> TOMLValue {
        guard let first = peek, first != "#" else { throw fail { $0.tr("{name} has no value", ["name": name]) } }
        switch first {
        case "\"": return .string(try basicString())
        case "'": return .string(try literalString())
        case "[": throw fail { $0.tr("arrays are not in Parley's settings; {name} takes a string, true or false, or a number", ["name": name]) }
        case "{": throw fail { $0.tr("inline tables are not in Parley's settings; use a [table]") }
        default: break
        }
        var word = ""
        while let scalar = peek, scalar != " ", scalar != "\t", scalar != "#" {
            word.unicodeScalars.append(scalar)
            index += 1
        }
        switch word {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        default: return .integer(try integer(word, of: name))
        }
    }

    /// A decimal integer as TOML writes it: an optional sign, no leading zeros, `_` only
    /// between digits.
    private func integer(_ word: String, of name: String) throws(TOMLError) -> Int64 {
        var digits = Substring(word)
        let negative = digits.first == "-"
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        let plain = digits.split(separator: "_", omittingEmptySubsequences: false)
        guard !digits.isEmpty, plain.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }) else {
            throw fail { $0.tr("{name} = {word} is not a value here: a string in quotes, true, false or a whole number", ["name": name, "word": word]) }
        }
        let joined = plain.joined()
        if joined.count > 1, joined.first == "0" { throw fail { $0.tr("{name} = {word}: a number has no leading zeros", ["name": name, "word": word]) } }
        guard let value = Int64((negative ? "-" : "") + joined) else { throw fail { $0.tr("{name} = {word} is too large a number", ["name": name, "word": word]) } }
        return value
    }

    /// A `"…"` string with TOML's escapes; it ends on its line.
    private mutating func basicString() throws(TOMLError) -> String {
        index += 1
        if peek == "\"", index + 1 < scalars.count, scalars[index + 1] == "\"" {
            throw fail { $0.tr("multi-line strings (\"\"\") are not in Parley's settings") }
        }
        var text = ""
        while let scalar = peek {
            index += 1
            switch scalar {
            case "\"": return text
            case "\\": text.unicodeScalars.append(try escape())
            default: text.unicodeScalars.append(scalar)
            }
        }
        throw fail { $0.tr("a string in \" ends with \" on its line") }
    }

    private mutating func escape() throws(TOMLError) -> Unicode.Scalar {
        guard let letter = peek else { throw fail { $0.tr("a string in \" ends with \" on its line") } }
        index += 1
        switch letter {
        case "b": return "\u{08}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{0C}"
        case "r": return "\r"
        case "\"": return "\""
        case "\\": return "\\"
        case "u", "U":
            let count = letter == "u" ? 4 : 8
            guard index + count <= scalars.count else { throw fail { $0.tr("\\{letter} takes {count} hexadecimal digits", ["letter": String(letter), "count": String(count)]) } }
            let hex = String(String.UnicodeScalarView(scalars[index..<(index + count)]))
            index += count
            guard hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw fail { $0.tr("\\{letter}{hex} is not a Unicode scalar", ["letter": String(letter), "hex": hex]) }
            }
            return scalar
        default:
            throw fail { $0.tr("\\{letter} is not an escape; \\\\ writes a backslash", ["letter": String(letter)]) }
        }
    }

    /// A `'…'` string, as it stands; it ends on its line.
    private mutating func literalString() throws(TOMLError) -> String {
        index += 1
        if peek == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
            throw fail { $0.tr("multi-line strings (''') are not in Parley's settings") }
        }
        var text = ""
        while let scalar = peek {
            index += 1
            if scalar == "'" { return text }
            text.unicodeScalars.append(scalar)
        }
        throw fail { $0.tr("a string in ' ends with ' on its line") }
    }
}
