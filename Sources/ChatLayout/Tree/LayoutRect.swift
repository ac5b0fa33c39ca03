/// A rectangle in points, top-left origin, y down.
public struct LayoutRect: Hashable, Sendable {
    /// The top-left corner and the size.
    public var x: Double, y: Double, width: Double, height: Double

    /// The rectangle at (`x`, `y`), `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The same rectangle moved down by `dy`.
    public func offset(dy: Double) -> LayoutRect {
        LayoutRect(x: x, y: y + dy, width: width, height: height)
    }

    /// The same rectangle moved by `dx` and `dy`.
    public func offset(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
