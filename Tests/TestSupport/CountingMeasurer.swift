import ChatLayout
import Synchronization

/// A measurer that counts its calls, keeps the paragraphs asked for, and forwards them: how a
/// test sees that a cached row measures no text, and which texts an edit measures.
public final class CountingMeasurer<Base: TextMeasurer>: TextMeasurer {
    public let base: Base
    private let count = Mutex(0)
    private let asked = Mutex<[TextParagraph]>([])

    public init(_ base: Base) {
        self.base = base
    }

    /// The calls so far.
    public var calls: Int { count.withLock { $0 } }

    /// The paragraphs measured so far, in order.
    public var paragraphs: [TextParagraph] { asked.withLock { $0 } }

    public func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        count.withLock { $0 += 1 }
        asked.withLock { $0.append(paragraph) }
        return base.measure(paragraph, maxWidth: maxWidth)
    }
}
