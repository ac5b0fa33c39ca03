extension CoreReply: JSONReadable {
    /// The reader of the envelope, as its Decodable path: `remoteHostId` first, then `error`,
    /// `result` and `resp` in that precedence whatever their order in the document. Each is read
    /// where it is met (the body is read once); a failed one is kept until the precedence says
    /// whether it counts.
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        let start = reader.offset
        var members = try reader.beginObject()
        var remoteHostId: Result<Int64?, JSONReadError>?
        var error: Result<ChatError, JSONReadError>?
        var result: Result<Body, JSONReadError>?
        var resp: Result<LegacyResp<Body>, JSONReadError>?
        while let key = try reader.nextKey(in: &members) {
            switch key {
            case "remoteHostId" where remoteHostId == nil: remoteHostId = try reader.attemptIfPresent(Int64.self, field: "remoteHostId")
            case "error" where error == nil: error = try reader.attempt(ChatError.self, field: "error")
            case "result" where result == nil: result = try reader.attempt(Body.self, field: "result")
            case "resp" where resp == nil: resp = try reader.attemptLegacyResp(Body.self)
            default: try reader.skipValue()
            }
        }
        let host = try remoteHostId?.get() ?? nil
        if let error {
            self = .error(try error.get(), remoteHostId: host)
        } else if let result {
            self = .result(try result.get(), remoteHostId: host)
        } else if let resp {
            switch try resp.get() {
            case let .body(body): self = .result(body, remoteHostId: host)
            case let .error(error): self = .error(error, remoteHostId: host)
            }
        } else {
            throw JSONReadError(.dataCorrupted("a core reply needs a \"result\", \"error\" or \"resp\" field"), at: start)
        }
    }
}

extension JSONReader {
    /// Reads a field's value (`read`; with `named` false, unreadable content keeps no name, as
    /// in a synthesized Decodable), keeping a failure (under the field's name) instead of
    /// throwing it, so that the caller can decide later whether it counts; a syntax error ends
    /// the read.
    package mutating func attempt<Value: JSONReadable>(_ type: Value.Type, field: String, named: Bool = true) throws(JSONReadError) -> Result<Value, JSONReadError> {
        let start = mark()
        do throws(JSONReadError) {
            return .success(named ? try read(type) : try Value(json: &self))
        } catch where !error.isSyntax {
            reset(to: start)
            try skipValue()
            return .failure(error.under(key: field))
        }
    }

    /// `attempt` for an optional field: `null` is nil (`readIfPresent`).
    mutating func attemptIfPresent<Value: JSONReadable>(_ type: Value.Type, field: String) throws(JSONReadError) -> Result<Value?, JSONReadError> {
        let start = mark()
        do throws(JSONReadError) {
            return .success(try readIfPresent(type))
        } catch where !error.isSyntax {
            reset(to: start)
            try skipValue()
            return .failure(error.under(key: field))
        }
    }
}

extension JSONReader {
    /// Moves the reader to the value of the next member `name` of the object being read:
    /// true, or false (after the object) when it has none. O(bytes up to the member).
    mutating func seek(toField name: StaticString, in members: inout Members) throws(JSONReadError) -> Bool {
        while let key = try nextKey(in: &members) {
            if name ~= key {
                return true
            }
            try skipValue()
        }
        return false
    }
}

extension Optional {
    /// The value, or the error JSONDecoder gives for a missing required field.
    func orMissing(_ field: String, at offset: Int) throws(JSONReadError) -> Wrapped {
        guard let self else { throw JSONReadError(.keyNotFound, at: offset).under(key: field) }
        return self
    }
}
