import ChatTimeline

/// Rows laid out before, by row id, each kept with the row it is the layout of and taken only
/// for an equal row in the same environment (width included): a row already laid out measures
/// no text again, so an edit lays out one row. A row laid out again (its own content changed, or
/// a neighbour changed its grouping, tail or sender line) measures only the texts its earlier
/// layout did not: each row keeps the texts it measured, by their paragraph and width, and its
/// next layout starts from them. Each `layout` keeps only the rows it used, so the cache holds
/// at most one chat's rows.
public struct LayoutCache: Sendable {
    /// The kept rows by row id.
    private var rows: [Int64: Entry] = [:]
    /// The environment every kept row was laid out in: part of each row's key, compared once
    /// per layout instead of hashed and compared once per row.
    private var environment: LayoutEnvironment?

    /// An empty cache: its first layout lays out every row.
    public init() {}

    /// The rows in the cache.
    public var count: Int { rows.count }

    /// The same tree as `ChatLayoutEngine.layout`, measuring only rows not seen before, and of
    /// those only the texts not measured for the same row before.
    /// - Complexity: O(rows) lookups plus the layout of the new rows.
    public mutating func layout(rows presented: [RowPresentation], environment: LayoutEnvironment, measurer: some TextMeasurer) throws(LayoutError) -> LayoutTree {
        let known = environment == self.environment ? rows : [:]
        var used: [Int64: Entry] = [:]
        used.reserveCapacity(presented.count)
        var laidOut: [RowLayout] = []
        laidOut.reserveCapacity(presented.count)
        for row in presented {
            let id = row.row.id
            let entry: Entry
            if let kept = used[id] ?? known[id], kept.isLayout(of: row) {
                entry = kept
            } else {
                let remembering = RememberingMeasurer(measurer, earlier: (used[id] ?? known[id])?.texts ?? [:])
                let layout = try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: remembering)
                entry = Entry(row: row, layout: layout, texts: remembering.texts)
            }
            used[id] = entry
            laidOut.append(entry.layout)
        }
        rows = used
        self.environment = environment
        return ChatLayoutEngine.assemble(laidOut, rows: presented, environment: environment)
    }

    /// One row as `layout` lays it out, for a front end that knows which rows did not change
    /// and keeps their layouts itself (the terminal client's `DrawnRows`): measured only where
    /// the row of its id laid out before did not measure the same text, and kept for the next
    /// call. Rows are kept until `keep(ids:)` drops those no longer shown.
    /// - Complexity: O(1) for a row laid out before, else the row's layout.
    public mutating func layoutRow(_ row: RowPresentation, environment: LayoutEnvironment, measurer: some TextMeasurer) throws(LayoutError) -> RowLayout {
        if environment != self.environment {
            (rows, self.environment) = ([:], environment)
        }
        let id = row.row.id
        if let kept = rows[id], kept.isLayout(of: row) { return kept.layout }
        let remembering = RememberingMeasurer(measurer, earlier: rows[id]?.texts ?? [:])
        let layout = try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: remembering)
        rows[id] = Entry(row: row, layout: layout, texts: remembering.texts)
        return layout
    }

    /// Drops the kept rows whose ids are not in `ids`. - Complexity: O(kept rows).
    public mutating func keep(ids: Set<Int64>) {
        rows = rows.filter { ids.contains($0.key) }
    }

    /// A kept row: the row, its layout and the texts it measured. A reference, so that keeping
    /// it for the next layout copies one pointer, not the row's contents.
    final class Entry: Sendable {
        let row: RowPresentation
        let layout: RowLayout
        let texts: [TextKey: MeasuredText]

        init(row: RowPresentation, layout: RowLayout, texts: [TextKey: MeasuredText]) {
            (self.row, self.layout, self.texts) = (row, layout, texts)
        }

        /// Whether this is the layout of `row`: only when the whole row is equal, so that no
        /// other row's layout is ever taken. The render hash is compared first, which tells
        /// most changed rows apart at once.
        func isLayout(of row: RowPresentation) -> Bool {
            self.row.row.renderHash == row.row.renderHash && self.row == row
        }
    }
}

/// What decides a measure: the paragraph (runs, fonts, line box, wrapping) and the width. Texts
/// are the same when their UTF-8 bytes are, which is what a measurer shapes (canonically
/// equivalent texts of other bytes may shape otherwise), and hashed as bytes: `String`'s own
/// hash normalises each text first, most of the cost of remembering a measure. The bytes are
/// hashed once, when the key is made: a measure looks its key up in two tables and puts it in one.
struct TextKey: Hashable, Sendable {
    let paragraph: TextParagraph
    let maxWidth: Double
    private let digest: Int

    init(paragraph: TextParagraph, maxWidth: Double) {
        (self.paragraph, self.maxWidth) = (paragraph, maxWidth)
        var hasher = Hasher()
        hasher.combine(maxWidth)
        hasher.combine(paragraph.lineHeight)
        hasher.combine(paragraph.wraps)
        hasher.combine(paragraph.runs.count)
        for run in paragraph.runs {
            hasher.combine(run.font)
            var text = run.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        lhs.digest == rhs.digest && lhs.maxWidth == rhs.maxWidth && lhs.paragraph.lineHeight == rhs.paragraph.lineHeight
            && lhs.paragraph.wraps == rhs.paragraph.wraps && lhs.paragraph.runs.count == rhs.paragraph.runs.count
            && zip(lhs.paragraph.runs, rhs.paragraph.runs).allSatisfy { $0.font == $1.font && $0.text.utf8.elementsEqual($1.text.utf8) }
    }
}
