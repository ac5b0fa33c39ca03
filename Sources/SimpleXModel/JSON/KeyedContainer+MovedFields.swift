extension KeyedDecodingContainer where Key == JSONKey {
    /// A field an older core wrote elsewhere in this object (`moved` in
    /// `Schema/simplex-api-versions.json`): the value at `path`; nil when a step is absent,
    /// `null` or not an object, or the value does not decode, so the field stays missing
    /// (`JSONReader.first(moved:at:)` reads the same).
    func moved<Value: Decodable>(_ path: [JSONKey], as type: Value.Type = Value.self) -> Value? {
        guard let key = path.first else { return nil }
        guard path.count > 1 else { return try? decodeIfPresent(type, forKey: key) }
        guard let nested = try? nestedContainer(keyedBy: JSONKey.self, forKey: key) else { return nil }
        return nested.moved(Array(path.dropFirst()), as: type)
    }
}
