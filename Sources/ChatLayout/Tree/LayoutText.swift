/// Text as the layout measured it: its styled runs, its line box and where its lines fell.
/// The painter draws the runs at the part's frame with the same line box and width.
public struct LayoutText: Hashable, Sendable {
    public var runs: [StyledRun]
    public var lineHeight: Double
    public var wraps: Bool
    public var measured: MeasuredText
    /// The full width laid out: wider than the frame for clipped code blocks and tables.
    public var fullWidth: Double

    public init(runs: [StyledRun], lineHeight: Double, wraps: Bool, measured: MeasuredText, fullWidth: Double) {
        (self.runs, self.lineHeight, self.wraps, self.measured, self.fullWidth) = (runs, lineHeight, wraps, measured, fullWidth)
    }

    /// The text, all runs joined.
    public var string: String { runs.map(\.text).joined() }

    /// What the measurer measures.
    public var paragraph: TextParagraph {
        TextParagraph(runs: runs.map { TextRun($0.text, font: $0.font) }, lineHeight: lineHeight, wraps: wraps)
    }
}

/// A run of one style: its font, its ink and how it is marked.
public struct StyledRun: Hashable, Sendable {
    public struct Marks: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let strikethrough = Marks(rawValue: 1)
        public static let underline = Marks(rawValue: 2)
        /// Drawn as a blocked run until revealed.
        public static let secret = Marks(rawValue: 4)
        /// A mention of the user: tinted.
        public static let userMention = Marks(rawValue: 8)
    }

    public var text: String
    public var font: FontSpec
    public var ink: Ink
    public var marks: Marks
    /// The link a tap opens.
    public var link: String?

    public init(_ text: String, font: FontSpec, ink: Ink = .text, marks: Marks = [], link: String? = nil) {
        (self.text, self.font, self.ink, self.marks, self.link) = (text, font, ink, marks, link)
    }
}
