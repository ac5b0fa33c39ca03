/// The failures of a record's fields while `JSONReader` reads them in document order. The
/// Decodable path decodes fields in the order of their names and stops at the first failure,
/// so the failure kept is the one of the first field by name: both report the same field.
struct JSONFieldFailures {
    private var first: (field: String, error: JSONReadError)?

    init() {}

    var isEmpty: Bool { first == nil }

    mutating func note(_ error: JSONReadError, field: String) {
        if let first, first.field <= field { return }
        first = (field, error)
    }

    /// The error to throw once every field is read: the first by name among the failed and the
    /// missing, the `required` fields whose `present` entry is false. For a union given as a bare
    /// tag, a missing field is JSONDecoder's "has fields, so it must be an object".
    func error(required: [String] = [], present: [Bool] = [], at offset: Int, union: JSONUnion? = nil) -> JSONReadError {
        precondition(required.count == present.count, "one presence for each required field")
        var failures = self
        for (field, isPresent) in zip(required, present) where !isPresent {
            let error = if let tag = union?.bareTag {
                JSONReadError(.dataCorrupted("\(tag) has fields, so it must be an object"), at: offset)
            } else {
                JSONReadError(.keyNotFound, at: offset).under(key: field)
            }
            failures.note(error, field: field)
        }
        let error = failures.first?.error ?? JSONReadError(.keyNotFound, at: offset)
        return union?.locate(error) ?? error
    }
}

extension JSONReader {
    /// After a field's value failed: a syntax error ends the read; any other is noted under the
    /// field's name and the value is skipped from `mark`, so that the other fields are still read.
    mutating func recover(_ error: JSONReadError, field: JSONFieldKey, from mark: Mark, into failures: inout JSONFieldFailures) throws(JSONReadError) {
        guard !error.isSyntax else { throw error }
        let name = field.name
        failures.note(error.under(key: name), field: name)
        reset(to: mark)
        try skipValue()
    }
}

extension JSONReader {
    /// After a member's value failed with `error`: the Decodable path reads every key of an
    /// object before any of its values, so a broken key later in the object is its error;
    /// else `error`. The rest of the object is read for that (only on this error path).
    mutating func firstError(_ error: JSONReadError, from mark: Mark, in members: inout Members) throws(JSONReadError) -> JSONReadError {
        guard !error.isSyntax else { return error }
        reset(to: mark)
        try skipValue()
        do throws(JSONReadError) {
            try skipMembers(&members)
        } catch {
            guard case .unreadableKey = error.kind else { throw error }
            return error
        }
        return error
    }
}
