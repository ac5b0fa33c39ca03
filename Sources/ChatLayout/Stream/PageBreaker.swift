/// Rows set on pages of one height, top to bottom, never cut between two pages: a row that does
/// not fit below the rows of a page starts the next page; a row taller than a whole page is
/// split into slices at most a page high, cut between its lines (`LayoutRow.sliceEnd`), each on
/// a page of its own with only the lines that start in it (issue 10, `parley export`; issue 22).
/// A state machine fed rows as the streaming layout gives them out. Memory: one page of rows.
public struct PageBreaker: Sendable {
    /// A piece of a row on a page: the band `rowTop..<rowTop + height` of the row (its own
    /// coordinates, 0 at its top) drawn with its top at `y` on the page.
    public struct Slice: Hashable, Sendable {
        /// The row, or for a row cut into slices the row as this slice shows it (`LayoutRow.sliced`).
        public var row: LayoutRow
        /// The slice's top in the row's own coordinates.
        public var rowTop: Double
        /// How much of the row the slice shows, from `rowTop`.
        public var height: Double
        /// Where the slice's top stands, from the top of the page's rows.
        public var y: Double
    }

    /// A page: its number (from `firstNumber`) and its slices, top to bottom.
    public struct Page: Hashable, Sendable {
        /// The page's number, counted from the breaker's `firstNumber`.
        public var number: Int
        /// The slices on the page, top to bottom.
        public var slices: [Slice]
    }

    /// The height rows may fill on a page.
    public let pageHeight: Double
    private var current: Page
    private var filled = 0.0

    /// Pages of `pageHeight` (at least one point), numbered from `firstNumber`.
    public init(pageHeight: Double, firstNumber: Int = 1) {
        precondition(pageHeight >= 1, "a page holds at least one point of rows")
        self.pageHeight = pageHeight
        current = Page(number: firstNumber, slices: [])
    }

    /// Sets `row` below the rows before it: the pages it completes.
    /// - Complexity: O(1) per page completed; a tall row O(its text + pages), cut in one walk.
    public mutating func append(_ row: LayoutRow) -> [Page] {
        var done: [Page] = []
        if filled + row.height > pageHeight, !current.slices.isEmpty {
            done.append(nextPage())
        }
        if row.height <= pageHeight {
            current.slices.append(Slice(row: row, rowTop: 0, height: row.height, y: filled))
            filled += row.height
            return done
        }
        let lines = row.lineBands
        var bands: [Range<Double>] = []
        var top = 0.0
        while top < row.height {
            let end = top + pageHeight >= row.height ? row.height : LayoutRow.sliceEnd(lines, from: top, limit: top + pageHeight)
            bands.append(top..<end)
            top = end
        }
        for (band, slice) in zip(bands, row.sliced(bands)) {
            if !current.slices.isEmpty { done.append(nextPage()) }
            current.slices.append(Slice(row: slice, rowTop: band.lowerBound, height: band.upperBound - band.lowerBound, y: 0))
            filled = band.upperBound - band.lowerBound
        }
        return done
    }

    /// The last page, if it holds anything.
    public mutating func finish() -> Page? {
        current.slices.isEmpty ? nil : nextPage()
    }

    private mutating func nextPage() -> Page {
        let page = current
        current = Page(number: page.number + 1, slices: [])
        filled = 0
        return page
    }
}
