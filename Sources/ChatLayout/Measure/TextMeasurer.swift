/// Lays out styled text at a width and says where its lines fall: what the layout needs of text
/// and nothing more (seed 000 §9 "Spacing and line heights": the line box, the last line's
/// width and baseline for `TerminalMetaLayout`, and whether the text ends right to left).
///
/// Three measurers exist: Pango's (ParleyRender, points), terminal cells (ChatLayout, one cell
/// wide and one line high per unit) and a deterministic fake (TestSupport). Measurers are
/// values or immutable references: the same paragraph at the same width always measures the
/// same, which the layout cache relies on.
public protocol TextMeasurer: Sendable {
    /// `paragraph` laid out in at most `maxWidth` units; with `paragraph.wraps == false` its
    /// lines are never broken and may be wider (code blocks and tables, which scroll sideways).
    func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText
}

/// Text in runs of one style each, laid out as one paragraph.
public struct TextParagraph: Hashable, Sendable {
    /// The runs in reading order; their texts joined are the paragraph's text.
    public var runs: [TextRun]
    /// The height of one line box, in the measurer's units; nil keeps the font's own.
    public var lineHeight: Double?
    /// Whether lines break at `maxWidth`.
    public var wraps: Bool

    /// A paragraph of `runs`, in line boxes `lineHeight` high (nil: the font's own), broken at the width when `wraps`.
    public init(runs: [TextRun], lineHeight: Double? = nil, wraps: Bool = true) {
        self.runs = runs
        self.lineHeight = lineHeight
        self.wraps = wraps
    }

    /// The paragraph's text, all runs joined.
    public var text: String { runs.map(\.text).joined() }
}

/// A stretch of text with one font.
public struct TextRun: Hashable, Sendable {
    /// The run's characters.
    public var text: String
    /// The font all of them are set in.
    public var font: FontSpec

    /// `text` set in `font`.
    public init(_ text: String, font: FontSpec) {
        self.text = text
        self.font = font
    }
}

/// A font by what the spec names of it: size in points, weight, slant and whether it is the
/// monospace family (snippets and code blocks).
public struct FontSpec: Hashable, Sendable {
    /// A weight by its CSS number; the spec names regular, medium, semibold and bold.
    public enum Weight: Int, Hashable, Sendable, Comparable {
        /// Body text.
        case regular = 400
        /// Role labels, date separators and quoted senders.
        case medium = 500
        /// Sender names and mentions.
        case semibold = 600
        /// Bold spans and headings.
        case bold = 700

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The size in points.
    public var size: Double
    /// How heavy the strokes are.
    public var weight: Weight
    /// Whether the face is slanted: italic spans, cards and headers.
    public var italic: Bool
    /// Whether the face is the monospace family: snippets and code blocks.
    public var monospace: Bool

    /// A font of `size` points, regular and upright in the proportional family unless told otherwise.
    public init(size: Double, weight: Weight = .regular, italic: Bool = false, monospace: Bool = false) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospace = monospace
    }
}

/// Where a measured paragraph's lines fall, top-left origin, y down, in the measurer's units.
public struct MeasuredText: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [MeasuredLine]
    /// Whether the last line's direction is right to left (the meta then goes at its start).
    public var endsRightToLeft: Bool
    /// The measurer's own laid-out form of the paragraph, when it keeps one for drawing.
    public var shape: KeptShape

    /// A measurement of `lines`, keeping the measurer's `shape` for drawing.
    public init(lines: [MeasuredLine], endsRightToLeft: Bool = false, shape: (any TextShape)? = nil) {
        self.lines = lines
        self.endsRightToLeft = endsRightToLeft
        self.shape = KeptShape(shape)
    }

    /// The widest line.
    public var width: Double { lines.map(\.width).max() ?? 0 }
    /// The bottom of the last line box.
    public var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }
    /// `MessageLastLine.right`: the width of the last line.
    public var lastLineWidth: Double { lines.last?.width ?? 0 }
    /// The last line's baseline, from the top of the paragraph.
    public var lastBaseline: Double? { lines.last?.baseline }
}

/// One laid-out line: the characters it holds (offsets into the paragraph's text, in
/// `Character`s), its width, its box and its baseline.
public struct MeasuredLine: Hashable, Sendable {
    /// The characters the line holds, as `Character` offsets into the paragraph's text (a page slice cuts runs by them).
    public var characters: Range<Int>
    /// The line's width; a last line's is `MessageLastLine.right`.
    public var width: Double
    /// The top of the line's box, from the paragraph's top.
    public var top: Double
    /// The height of the line box.
    public var height: Double
    /// The line's baseline, from the paragraph's top.
    public var baseline: Double

    /// A line holding `characters`, `width` wide, its box at `top` and `height` high, its baseline at `baseline`.
    public init(characters: Range<Int>, width: Double, top: Double, height: Double, baseline: Double) {
        self.characters = characters
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
    }
}
