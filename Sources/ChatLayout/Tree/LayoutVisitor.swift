/// Walks a LayoutTree: painters and dumpers implement only the contents they care about, and
/// every other part goes to `defaultVisit` (swift-markdown's `MarkupVisitor` is the model). When a
/// content kind is added, a visitor without it still sees its parts.
public protocol LayoutVisitor {
    /// A row; by default each of its parts in order.
    mutating func visitRow(_ row: LayoutRow)
    /// A part; by default routed by its content (`dispatch`).
    mutating func visitPart(_ part: LayoutPart, in row: LayoutRow)
    /// A part showing text (`.text`).
    mutating func visitText(_ text: LayoutText, of part: LayoutPart, in row: LayoutRow)
    /// An initials avatar (`.avatar`).
    mutating func visitAvatar(initials: String, colorIndex: Int, of part: LayoutPart, in row: LayoutRow)
    /// A meta line (`.meta`).
    mutating func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow)
    /// A table's cells (`.cells`).
    mutating func visitCells(_ cells: [LayoutCell], of part: LayoutPart, in row: LayoutRow)
    /// A classic bubble (`.bubble`).
    mutating func visitBubble(sent: Bool, tail: Bool, of part: LayoutPart, in row: LayoutRow)
    /// A selection checkbox or a selected row's tint (`.checkbox`).
    mutating func visitCheckbox(selected: Bool, of part: LayoutPart, in row: LayoutRow)
    /// A picture (`.image`).
    mutating func visitImage(_ image: MediaImage, of part: LayoutPart, in row: LayoutRow)
    /// A symbol (`.symbol`).
    mutating func visitSymbol(_ symbol: MediaSymbol, of part: LayoutPart, in row: LayoutRow)
    /// A voice message's bars (`.waveform`).
    mutating func visitWaveform(_ bars: [Double], of part: LayoutPart, in row: LayoutRow)
    /// A transfer's progress (`.progress`).
    mutating func visitProgress(_ done: Double, of part: LayoutPart, in row: LayoutRow)
    /// Every part whose visit the visitor does not implement, and parts without content.
    mutating func defaultVisit(_ part: LayoutPart, in row: LayoutRow)
}

extension LayoutVisitor {
    /// Visits each of the row's parts in order.
    public mutating func visitRow(_ row: LayoutRow) {
        for part in row.parts {
            visitPart(part, in: row)
        }
    }

    /// Routes the part by its content (`dispatch`).
    public mutating func visitPart(_ part: LayoutPart, in row: LayoutRow) {
        dispatch(part, in: row)
    }

    /// Sends `part` to the visit of its content.
    public mutating func dispatch(_ part: LayoutPart, in row: LayoutRow) {
        switch part.content {
        case .none: defaultVisit(part, in: row)
        case let .text(text): visitText(text, of: part, in: row)
        case let .avatar(initials, colorIndex): visitAvatar(initials: initials, colorIndex: colorIndex, of: part, in: row)
        case let .meta(meta): visitMeta(meta, of: part, in: row)
        case let .cells(cells): visitCells(cells, of: part, in: row)
        case let .bubble(sent, tail): visitBubble(sent: sent, tail: tail, of: part, in: row)
        case let .checkbox(selected): visitCheckbox(selected: selected, of: part, in: row)
        case let .image(image): visitImage(image, of: part, in: row)
        case let .symbol(symbol): visitSymbol(symbol, of: part, in: row)
        case let .waveform(bars): visitWaveform(bars, of: part, in: row)
        case let .progress(done): visitProgress(done, of: part, in: row)
        }
    }

    /// By default the part goes to `defaultVisit`.
    public mutating func visitText(_ text: LayoutText, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitAvatar(initials: String, colorIndex: Int, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitCells(_ cells: [LayoutCell], of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitBubble(sent: Bool, tail: Bool, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitCheckbox(selected: Bool, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitImage(_ image: MediaImage, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitSymbol(_ symbol: MediaSymbol, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitWaveform(_ bars: [Double], of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part goes to `defaultVisit`.
    public mutating func visitProgress(_ done: Double, of part: LayoutPart, in row: LayoutRow) { defaultVisit(part, in: row) }
    /// By default the part is ignored.
    public mutating func defaultVisit(_ part: LayoutPart, in row: LayoutRow) {}
}

extension LayoutTree {
    /// Visits the rows that meet the band `top..<bottom` (all rows by default), top to bottom.
    /// - Complexity: O(log n + visited parts).
    public func walk(_ visitor: inout some LayoutVisitor, from top: Double = -.infinity, to bottom: Double = .infinity) {
        for row in rows(from: top, to: bottom) {
            visitor.visitRow(row)
        }
    }
}
