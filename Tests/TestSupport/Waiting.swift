import Synchronization
import Testing

/// The first `count` elements of `stream`, or fewer if `limit` passes first: a test never hangs on
/// a stream that does not deliver.
func first<Element: Sendable>(_ count: Int, of stream: AsyncStream<Element>, within limit: Duration = .seconds(10)) async -> [Element] {
    let seen = Atomic<Int>(0)
    return await elements(of: stream, until: { _ in seen.add(1, ordering: .relaxed).newValue >= count }, within: limit,
                          failure: "a stream did not deliver \(count) elements within \(limit)")
}

/// Elements of `stream` until one satisfies `done` (included), or `limit` passes.
func elements<Element: Sendable>(of stream: AsyncStream<Element>, until done: @escaping @Sendable (Element) -> Bool, within limit: Duration = .seconds(10),
                                 failure: String? = nil) async -> [Element] {
    await withTaskGroup(of: [Element]?.self) { group in
        group.addTask {
            var elements: [Element] = []
            for await element in stream {
                elements.append(element)
                if done(element) { break }
            }
            return elements
        }
        group.addTask {
            try? await Task.sleep(for: limit)
            return nil
        }
        var result: [Element] = []
        for await elements in group {
            if let elements { result = elements } else { Issue.record("\(failure ?? "a stream did not reach its end condition within \(limit)")") }
            break
        }
        group.cancelAll()
        return result
    }
}
