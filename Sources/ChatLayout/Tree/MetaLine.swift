/// The meta as laid out: its pieces at their x offsets in the part's frame, on one baseline.
public struct MetaLine: Hashable, Sendable {
    /// One piece of the meta where it stands.
    public struct Segment: Hashable, Sendable {
        /// The icon, text or separator.
        public var piece: MetaText.Piece
        /// Its start, from the frame's start.
        public var x: Double
        /// Its advance (in cells, its cell width).
        public var width: Double
        /// The measurer's laid-out form of a text piece, for drawing it as measured.
        public var shape = KeptShape(nil)
    }

    /// The pieces in order, start to end.
    public var segments: [Segment]
    /// The caption size the meta is set in (12 pt at the 17 pt body).
    public var fontSize: Double
    /// The baseline, from the frame's top.
    public var baseline: Double
    /// Drawn white over media (`overlayMeta`).
    public var overlay = false
}
