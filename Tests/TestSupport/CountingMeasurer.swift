import ChatLayout
import Synchronization

/// A measurer that counts its calls and forwards them: how a test sees that a cached row
/// measures no text.
public final class CountingMeasurer<Base: TextMeasurer>: TextMeasurer {
    public let base: Base
    private let count = Mutex(0)

    public init(_ base: Base) {
        self.base = base
    }

    /// The calls so far.
    public var calls: Int { count.withLock { $0 } }

    public func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        count.withLock { $0 += 1 }
        return base.measure(paragraph, maxWidth: maxWidth)
    }
}
