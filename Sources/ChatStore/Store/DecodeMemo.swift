/// Decoded values by a key that changes whenever the stored value does, so a hit is always the
/// stored value and nothing needs invalidating: items by id and row tag (a random number
/// written with every change of the row), chats and users by their JSON text. Bounded: when
/// full, it starts over.
struct DecodeMemo<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, decoded by `decode` on a miss.
    mutating func value(for key: Key, decode: () throws -> Value) throws -> Value {
        if let value = values[key] {
            return value
        }
        let value = try decode()
        if values.count >= capacity {
            values.removeAll(keepingCapacity: true)
        }
        values[key] = value
        return value
    }
}

/// An item row's identity and version: its id and its row tag.
struct ItemRowKey: Hashable {
    let itemId: Int64
    let rowTag: Int64
}
