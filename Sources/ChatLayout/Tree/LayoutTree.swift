/// The geometry of a chat: its rows top (oldest) to bottom at one width, each with the parts
/// a painter draws. A value: two layouts of the same rows in the same environment are equal.
/// `dump()` is its text form and the snapshot format.
public struct LayoutTree: Hashable, Sendable {
    /// The environment the rows were laid out in: width, units, layout, theme.
    public var environment: LayoutEnvironment
    /// Oldest first.
    public var rows: [LayoutRow]

    /// A tree of `rows`, oldest first, laid out in `environment`.
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
    /// The ids of the row's items, newest first (a merged row has several).
    public var ids: [Int64]
    /// The row's top in the chat's content.
    public var y: Double
    /// The whole height: gap above, content and bottom padding.
    public var height: Double
    /// The gap above the content (`terminalRowGap`, in points).
    public var gapAbove: Double
    /// The padding below the content: 8 pt under the newest row, the level step above a date separator.
    public var paddingBottom: Double
    /// The parts in drawing order, in the row's own coordinates.
    public var parts: [LayoutPart]

    /// A row at `y` of the chat's content, from its parts.
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
    /// What a part is, in the spec's words; its raw value is the dump's name.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The day above a row whose item starts a new day, centred, secondary.
        case dateSeparator
        /// The sender's initials circle (`memberImageSize`), top-aligned with the name (spec §9 Rows "avatar").
        case avatar
        /// The sender name (`chatItemSender`): the terminal sender row, or the name line above a classic bubble.
        case sender
        /// The sender's role label after the name (spec §9 Rows "role label").
        case role
        /// An item's header line (`ItemHeader`: a report's audience, a revealed deleted item, LIVE); classic: the forwarded header too.
        case header
        /// A quote's box (`quoteBar()`): its bar, or in classic bubbles its background, beside the quoted sender, text and thumbnail.
        case quote
        /// The quoted item's sender, at `terminalNameSize` (terminal rows).
        case quoteSender
        /// The quoted text in the quote ink, its lines limited (classic: the sender's line, then the text).
        case quoteText
        /// A message's text, a paragraph of its block markdown, or a large emoji (`MsgContentView`, `EmojiItemView`).
        case text
        /// A markdown heading, bold at body × 1.25^max(0, 3 − level) (`terminalHeadingFont`).
        case heading
        /// A list entry's marker: a bullet, or the entry's number and a dot, in secondary.
        case listMarker
        /// A markdown quote's box, its bar at the start, its blocks indented by `quoteTextInset`.
        case blockQuote
        /// A code block in the monospace font, unwrapped and clipped to its frame (it scrolls sideways).
        case codeBlock
        /// A markdown table (`.cells`), clipped to its frame.
        case table
        /// A thematic break, one point high, as wide as the column's widest block (`ruleMinWidth` for a rule-only message).
        case rule
        /// A card (spec §9 Items "cards"): deleted, moderated, error, invitation or invalid-data text, or a media card's box and label.
        case card
        /// The meta line: icons and the time (`CIMetaView`, `TerminalMetaLayout`).
        case meta
        /// The reactions line: each emoji, and its count above one.
        case reactions
        /// An event's text (`CIEventView`): group, connection and feature events, and collapsed rows of merged events.
        case event
        /// A classic bubble's shape (`.bubble`), under its blocks.
        case bubble
        /// Selection mode's checkbox (`.checkbox`) (spec §8).
        case checkbox
        /// The band a selected row's tint fills, first in the row; `.checkbox` carries whether it is ticked.
        case selectionTint
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

    /// What the part is.
    public var kind: Kind
    /// The visible box; code blocks and tables are clipped to it (their full width is in `text`).
    public var frame: LayoutRect
    /// What it shows; `.none` for boxes drawn by their kind alone (quotes, rules).
    public var content: LayoutContent

    /// A part of `kind` at `frame`, showing `content`.
    public init(_ kind: Kind, frame: LayoutRect, content: LayoutContent = .none) {
        (self.kind, self.frame, self.content) = (kind, frame, content)
    }
}

/// What a part shows.
public enum LayoutContent: Hashable, Sendable {
    /// Nothing but the part's kind: the painter draws the box its kind names.
    case none
    /// Measured text, drawn at the frame's origin.
    case text(LayoutText)
    /// A classic bubble: sent (at the end) or received, with or without its tail.
    case bubble(sent: Bool, tail: Bool)
    /// The selection checkbox, ticked or not.
    case checkbox(selected: Bool)
    /// An initials circle in the profile's colour.
    case avatar(initials: String, colorIndex: Int)
    /// The meta line's pieces in place.
    case meta(MetaLine)
    /// A table's cells: one text per cell, laid out in its own frame.
    case cells([LayoutCell])
    /// A picture and where it comes from.
    case image(MediaImage)
    /// A symbol drawn as a shape in the frame.
    case symbol(MediaSymbol)
    /// Bar heights, each 0…1 of the frame's height, drawn evenly across its width.
    case waveform([Double])
    /// The share of a transfer done, 0…1.
    case progress(Double)
}

/// One table cell.
public struct LayoutCell: Hashable, Sendable {
    /// The cell's box, in the row's coordinates.
    public var frame: LayoutRect
    /// The cell's text, unwrapped.
    public var text: LayoutText
    /// Whether the cell is in the table's header row.
    public var header: Bool
}
