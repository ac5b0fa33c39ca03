import Foundation
import SimpleXModel

/// A timeline's rows as a host's arrangement shows them (issue 35; `TimelineArrangement`): in
/// the order the layout takes them, the bottom row first — as `Timeline.rows` are — with an
/// answer's quote of the post it is under left out, and the date of each row's separator.
///
/// ```swift
/// let arranged = ArrangedRows(timeline.rows, replyMode: .answer, order: .comments, environment: environment)
/// let presented = RowPresentation.present(rows: arranged.rows, chatInfo: info, layout: .classic, environment: environment)
/// ```
public struct ArrangedRows: Hashable, Sendable {
    /// The rows, bottom first, hashed with their new neighbours.
    public private(set) var rows: [MergedRow]
    /// The date above each row that starts a day, by row id: the arrangement's days (an answer
    /// stays in its post's day; in comments each day's separator is above its newest post).
    public private(set) var dateSeparators: [Int64: Date]

    /// `rows` (newest first, as the timeline keeps them) arranged for `replyMode` and `order`:
    /// each row placed where its newest item goes. O(n log n).
    public init(_ rows: [MergedRow], replyMode: ReplyMode, order: ChatOrder, environment: TimelineEnvironment) {
        let byId = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let placed = TimelineArrangement.arrange(rows.map(\.newest), replyMode: replyMode, order: order, environment: environment)
        var arranged: [MergedRow] = []
        var separators: [Int64: Date] = [:]
        for item in placed.reversed() {
            guard var row = byId[item.itemId] else { continue }
            if !item.showsQuote { row.items[0].quotedItem = nil }
            if let date = item.dateSeparator { separators[row.id] = date }
            arranged.append(row)
        }
        for index in arranged.indices {
            arranged[index].renderHash = arranged[index].computeRenderHash(newer: index > 0 ? arranged[index - 1] : nil,
                                                                          older: index + 1 < arranged.count ? arranged[index + 1] : nil)
        }
        self.rows = arranged
        dateSeparators = separators
    }
}
