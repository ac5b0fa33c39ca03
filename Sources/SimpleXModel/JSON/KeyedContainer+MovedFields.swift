extension KeyedDecodingContainer where Key == JSONKey {
    /// A required field older cores wrote elsewhere (`moved` in
    /// `Schema/simplex-api-versions.json`): its own key's value when the key is there (`null`
    /// is then an error, as for any required field), else the first older place that reads
    /// (`older`), else the error of the missing key. The older places are read only when the
    /// key is absent, as `JSONReader.first(moved:at:)` and the generated readers do.
    func value<Value: Decodable>(_ key: JSONKey, movedFrom older: @autoclosure () -> Value?) throws -> Value {
        guard !contains(key), let moved = older() else { return try value(key) }
        return moved
    }

    /// An optional field older cores wrote elsewhere: its own key's value when the key is there
    /// (`null`: nil), else the first older place that reads (`older`).
    func valueIfPresent<Value: Decodable>(_ key: JSONKey, movedFrom older: @autoclosure () -> Value?) throws -> Value? {
        contains(key) ? try valueIfPresent(key) : older()
    }

    /// An older place of a field in this object: the value at `path`; nil when a step is
    /// absent, `null` or not an object, or the value does not decode, so the field stays
    /// missing (`JSONReader.first(moved:at:)` reads the same).
    func moved<Value: Decodable>(_ path: [JSONKey], as type: Value.Type = Value.self) -> Value? {
        guard let key = path.first else { return nil }
        guard path.count > 1 else { return try? decodeIfPresent(type, forKey: key) }
        guard let nested = try? nestedContainer(keyedBy: JSONKey.self, forKey: key) else { return nil }
        return nested.moved(Array(path.dropFirst()), as: type)
    }
}
