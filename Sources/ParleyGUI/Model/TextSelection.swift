import ChatLayout

/// A place in the chat's text: a row (by its newest item's id), one of its text parts (its index
/// among the row's parts) and a UTF-8 offset into that part's text.
struct TextPlace: Hashable, Sendable, Comparable {
    let row: Int64
    let part: Int
    let offset: Int

    static func < (lhs: TextPlace, rhs: TextPlace) -> Bool {
        (lhs.part, lhs.offset) < (rhs.part, rhs.offset)
    }
}

/// Text selected with the pointer (issue 33 "Links and text"): from where the press was (the
/// anchor) to where the pointer is (the focus), across the lines and paragraphs of one message;
/// the pointer in another row selects to the message's start or end. Copied as the characters
/// shown, paragraphs on lines of their own. A value; the view draws and hit-tests it.
struct TextSelection: Hashable, Sendable {
    var anchor: TextPlace
    var focus: TextPlace

    /// The kinds of parts whose text can be selected: what a message says, not its meta.
    static let selectableKinds: Set<LayoutPart.Kind> = [.sender, .header, .quoteSender, .quoteText, .text, .heading, .listMarker, .codeBlock,
                                                        .card, .cardText, .event]

    /// The text of part `index` of `row` when it can be selected.
    static func text(of row: LayoutRow, part index: Int) -> LayoutText? {
        guard row.parts.indices.contains(index), selectableKinds.contains(row.parts[index].kind),
              case let .text(text) = row.parts[index].content else { return nil }
        return text
    }

    /// The UTF-8 length of the characters `text` shows: its runs before the first clear one
    /// (the meta's copy a classic bubble keeps room with).
    static func shownLength(of text: LayoutText) -> Int {
        text.runs.prefix { $0.ink != .clear }.reduce(0) { $0 + $1.text.utf8.count }
    }

    /// The selected range of each selected part of `row` (the anchor's), in order.
    func ranges(in row: LayoutRow) -> [(part: Int, range: Range<Int>)] {
        let (start, end) = (min(anchor, focus), max(anchor, focus))
        guard start != end else { return [] }
        return (start.part...end.part).compactMap { index in
            guard let text = Self.text(of: row, part: index) else { return nil }
            let length = Self.shownLength(of: text)
            let from = index == start.part ? min(start.offset, length) : 0
            let to = index == end.part ? min(end.offset, length) : length
            return from < to ? (index, from..<to) : nil
        }
    }

    /// The selected characters of `row`, a part a line.
    func text(in row: LayoutRow) -> String {
        ranges(in: row).compactMap { part, range in
            guard let text = Self.text(of: row, part: part) else { return nil }
            let utf8 = Array(text.string.utf8)
            return String(decoding: utf8[range], as: UTF8.self)
        }.joined(separator: "\n")
    }

    /// The first (or, `end`, the last) place of `row`'s selectable text; nil when it has none.
    static func edge(of row: LayoutRow, end: Bool, id: Int64) -> TextPlace? {
        let indices = row.parts.indices.filter { text(of: row, part: $0) != nil }
        guard let index = end ? indices.last : indices.first, let text = text(of: row, part: index) else { return nil }
        return TextPlace(row: id, part: index, offset: end ? shownLength(of: text) : 0)
    }
}
