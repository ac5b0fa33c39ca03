/// A union value opened by `JSONReader.beginUnion`: its tag, and where its fields are in any
/// of the core's encodings (`TaggedUnion` for the Decodable path, whose errors it repeats).
public struct JSONUnion {
    enum Form {
        /// `{"type": tag, …}` with `type` first: the reader is inside the object, after it.
        case taggedInside
        /// `{…, "type": tag, …}`: the fields are the object at `start`; the reader is at `end`.
        case tagged(end: JSONReader.Mark)
        /// `{"tag": {fields…}, "_owsf": true}`: the fields are the object at `value`.
        case singleField(value: JSONReader.Mark, end: JSONReader.Mark)
        /// `"tag"`: no fields.
        case bare
    }

    /// The case's tag.
    public let tag: JSONFieldKey
    let form: Form
    let start: JSONReader.Mark

    /// The tag when the value is a bare string.
    var bareTag: String? {
        if case .bare = form { tag.name } else { nil }
    }

    /// A field's error as seen from the union: under the tag in the single-field form.
    func locate(_ error: JSONReadError) -> JSONReadError {
        if case .singleField = form { error.under(key: tag.name) } else { error }
    }

    /// An error of a case's reader as the Decodable path reports it: a broken key of the
    /// tagged object makes it try the value as a bare tag ("expected a string"); one of a
    /// single field's object cannot be opened (unreadable).
    public func caseError(_ error: JSONReadError) -> JSONReadError {
        guard case let .unreadableKey(detail) = error.kind else { return error }
        if case .singleField = form {
            return JSONReadError(.unreadable(detail), at: error.offset)
        }
        return JSONReadError(.typeMismatch("a string"), at: start.offset)
    }
}

extension JSONReader {
    /// Reads a union value as the generated readers do: opens it (`beginUnion`), reads its case
    /// with `readCase` (a `switch` on the tag), and ends it (`endUnion`; after `unrecognized`
    /// the reader is already there). An error of the case is the Decodable path's (`caseError`).
    @inline(__always)
    mutating func readUnion<Value>(_ readCase: (inout JSONReader, JSONUnion) throws(JSONReadError) -> Value) throws(JSONReadError) -> Value {
        let union = try beginUnion()
        let value: Value
        do throws(JSONReadError) {
            value = try readCase(&self, union)
        } catch {
            throw union.caseError(error)
        }
        endUnion(union)
        return value
    }

    /// Opens a union value: a tagged object (`type` first is the fast path; elsewhere the
    /// object is scanned for it), an object with a single field naming the case, or a bare
    /// string. The errors are the Decodable path's: a `type` that is not a string, an object
    /// with neither, a single field whose value is not an object.
    mutating func beginUnion() throws(JSONReadError) -> JSONUnion {
        let start = mark()
        guard peek() == UInt8(ascii: "{") else {
            return JSONUnion(tag: try readStringKey(), form: .bare, start: start)
        }
        var members = try beginObject()
        guard let first = try nextObjectKey(in: &members, at: start.offset) else {
            throw JSONReadError(.dataCorrupted(Self.unionShapeReason), at: start.offset)
        }
        if "type" ~= first {
            return JSONUnion(tag: try readTag(), form: .taggedInside, start: start)
        }
        var typeMark: Mark?
        var keys: [(name: String, value: Mark)] = []
        var key: JSONFieldKey? = first
        while let current = key {
            let name = current.name
            if name == "type", typeMark == nil {
                typeMark = mark()
            } else if name != "_owsf", !keys.contains(where: { $0.name == name }) {
                keys.append((name, mark()))
            }
            try skipValue()
            key = try nextObjectKey(in: &members, at: start.offset)
        }
        let end = mark()
        if let typeMark {
            reset(to: typeMark)
            let tag = try readTag()
            reset(to: end)
            return JSONUnion(tag: tag, form: .tagged(end: end), start: start)
        }
        guard keys.count == 1, let field = keys.first else {
            throw JSONReadError(.dataCorrupted(Self.unionShapeReason), at: start.offset)
        }
        reset(to: field.value)
        guard peek() == UInt8(ascii: "{") else {
            throw try mismatch("an object").under(key: field.name)
        }
        try checkKeys()
        reset(to: end)
        return JSONUnion(tag: keptKey(field.name),
                         form: .singleField(value: field.value, end: end), start: start)
    }

    /// Reads the keys of the object at the reader, as the Decodable path opens the single
    /// field's object whatever its tag: a broken key there is unreadable.
    private mutating func checkKeys() throws(JSONReadError) {
        var members = try beginObject()
        do throws(JSONReadError) {
            try skipMembers(&members)
        } catch {
            guard case let .unreadableKey(detail) = error.kind else { throw error }
            throw JSONReadError(.unreadable(detail), at: error.offset)
        }
    }

    private static let unionShapeReason = "a union value needs a \"type\" tag or exactly one field naming its case"

    private mutating func readTag() throws(JSONReadError) -> JSONFieldKey {
        do throws(JSONReadError) {
            return try readStringKey()
        } catch {
            throw error.under(key: "type")
        }
    }

    /// The members of the union's fields object, to read with `nextKey`.
    mutating func unionFields(_ union: JSONUnion) throws(JSONReadError) -> Members {
        switch union.form {
        case .taggedInside:
            return Members(first: false, ended: false)
        case .tagged:
            reset(to: union.start)
            return try beginObject()
        case let .singleField(value, _):
            reset(to: value)
            return try beginObject()
        case .bare:
            return .none
        }
    }

    /// Passes over the fields of a case that has none.
    mutating func skipFields(of union: JSONUnion) throws(JSONReadError) {
        guard case .taggedInside = union.form else { return }
        var members = Members(first: false, ended: false)
        try skipMembers(&members)
    }

    /// A case without fields: passes over them (`skipFields`) and gives `value`.
    @inline(__always)
    mutating func fieldless<Value>(_ value: Value, of union: JSONUnion) throws(JSONReadError) -> Value {
        try skipFields(of: union)
        return value
    }

    /// Ends the union value: the reader after it.
    mutating func endUnion(_ union: JSONUnion) {
        switch union.form {
        case let .tagged(end), let .singleField(_, end): reset(to: end)
        case .taggedInside, .bare: break
        }
    }

    /// The whole union value as received, for a tag this version does not know.
    package mutating func unrecognized(_ union: JSONUnion) throws(JSONReadError) -> JSONValue {
        reset(to: union.start)
        return try JSONValue(json: &self)
    }
}
