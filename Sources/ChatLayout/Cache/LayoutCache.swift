import ChatTimeline

/// Rows laid out before, keyed by (row render hash, environment — width included): a row
/// already laid out in the same environment measures no text again, so an edit lays out one row.
/// A row laid out again (its own content changed, or a neighbour changed its grouping, tail or
/// sender line) measures only the texts its earlier layout did not: each row keeps the texts it
/// measured, by their paragraph and width, and its next layout starts from them.
/// Each `layout` keeps only the rows it used, so the cache holds at most one chat's rows.
public struct LayoutCache: Sendable {
    private var rows: [Key: Entry] = [:]
    /// The environment every kept row was laid out in: part of each row's key, compared once
    /// per layout instead of hashed and compared once per row.
    private var environment: LayoutEnvironment?

    public init() {}

    /// The rows in the cache.
    public var count: Int { rows.count }

    /// The same tree as `ChatLayoutEngine.layout`, measuring only rows not seen before, and of
    /// those only the texts not measured for the same row before.
    /// - Complexity: O(rows) lookups plus the layout of the new rows; O(rows) more to find the
    ///   earlier layouts of the new rows (`EarlierTexts`).
    public mutating func layout(rows presented: [RowPresentation], environment: LayoutEnvironment, measurer: some TextMeasurer) throws(LayoutError) -> LayoutTree {
        let known = environment == self.environment ? rows : [:]
        var earlier = EarlierTexts(known)
        var used: [Key: Entry] = [:]
        used.reserveCapacity(presented.count)
        var laidOut: [RowLayout] = []
        laidOut.reserveCapacity(presented.count)
        for row in presented {
            let key = Key(row: row)
            let entry: Entry
            if let known = known[key] ?? used[key] {
                entry = known
            } else {
                let remembering = RememberingMeasurer(measurer, earlier: earlier.texts(of: row.row.id))
                let layout = try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: remembering)
                entry = Entry(id: row.row.id, layout: layout, texts: remembering.texts)
            }
            used[key] = entry
            laidOut.append(entry.layout)
        }
        rows = used
        self.environment = environment
        return ChatLayoutEngine.assemble(laidOut, rows: presented, environment: environment)
    }

    /// The texts the kept rows measured, by row id: the first few rows laid out again look for
    /// theirs among the kept rows (an edit lays out one or three), and after those the kept
    /// rows are indexed by id once.
    struct EarlierTexts {
        private let known: [Key: Entry]
        private var index: [Int64: [TextKey: MeasuredText]]?
        private var scans = 0

        init(_ known: [Key: Entry]) {
            self.known = known
        }

        /// - Complexity: O(kept rows) for each of the first four rows asked for, then O(1).
        mutating func texts(of id: Int64) -> [TextKey: MeasuredText] {
            if index == nil, scans < 4 {
                scans += 1
                return known.values.first { $0.id == id }?.texts ?? [:]
            }
            let index = index ?? Dictionary(known.values.map { ($0.id, $0.texts) }, uniquingKeysWith: { first, _ in first })
            self.index = index
            return index[id] ?? [:]
        }
    }

    /// A kept row: its layout and the texts it measured.
    struct Entry: Sendable {
        var id: Int64
        var layout: RowLayout
        var texts: [TextKey: MeasuredText]
    }

    /// Hashes the render hash and the row's id; equal only when the whole row is equal, so a
    /// hash collision can never return another row's layout. The id and the render hash are
    /// compared first: a dictionary's probe compares its key with every other key it meets,
    /// and a whole row's comparison reaches an item's id only after its sender and content.
    struct Key: Hashable, Sendable {
        var row: RowPresentation

        func hash(into hasher: inout Hasher) {
            hasher.combine(row.row.renderHash)
            hasher.combine(row.row.id)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.row.row.id == rhs.row.row.id && lhs.row.row.renderHash == rhs.row.row.renderHash && lhs.row == rhs.row
        }
    }
}

/// What decides a measure: the paragraph (runs, fonts, line box, wrapping) and the width. Texts
/// are the same when their UTF-8 bytes are, which is what a measurer shapes (canonically
/// equivalent texts of other bytes may shape otherwise), and hashed as bytes: `String`'s own
/// hash normalises each text first, most of the cost of remembering a measure.
struct TextKey: Hashable, Sendable {
    var paragraph: TextParagraph
    var maxWidth: Double

    func hash(into hasher: inout Hasher) {
        hasher.combine(maxWidth)
        hasher.combine(paragraph.lineHeight)
        hasher.combine(paragraph.wraps)
        hasher.combine(paragraph.runs.count)
        for run in paragraph.runs {
            hasher.combine(run.font)
            var text = run.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        lhs.maxWidth == rhs.maxWidth && lhs.paragraph.lineHeight == rhs.paragraph.lineHeight && lhs.paragraph.wraps == rhs.paragraph.wraps
            && lhs.paragraph.runs.count == rhs.paragraph.runs.count
            && zip(lhs.paragraph.runs, rhs.paragraph.runs).allSatisfy { $0.font == $1.font && $0.text.utf8.elementsEqual($1.text.utf8) }
    }
}
