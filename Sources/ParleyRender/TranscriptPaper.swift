import ChatLayout

/// The paper a PDF transcript is set on (issue 10, `parley export`): its size in points and the
/// box its rows fill, 40 pt in from every edge (the running header and the footer stand in the
/// top and bottom margins).
public enum TranscriptPaper: String, Hashable, Sendable, CaseIterable {
    /// ISO 216 A4, 210 × 297 mm.
    case a4
    /// US letter, 8.5 × 11 in.
    case letter

    /// The margin around the rows on every side.
    public static let margin = 40.0

    /// The page's width and height in points.
    public var size: (width: Double, height: Double) {
        switch self {
        case .a4: (595.276, 841.89)
        case .letter: (612, 792)
        }
    }

    /// The box the rows fill: the page less its margins. The layout is as wide as it.
    public var content: LayoutRect {
        let (width, height) = size
        return LayoutRect(x: Self.margin, y: Self.margin, width: width - 2 * Self.margin, height: height - 2 * Self.margin)
    }
}
