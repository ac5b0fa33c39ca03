import Foundation
import SimpleXModel

/// The presentation of a chat's rows kept from one frame to the next: presenting new rows
/// reuses the presentation of every row whose neighbourhood — the row, the rows on either side,
/// and whether it is the newest — is unchanged, and presents only the others anew. The result
/// always equals `RowPresentation.present(rows:…)` of the same rows (a law test checks it).
public struct PresentedRows: Sendable {
    /// What every presentation depends on besides the rows. Of the environment only the
    /// calendar and the current year count (`DateSeparator.text`), so a clock that moves on
    /// within the year reuses the rows.
    public struct Context: Hashable, Sendable {
        var chatInfo: ChatInfo
        var user: User?
        var layout: ChatLayoutMode
        var calendar: Calendar
        var currentYear: Int

        init(chatInfo: ChatInfo, user: User?, layout: ChatLayoutMode, environment: TimelineEnvironment) {
            self.chatInfo = chatInfo
            self.user = user
            self.layout = layout
            calendar = environment.calendar
            currentYear = environment.calendar.component(.year, from: environment.now)
        }
    }

    /// The rows presented, newest first.
    public private(set) var rows: [MergedRow] = []
    /// Their presentations, oldest first (as `RowPresentation.present` gives them).
    public private(set) var presentations: [RowPresentation] = []
    /// For each presentation (oldest first), the index in the presentations before the last
    /// `present` it was taken from, or nil when it was presented anew.
    public private(set) var reusedFrom: [Int?] = []
    private var context: Context?

    /// Nothing presented yet: the first `present` presents every row.
    public init() {}

    /// Presents `rows` (newest first), reusing the rows presented before where their
    /// neighbourhood is the same. A row presented anew whose row is unchanged (a neighbour
    /// changed) keeps the row value presented before, its items' storage shared, so that a
    /// layout cache holding that row tells it is the same at once.
    /// - Complexity: one comparison per row (O(1) for rows that share their items with the
    ///   previous ones), plus O(1) presenting for each row whose neighbourhood changed.
    public mutating func present(_ rows: [MergedRow], chatInfo: ChatInfo, user: User? = nil, layout: ChatLayoutMode, environment: TimelineEnvironment) {
        let context = Context(chatInfo: chatInfo, user: user, layout: layout, environment: environment)
        guard context == self.context else {
            self = PresentedRows(rows: rows, presentations: RowPresentation.present(rows: rows, chatInfo: chatInfo, user: user, layout: layout, environment: environment),
                                 reusedFrom: Array(repeating: nil, count: rows.count), context: context)
            return
        }
        if Self.identical(rows, self.rows) {
            reusedFrom = Array(presentations.indices)
            return
        }
        let old = self.rows
        let oldPresentations = presentations
        var lookup = OldRows(old)
        var next: [RowPresentation] = []
        var reused: [Int?] = []
        next.reserveCapacity(rows.count)
        reused.reserveCapacity(rows.count)
        let unchanged: [Int?] = rows.indices.map { index in
            lookup.index(of: rows[index].id, near: index + old.count - rows.count, or: index).flatMap { rows[index].renderHash == old[$0].renderHash && rows[index] == old[$0] ? $0 : nil }
        }
        for index in rows.indices.reversed() {
            let kept = unchanged[index].map { old.count - 1 - $0 }
            if let oldIndex = unchanged[index], let kept, Self.sameNeighbours(unchanged, index, oldIndex, oldCount: old.count) {
                next.append(oldPresentations[kept])
                reused.append(kept)
            } else {
                var presentation = RowPresentation.present(rowAt: index, of: rows, chatInfo: chatInfo, user: user, layout: layout, environment: environment)
                if let kept { presentation.row = oldPresentations[kept].row }
                next.append(presentation)
                reused.append(nil)
            }
        }
        self = PresentedRows(rows: rows, presentations: next, reusedFrom: reused, context: context)
    }

    private init(rows: [MergedRow], presentations: [RowPresentation], reusedFrom: [Int?], context: Context) {
        self.rows = rows
        self.presentations = presentations
        self.reusedFrom = reusedFrom
        self.context = context
    }

    /// Whether `a` and `b` are one array (the same storage): the rows did not change. O(1).
    private static func identical(_ a: [MergedRow], _ b: [MergedRow]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Whether the row at `index`, equal to the row at `oldIndex` of the previous rows, has the
    /// rest of what its presentation depends on as that row had: its newer and older neighbours
    /// unchanged beside it (`unchanged[i]`: the previous index of an equal row, each row compared
    /// once), and being the newest.
    private static func sameNeighbours(_ unchanged: [Int?], _ index: Int, _ oldIndex: Int, oldCount: Int) -> Bool {
        guard (index == 0) == (oldIndex == 0) else { return false }
        if index > 0, unchanged[index - 1] != oldIndex - 1 { return false }
        let hasOlder = index + 1 < unchanged.count
        guard hasOlder == (oldIndex + 1 < oldCount) else { return false }
        return !hasOlder || unchanged[index + 1] == oldIndex + 1
    }

    /// Finds a row of the previous rows by id: first where the rows' shift since suggests (new
    /// rows come at the newest end, pages at the oldest), then by a table built on first need.
    private struct OldRows {
        let rows: [MergedRow]
        var table: [Int64: Int]?

        init(_ rows: [MergedRow]) {
            self.rows = rows
        }

        /// The index of the row `id`, tried at `guess` and `otherGuess` first.
        mutating func index(of id: Int64, near guess: Int, or otherGuess: Int) -> Int? {
            if rows.indices.contains(guess), rows[guess].id == id { return guess }
            if rows.indices.contains(otherGuess), rows[otherGuess].id == id { return otherGuess }
            if table == nil {
                table = Dictionary(rows.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
            }
            return table?[id]
        }
    }
}
