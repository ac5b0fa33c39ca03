import ChatLayout

/// The day of each page's first message, for a transcript's running header: the date separator
/// the page's first row carries, else the last one an earlier page showed (every day's first
/// message has one, seed 000 §3 "date separators"). Fed the pages in order.
public struct RunningDate: Sendable {
    private var last: String?

    /// Before the first page.
    public init() {}

    /// The day of `page`'s first message, and the day its last message leaves for the next page.
    public mutating func date(of page: PageBreaker.Page) -> String? {
        let first = page.slices.first.flatMap { $0.rowTop == 0 ? Self.separator(of: $0.row) : nil } ?? last
        last = page.slices.reversed().lazy.compactMap { Self.separator(of: $0.row) }.first ?? last
        return first
    }

    private static func separator(of row: LayoutRow) -> String? {
        guard let part = row.parts.first(where: { $0.kind == .dateSeparator }), case let .text(text) = part.content else { return nil }
        return text.string
    }
}
