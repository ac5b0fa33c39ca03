/// The meta as laid out: its pieces at their x offsets in the part's frame, on one baseline.
public struct MetaLine: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        public var piece: MetaText.Piece
        public var x: Double
        public var width: Double
        /// The measurer's laid-out form of a text piece, for drawing it as measured.
        public var shape = KeptShape(nil)
    }

    public var segments: [Segment]
    public var fontSize: Double
    /// The baseline, from the frame's top.
    public var baseline: Double
    /// Drawn white over media (`overlayMeta`).
    public var overlay = false
}
