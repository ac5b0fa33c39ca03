extension Sequence {
    /// The elements once each by `key`, in the order they first appear. O(n).
    package func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen = Set<Key>()
        return filter { seen.insert(key($0)).inserted }
    }
}

extension Sequence where Element: Hashable {
    /// The elements once each, in the order they first appear. O(n).
    package func uniqued() -> [Element] {
        uniqued { $0 }
    }
}
