import Synchronization

/// A measurer that measures each text once: answers from `earlier` (in the cache, the texts the
/// row's earlier layout measured) and from what it was asked before, measures the rest with
/// `base`, and remembers every text asked for (the texts the cache keeps with a row). Measurers
/// are pure, so a remembered text is the text `base` would measure. A full layout asks for the
/// same short texts many times (the meta's status icons, separators and times).
final class RememberingMeasurer<Base: TextMeasurer>: TextMeasurer {
    private let base: Base
    private let earlier: [TextKey: MeasuredText]
    private let asked: Mutex<[TextKey: MeasuredText]>

    init(_ base: Base, earlier: [TextKey: MeasuredText]) {
        (self.base, self.earlier) = (base, earlier)
        var asked: [TextKey: MeasuredText] = [:]
        asked.reserveCapacity(earlier.count + 8)
        self.asked = Mutex(asked)
    }

    /// The texts asked for so far, by paragraph and width.
    var texts: [TextKey: MeasuredText] { asked.withLock { $0 } }

    /// - Complexity: one hash of the paragraph (the key's digest), at most two look-ups and one
    ///   insert, and a measure by `base` only when it is new. The row's earlier texts are looked
    ///   up first: a row laid out again finds most of its texts there.
    func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        let key = TextKey(paragraph: paragraph, maxWidth: maxWidth)
        if !earlier.isEmpty, let known = earlier[key] {
            asked.withLock { $0[key] = known }
            return known
        }
        if let known = asked.withLock({ $0[key] }) { return known }
        let measured = base.measure(paragraph, maxWidth: maxWidth)
        asked.withLock { $0[key] = measured }
        return measured
    }
}
