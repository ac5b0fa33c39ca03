/// Why `JSONReader` could not decode a value: the kinds `JSONDecoder` reports, at the same
/// path, so that both decoders fail alike (`SimpleXDecodingError` gives both the same text).
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in the terms of `DecodingError` and JSONDecoder's own errors.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not JSON (a structural error): the whole document fails.
        case syntax(String)
        /// Content JSONDecoder cannot take (its own `JSONError`, not a `DecodingError`): a
        /// number the type cannot hold, a string with broken escapes or UTF-8, with what was
        /// wrong. It has no path until the field holding it names it
        /// (`JSONReader.read(_:)`: "not readable as Int64: …"), as `KeyedContainer+Fields` does.
        case unreadable(String)
        /// `unreadable` in one of an object's keys: JSONDecoder cannot open the object at all.
        case unreadableKey(String)
        /// A value of another kind than the type needs: "an integer", "an object", …
        case typeMismatch(String)
        /// `null` where the type needs a value of the kind named.
        case valueNotFound(String)
        /// A required field is missing; the path ends with it.
        case keyNotFound
        /// A value of the right kind that the type rejects, with the reason.
        case dataCorrupted(String)
    }

    /// One step of a path: a field or an element.
    public enum Step: Hashable, Sendable {
        /// The field of that name in an object.
        case key(String)
        /// The element at that index in an array.
        case index(Int)
    }

    /// What was wrong.
    public let kind: Kind
    /// The byte offset where the error was found.
    public let offset: Int
    /// The path from the decoded value to the offending one, innermost step first (steps are
    /// added as the error leaves each enclosing value).
    private var reversedPath: [Step] = []

    /// An error of `kind` found at byte `offset`, its path still empty.
    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The path from the decoded value down, outermost step first.
    public var path: [Step] { reversedPath.reversed() }

    /// Whether the document is not JSON at all: nothing in it can be read, so no fallback
    /// (an invalid-JSON item, a skipped field) applies.
    public var isSyntax: Bool {
        if case .syntax = kind { true } else { false }
    }

    /// Whether JSONDecoder reports it as a `DecodingError` (a wrong kind, a missing field, a
    /// rejected value), which the invalid-JSON item fallback catches.
    public var isDecodingError: Bool {
        switch kind {
        case .syntax, .unreadable, .unreadableKey: false
        default: true
        }
    }

    /// A rejected value at the root, which the Decodable path reports only when the whole
    /// text is strictly JSON (`SimpleXJSON.decode` checks it, as for unreadable content).
    var isCorruptedAtRoot: Bool {
        if case .dataCorrupted = kind { reversedPath.isEmpty } else { false }
    }

    /// What made the content unreadable, for the unreadable kinds.
    var unreadableDetail: String? {
        switch kind {
        case let .unreadable(detail), let .unreadableKey(detail): "\(detail) at byte \(offset)"
        default: nil
        }
    }

    /// The error as seen from the value that holds the failed one under `key`. Syntax and
    /// unreadable errors have no path, as in JSONDecoder.
    package func under(_ step: Step) -> JSONReadError {
        switch kind {
        case .syntax, .unreadable, .unreadableKey: return self
        default:
            var error = self
            error.reversedPath.append(step)
            return error
        }
    }

    package func under(key: String) -> JSONReadError {
        under(.key(key))
    }

    /// The error as a field of type `type` reports it (`KeyedContainer+Fields`): unreadable
    /// content becomes "not readable as <type>: …", which the field's path then names.
    package func named(_ type: Any.Type) -> JSONReadError {
        guard let detail = unreadableDetail else { return self }
        return JSONReadError(.dataCorrupted("not readable as \(type): \(detail)"), at: offset)
    }

    /// An unreadable string read as an object's key.
    var inKey: JSONReadError {
        guard case let .unreadable(detail) = kind else { return self }
        return JSONReadError(.unreadableKey(detail), at: offset)
    }

    /// The same error as `SimpleXDecodingError` gives for JSONDecoder's: path and reason.
    package var decodingError: SimpleXDecodingError {
        let path = self.path.reduce(into: "") { path, step in
            switch step {
            case let .index(index): path += "[\(index)]"
            case let .key(key): path += path.isEmpty ? key : "." + key
            }
        }
        switch kind {
        case let .syntax(message): return SimpleXDecodingError(path: "", reason: "not valid JSON: \(message) at byte \(offset)")
        case .unreadable, .unreadableKey: return SimpleXDecodingError(path: "", reason: Self.unreadableReason)
        case let .typeMismatch(expected): return SimpleXDecodingError(path: path, reason: "expected \(expected)")
        case let .valueNotFound(expected): return SimpleXDecodingError(path: path, reason: "expected \(expected), found null")
        case .keyNotFound: return SimpleXDecodingError(path: path, reason: "required field is missing")
        case let .dataCorrupted(reason): return SimpleXDecodingError(path: path, reason: reason)
        }
    }

    /// JSONDecoder's text for the unreadable kind.
    static let unreadableReason = "The given data was not valid JSON."

    public var description: String {
        decodingError.description
    }
}
