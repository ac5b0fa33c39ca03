extension SimpleXJSON {
    /// What a required field an older core does not send means there (issue 19, "every recent
    /// core"): its value in `Schema/simplex-api-versions.json`, which the generated readers pass
    /// as `json`. That file's values are checked to read by the tests of each core version; one
    /// that did not would be a fault of the schema, not of the core's reply.
    static func olderCoreDefault<Value: JSONReadable>(_ json: StaticString) -> Value {
        let bytes = Array(UnsafeBufferPointer(start: json.utf8Start, count: json.utf8CodeUnitCount))
        do {
            return try JSONReader.read(Value.self, from: bytes)
        } catch {
            preconditionFailure("Schema/simplex-api-versions.json: \(json) does not read as \(Value.self): \(error)")
        }
    }
}
