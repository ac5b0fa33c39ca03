/// Text as the layout measured it: its styled runs, its line box and where its lines fell.
/// The painter draws the runs at the part's frame with the same line box and width.
public struct LayoutText: Hashable, Sendable {
    /// The styled runs in reading order; in cells the layout has made them safe for a terminal (`SafeText`).
    public var runs: [StyledRun]
    /// The height of one line box (`terminalLineBox`, or the font's own line in classic bubbles).
    public var lineHeight: Double
    /// Whether lines broke at the width; false for code blocks, tables and one-line names.
    public var wraps: Bool
    /// Where the measurer put the lines.
    public var measured: MeasuredText
    /// The full width laid out: wider than the frame for clipped code blocks and tables.
    public var fullWidth: Double

    /// Text as measured: `runs` in line boxes `lineHeight` high, `fullWidth` wide.
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
    /// What is drawn over a run's glyphs or instead of them.
    public struct Marks: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Struck through: strike spans (`~text~`).
        public static let strikethrough = Marks(rawValue: 1)
        /// Underlined: links.
        public static let underline = Marks(rawValue: 2)
        /// Drawn as a blocked run until revealed.
        public static let secret = Marks(rawValue: 4)
        /// A mention of the user: tinted.
        public static let userMention = Marks(rawValue: 8)
    }

    /// The run's characters.
    public var text: String
    /// Its font.
    public var font: FontSpec
    /// Its colour, by palette role or name.
    public var ink: Ink
    /// Its marks: strikethrough, underline, secret, user mention.
    public var marks: Marks
    /// The link a tap opens.
    public var link: String?

    /// A run of `text` in `font` and `ink`, with `marks` and the `link` a tap opens.
    public init(_ text: String, font: FontSpec, ink: Ink = .text, marks: Marks = [], link: String? = nil) {
        (self.text, self.font, self.ink, self.marks, self.link) = (text, font, ink, marks, link)
    }
}
