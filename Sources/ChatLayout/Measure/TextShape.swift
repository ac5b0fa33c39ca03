/// What a measurer keeps of a paragraph it laid out, for a painter of the same kind to draw the
/// very lines it measured instead of laying the text out again (ParleyRender's Pango layout).
/// The measurer that made it is the only one that knows its type.
public protocol TextShape: AnyObject, Sendable {}

/// A `TextShape` kept beside the geometry it measured. Never part of that geometry's value: two
/// kept shapes are always equal and hash to nothing, so layouts compare by their numbers alone
/// and a layout with shapes equals the same layout without them (the law tests, the dumps).
public struct KeptShape: Hashable, Sendable {
    /// The measurer's own form of the paragraph; nil when it keeps none (cells, the fake).
    public let shape: (any TextShape)?

    /// `shape` kept beside a measurement.
    public init(_ shape: (any TextShape)?) {
        self.shape = shape
    }

    public static func == (lhs: KeptShape, rhs: KeptShape) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
