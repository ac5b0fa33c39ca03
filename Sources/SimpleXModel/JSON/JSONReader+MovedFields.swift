/// How the generated readers read a field that older cores wrote elsewhere (`moved` in
/// `Schema/simplex-api-versions.json`): each older place into a slot of its own while the
/// object's members are read, the field taking the first that read when its own key is absent
/// (not when it is `null`: that reads as the field's type reads it; `Tools/generate-model.py`).
/// A place that is absent, `null`, not an object on the way, or that does not read leaves the
/// field missing, as `KeyedDecodingContainer.moved` does.
extension JSONReader {
    /// The value at `path` within the value at the reader (`[]`: that value) into `slot`, if
    /// this is the first of its key; `.some(nil)` there when it is not to be had. Only a syntax
    /// error throws.
    mutating func first<Value: JSONReadable>(moved slot: inout Value??, at path: [StaticString]) throws(JSONReadError) {
        guard slot == nil else { return }
        slot = .some(try movedValue(at: path[...]))
    }

    /// The value at `path` within the value at the reader, the reader left after that value:
    /// the first member of each step's name (`seek`), the rest of the object passed over; a
    /// value that does not read is nil (`attemptIfPresent`, its error dropped unnamed).
    private mutating func movedValue<Value: JSONReadable>(at path: ArraySlice<StaticString>) throws(JSONReadError) -> Value? {
        guard let name = path.first else {
            let value = try attemptIfPresent(Value.self, field: "")
            return try? value.get()
        }
        guard peek() == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        var members = try beginObject()
        guard try seek(toField: name, in: &members) else { return nil }
        let value: Value? = try movedValue(at: path.dropFirst())
        try skipMembers(&members)
        return value
    }

    /// A field whose fields an older core wrote as the union case's own (`moved` from `[]`):
    /// `Value` read from the case's fields, the reader left where it is; nil if it does not read.
    mutating func moved<Value: JSONReadable>(_ type: Value.Type, of union: JSONUnion) -> Value? {
        switch union.form {
        case .taggedInside, .tagged: moved(type, from: union.start)
        case let .singleField(value, _): moved(type, from: value)
        case .bare: nil
        }
    }

    private mutating func moved<Value: JSONReadable>(_ type: Value.Type, from start: Mark) -> Value? {
        let end = mark()
        defer { reset(to: end) }
        reset(to: start)
        return try? read(type)
    }
}
