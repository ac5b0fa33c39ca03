/// The geometry of a chat: its rows top (oldest) to bottom at one width, each with the parts
/// a painter draws. A value: two layouts of the same rows in the same environment are equal.
/// `dump()` is its text form and the snapshot format.
public struct LayoutTree: Hashable, Sendable {
    public var environment: LayoutEnvironment
    /// Oldest first.
    public var rows: [LayoutRow]

    public init(environment: LayoutEnvironment, rows: [LayoutRow]) {
        self.environment = environment
        self.rows = rows
    }

    /// The height of the chat's content.
    /// - Complexity: O(1).
    public var height: Double { rows.last.map { $0.y + $0.height } ?? 0 }

    /// The rows that meet the band `top..<bottom` of the content.
    /// - Complexity: O(log n + k).
    public func rows(from top: Double, to bottom: Double) -> ArraySlice<LayoutRow> {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].y + rows[middle].height <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < rows.count, rows[end].y < bottom { end += 1 }
        return rows[low..<end]
    }
}

/// One row: its items (ids newest first), where it is, and its parts. Part frames are in the
/// row's own coordinates (its top is 0, the gap above included), so a cached row can move.
public struct LayoutRow: Hashable, Sendable {
    public var ids: [Int64]
    /// The row's top in the chat's content.
    public var y: Double
    /// The whole height: gap above, content and bottom padding.
    public var height: Double
    /// The gap above the content (`terminalRowGap`, in points).
    public var gapAbove: Double
    /// The padding below the content: 8 pt under the newest row, the level step above a date separator.
    public var paddingBottom: Double
    public var parts: [LayoutPart]

    public init(ids: [Int64], y: Double, height: Double, gapAbove: Double, paddingBottom: Double, parts: [LayoutPart]) {
        (self.ids, self.y, self.height, self.gapAbove, self.paddingBottom, self.parts) = (ids, y, height, gapAbove, paddingBottom, parts)
    }

    /// `part`'s frame in the chat's content coordinates.
    public func contentFrame(of part: LayoutPart) -> LayoutRect {
        part.frame.offset(dy: y)
    }
}

/// A drawn piece of a row: what it is, where it is, and what it shows.
public struct LayoutPart: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case dateSeparator, avatar, sender, role, header, quote, quoteSender, quoteText, text, heading
        case listMarker, blockQuote, codeBlock, table, rule, card, meta, reactions, event, bubble, checkbox, selectionTint
        /// A picture inside a card or a quote (`.image`), its corners clipped by the message corner.
        case image
        /// A drawn symbol of a card or a quote: file, voice, play (`.symbol`).
        case symbol
        /// The text lines of a card that has more than its label: a file's name and size, a link's title.
        case cardText
        /// A short white text on a dark pill over a picture (a video's duration).
        case badge
        /// A voice message's bars (`.waveform`).
        case waveform
        /// A file transfer's progress bar (`.progress`).
        case progress
        /// `ItemWithMeta`'s end button at the row end: the forwarded mark (`.symbol(.forwarded)`).
        case endButton
    }

    public var kind: Kind
    /// The visible box; code blocks and tables are clipped to it (their full width is in `text`).
    public var frame: LayoutRect
    public var content: LayoutContent

    public init(_ kind: Kind, frame: LayoutRect, content: LayoutContent = .none) {
        (self.kind, self.frame, self.content) = (kind, frame, content)
    }
}

/// What a part shows.
public enum LayoutContent: Hashable, Sendable {
    case none
    case text(LayoutText)
    /// A classic bubble: sent (at the end) or received, with or without its tail.
    case bubble(sent: Bool, tail: Bool)
    /// The selection checkbox, ticked or not.
    case checkbox(selected: Bool)
    /// An initials circle in the profile's colour.
    case avatar(initials: String, colorIndex: Int)
    case meta(MetaLine)
    /// A table's cells: one text per cell, laid out in its own frame.
    case cells([LayoutCell])
    /// A picture and where it comes from.
    case image(MediaImage)
    case symbol(MediaSymbol)
    /// Bar heights, each 0…1 of the frame's height, drawn evenly across its width.
    case waveform([Double])
    /// The share of a transfer done, 0…1.
    case progress(Double)
}

/// One table cell.
public struct LayoutCell: Hashable, Sendable {
    public var frame: LayoutRect
    public var text: LayoutText
    public var header: Bool
}
