import Localization

/// A settings file in the small subset of TOML that Parley reads (issue 36 "A settings file"):
/// `key = value` lines, `[table]` headers, `#` comments and blank lines; values are strings
/// (`"basic"` with TOML's escapes, `'literal'`), booleans and decimal integers. Keys are bare
/// (`A–Z a–z 0–9 _ -`) or quoted. Whatever else TOML has — dotted keys, arrays, inline tables,
/// floats, dates, multi-line strings — is refused by name, as is a key or table given twice;
/// every refusal names its line.
package struct TOMLDocument: Hashable, Sendable {
    /// One `key = value` of the file.
    package struct Entry: Hashable, Sendable {
        /// The table it is in; nil before the first header.
        package let table: String?
        package let key: String
        package let value: TOMLValue
        /// Its line in the file, from 1.
        package let line: Int
    }

    /// A `[table]` header of the file.
    package struct Header: Hashable, Sendable {
        package let name: String
        /// Its line in the file, from 1.
        package let line: Int
    }

    /// The entries in the order of the file.
    package private(set) var entries: [Entry] = []
    /// The table headers in the order of the file.
    package private(set) var tables: [Header] = []

    /// The file's bytes read: UTF-8 text, lines ended by LF or CR LF (a UTF-8 byte order mark
    /// first is skipped). - Complexity: O(bytes).
    package static func parse(_ bytes: [UInt8]) throws(TOMLError) -> TOMLDocument {
        var document = TOMLDocument()
        var table: String?
        var seen: [String: Int] = [:]
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let next = end + 1
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw TOMLError(line: number) { $0.tr("this line is not UTF-8 text") }
            }
            var line = LineReader(text: text, number: number)
            if let parsed = try line.read() {
                switch parsed {
                case let .table(name):
                    if let first = document.tables.first(where: { $0.name == name }) {
                        throw TOMLError(line: number) { $0.tr("[{name}] is given twice (first on line {line})", ["name": name, "line": String(first.line)]) }
                    }
                    document.tables.append(Header(name: name, line: number))
                    table = name
                case let .entry(key, value):
                    let path = (table.map { $0 + "." } ?? "") + key
                    if let first = seen[path] {
                        throw TOMLError(line: number) { $0.tr("{key} is set twice (first on line {line})", ["key": key, "line": String(first)]) }
                    }
                    seen[path] = number
                    document.entries.append(Entry(table: table, key: key, value: value, line: number))
                }
            }
            start = next
        }
        return document
    }
}

/// A value of the subset.
package enum TOMLValue: Hashable, Sendable {
    case string(String)
    case boolean(Bool)
    case integer(Int64)

    /// How the value is written in a file: a basic string with what must be escaped escaped.
    package var written: String {
        switch self {
        case let .boolean(value): String(value)
        case let .integer(value): String(value)
        case let .string(value): TOMLValue.quoted(value)
        }
    }

    /// `text` as a basic string: `"` and `\` escaped, controls as `\n`, `\t` or `\uXXXX`.
    package static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}

/// Why a settings file could not be read: its line (from 1) and what is wrong there.
package struct TOMLError: Error, Hashable, Sendable, CustomStringConvertible {
    package let line: Int
    private let words: @Sendable (Translator) -> String

    /// The error of line `line`, `words` saying what is wrong in a translator's language.
    package init(line: Int, _ words: @escaping @Sendable (Translator) -> String) {
        self.line = line
        self.words = words
    }

    /// What is wrong, in English.
    package var message: String { words(.english) }

    /// What is wrong, in `t`'s language.
    package func message(_ t: Translator) -> String { words(t) }

    /// `line N: what`, in `t`'s language.
    package func description(_ t: Translator) -> String {
        t.tr("line {line}: {what}", ["line": String(line), "what": words(t)])
    }

    /// `line N: what`.
    package var description: String { description(.english) }

    package static func == (lhs: TOMLError, rhs: TOMLError) -> Bool {
        lhs.line == rhs.line && lhs.message == rhs.message
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(message)
    }
}
