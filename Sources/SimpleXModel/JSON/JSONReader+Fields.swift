import Foundation

/// How the generated readers read a record's or a union case's fields, written once: one pass
/// over the object's members in document order, the first of repeated keys winning, a failed
/// field noted and skipped (`JSONFieldFailures`), so that the error is the one the Decodable
/// path gives (the first failed or missing field by name). A generated reader keeps one slot a
/// field (`nil` until its key is read; an optional field's slot is `Value??`), matches each key in
/// a static `switch` that calls `first` on its slot, and builds its value from the slots.
extension JSONReader {
    /// Reads the members of the object at the reader, each key passed to `readField` with the
    /// reader at its value. A value `readField` leaves unread (a key the type does not know, a
    /// repeat of one it read) is skipped; a value that fails is noted in the result under its
    /// key and skipped (`recover`), a syntax error ends the read. O(bytes of the object).
    @inline(__always)
    mutating func readFields(_ readField: (inout JSONReader, JSONFieldKey) throws(JSONReadError) -> Void) throws(JSONReadError) -> JSONFieldFailures {
        try readMembers(beginObject(), readField)
    }

    /// `readFields` over the fields of a union case, in whichever encoding `union` came.
    @inline(__always)
    mutating func readFields(of union: JSONUnion, _ readField: (inout JSONReader, JSONFieldKey) throws(JSONReadError) -> Void) throws(JSONReadError) -> JSONFieldFailures {
        try readMembers(unionFields(union), readField)
    }

    @inline(__always)
    private mutating func readMembers(_ members: Members, _ readField: (inout JSONReader, JSONFieldKey) throws(JSONReadError) -> Void) throws(JSONReadError) -> JSONFieldFailures {
        var members = members
        var failures = JSONFieldFailures()
        while let key = try nextKey(in: &members) {
            let value = mark()
            do throws(JSONReadError) {
                try readField(&self, key)
                if offset == value.offset {
                    try skipValue()
                }
            } catch {
                try recover(error, field: key, from: value, into: &failures)
            }
        }
        return failures
    }

    /// The value of a union case's only field, `name`, a required one: `readFields` with one slot.
    mutating func onlyField<Value: JSONReadable>(_ name: StaticString, of union: JSONUnion) throws(JSONReadError) -> Value {
        var slot: Value? = nil
        let failures = try readFields(of: union) { (reader, key) throws(JSONReadError) in
            if name ~= key {
                try reader.first(&slot)
            }
        }
        guard failures.isEmpty, let value = slot.take() else {
            throw failures.error(required: ["\(name)"], present: [slot != nil], at: offset, union: union)
        }
        return value
    }

    /// A required field: its value into `slot` if this is the first of its key (`read`);
    /// a repeat is left unread.
    @inline(__always)
    package mutating func first<Value: JSONReadable>(_ slot: inout Value?) throws(JSONReadError) {
        if slot == nil {
            slot = try read(Value.self)
        }
    }

    /// An optional field: `.some` of its value or of `nil` for `null` into `slot` if this is
    /// the first of its key (`readIfPresent`); a repeat is left unread.
    @inline(__always)
    package mutating func first<Value: JSONReadable>(optional slot: inout Value??) throws(JSONReadError) {
        if slot == nil {
            slot = .some(try readIfPresent(Value.self))
        }
    }

    /// A required field that an older core may leave out: as `first`, with `null` read as
    /// `absent`, the value its absence means (the reader gives the same to a slot left empty).
    @inline(__always)
    package mutating func first<Value: JSONReadable>(_ slot: inout Value?, absent: @autoclosure () -> Value) throws(JSONReadError) {
        if slot == nil {
            slot = try readIfPresent(Value.self) ?? absent()
        }
    }

    /// A required timestamp (`readTimestamp`) into `slot` if this is the first of its key.
    @inline(__always)
    package mutating func first(timestamp slot: inout Date?) throws(JSONReadError) {
        if slot == nil {
            slot = try readTimestamp()
        }
    }

    /// An optional timestamp (`readTimestampIfPresent`) into `slot` if this is the first of its key.
    @inline(__always)
    package mutating func first(optionalTimestamp slot: inout Date??) throws(JSONReadError) {
        if slot == nil {
            slot = .some(try readTimestampIfPresent())
        }
    }
}
