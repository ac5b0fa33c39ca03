import ChatTimeline

/// Lays out timeline rows at a width: pure, so the same rows in the same environment always
/// give the same tree (spec §9 for the terminal layout).
public enum ChatLayoutEngine {
    /// The layout of `rows` (oldest first, as `RowPresentation.present` gives them).
    /// - Complexity: O(total text), each distinct text measured once; use `LayoutCache` to keep rows.
    public static func layout(rows: [RowPresentation], environment: LayoutEnvironment, measurer: some TextMeasurer) throws(LayoutError) -> LayoutTree {
        var laidOut: [RowLayout] = []
        laidOut.reserveCapacity(rows.count)
        let once = RememberingMeasurer(measurer, earlier: [:])
        for row in rows {
            laidOut.append(try layoutRow(row, environment: environment, measurer: once))
        }
        return assemble(laidOut, rows: rows, environment: environment)
    }

    /// One row on its own, in its own coordinates: what the cache keeps.
    public static func layoutRow(_ row: RowPresentation, environment: LayoutEnvironment, measurer: some TextMeasurer) throws(LayoutError) -> RowLayout {
        switch environment.layout {
        case .terminal:
            var builder = TerminalRowBuilder(environment: environment, measurer: measurer)
            return builder.build(row)
        case .classic:
            var builder = ClassicRowBuilder(environment: environment, measurer: measurer)
            return builder.build(row)
        case let .unrecognized(name):
            throw LayoutError.unknownLayout(name)
        }
    }

    /// Rows stacked top to bottom with their bottom paddings: terminal (spec §9 Rows "bottom
    /// padding") 8 pt under the newest row, `terminalLevelStep` above a date separator, otherwise
    /// 0; classic rows bring their own (10 after a large gap, else 2).
    /// - Complexity: O(rows); measures nothing.
    public static func assemble(_ laidOut: [RowLayout], rows: [RowPresentation], environment: LayoutEnvironment) -> LayoutTree {
        var y = 0.0
        var result: [LayoutRow] = []
        result.reserveCapacity(laidOut.count)
        for (index, row) in laidOut.enumerated() {
            let placed = place(row, at: y, newer: index + 1 < laidOut.count ? rows[index + 1] : nil, environment: environment)
            result.append(placed)
            y += placed.height
        }
        return LayoutTree(environment: environment, rows: result)
    }

    /// `row` with its top at `y` and its bottom padding, which the newer row decides (`newer`
    /// nil: `row` is the newest); the rule of `assemble`, for a layout built row by row.
    /// - Complexity: O(1); measures nothing.
    public static func place(_ row: RowLayout, at y: Double, newer: RowPresentation?, environment: LayoutEnvironment) -> LayoutRow {
        let padding = row.paddingBottom ?? environment.points(for: TerminalRules.terminalRowBottomPadding(
            isNewest: newer == nil, dateSeparatorBelow: newer?.dateSeparator != nil))
        return LayoutRow(ids: row.ids, y: y, height: row.height + padding, gapAbove: row.gapAbove, paddingBottom: padding, parts: row.parts)
    }
}

/// A row laid out alone: its ids, its gap above, its height without the bottom padding (which
/// depends on the newer row) and its parts in row coordinates.
public struct RowLayout: Hashable, Sendable {
    /// The row's item ids, newest first.
    public var ids: [Int64]
    /// The gap above the row's content (`terminalRowGap`; 0 in classic rows).
    public var gapAbove: Double
    /// The row's height without its bottom padding: date separator, gap above and content.
    public var height: Double
    /// The row's parts in its own coordinates, in drawing order.
    public var parts: [LayoutPart]
    /// A bottom padding of the row's own (classic), or nil when the neighbours decide it.
    public var paddingBottom: Double?

    /// A row laid out alone, from its parts.
    public init(ids: [Int64], gapAbove: Double, height: Double, parts: [LayoutPart], paddingBottom: Double? = nil) {
        (self.ids, self.gapAbove, self.height, self.parts, self.paddingBottom) = (ids, gapAbove, height, parts, paddingBottom)
    }
}

/// Why a layout could not be made.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The environment asks for a chat layout this version does not know; its name.
    case unknownLayout(String)

    public var description: String {
        switch self {
        case let .unknownLayout(name): "the chat layout \(name) is not known; use terminal or classic"
        }
    }
}
