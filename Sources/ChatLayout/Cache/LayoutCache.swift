import ChatTimeline

/// Rows laid out before, keyed by (row render hash, environment — width included): a row
/// already laid out in the same environment measures no text again, so an edit lays out one row.
/// Each `layout` keeps only the rows it used, so the cache holds at most one chat's rows.
public struct LayoutCache: Sendable {
    private var rows: [Key: RowLayout] = [:]
    /// The environment every kept row was laid out in: part of each row's key, compared once
    /// per layout instead of hashed and compared once per row.
    private var environment: LayoutEnvironment?

    public init() {}

    /// The rows in the cache.
    public var count: Int { rows.count }

    /// The same tree as `ChatLayoutEngine.layout`, measuring only rows not seen before.
    /// - Complexity: O(rows) lookups plus the layout of the new rows.
    public mutating func layout(rows presented: [RowPresentation], environment: LayoutEnvironment, measurer: some TextMeasurer) throws(LayoutError) -> LayoutTree {
        let known = environment == self.environment ? rows : [:]
        var used: [Key: RowLayout] = [:]
        used.reserveCapacity(presented.count)
        var laidOut: [RowLayout] = []
        laidOut.reserveCapacity(presented.count)
        for row in presented {
            let key = Key(row: row)
            let layout: RowLayout
            if let known = used[key] ?? known[key] {
                layout = known
            } else {
                layout = try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: measurer)
            }
            used[key] = layout
            laidOut.append(layout)
        }
        rows = used
        self.environment = environment
        return ChatLayoutEngine.assemble(laidOut, rows: presented, environment: environment)
    }

    /// Hashes the render hash and the row's id; equal only when the whole row is equal, so a
    /// hash collision can never return another row's layout.
    struct Key: Hashable, Sendable {
        var row: RowPresentation

        func hash(into hasher: inout Hasher) {
            hasher.combine(row.row.renderHash)
            hasher.combine(row.row.id)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.row == rhs.row
        }
    }
}
