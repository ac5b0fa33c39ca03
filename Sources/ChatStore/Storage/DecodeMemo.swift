/// Decoded values by a key that changes whenever the stored value does, so a hit is always the
/// stored value and nothing needs invalidating: items by id and row tag (a random number
/// written with every change of the row), chats and users by their JSON text. Bounded: when
/// full, it starts over.
///
/// Values are kept boxed in a table sized for `capacity` at the start: adding one never moves
/// the others (a `ChatItem` is hundreds of bytes; regrowing a table of them cost ~0.7 µs an item
/// of a page read for the first time). A hit or an add is O(1).
struct DecodeMemo<Key: Hashable, Value> {
    private var values: [Key: Box] = [:]
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        values.reserveCapacity(capacity)
    }

    /// The value for `key`, decoded by `decode` on a miss.
    mutating func value(for key: Key, decode: () throws -> Value) throws -> Value {
        try box(for: key, decode: decode).value
    }

    /// The value for `key` by reference, if it is here. O(1).
    func box(for key: Key) -> Box? {
        values[key]
    }

    /// The value for `key` by reference, decoded by `decode` on a miss: a caller gathering many
    /// copies each value out once.
    mutating func box(for key: Key, decode: () throws -> Value) throws -> Box {
        if let box = values[key] {
            return box
        }
        let box = Box(try decode())
        if values.count >= capacity {
            values.removeAll(keepingCapacity: true)
        }
        values[key] = box
        return box
    }

    /// One decoded value, by reference.
    final class Box {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}

/// An item row's identity and version: its id and its row tag.
struct ItemRowKey: Hashable {
    let itemId: Int64
    let rowTag: Int64
}
