import ChatTimeline
import Foundation
import SimpleXModel

/// A whole chat laid out page by page as it is read, oldest first: the same rows, at the same
/// places, as `ChatLayoutEngine.layout` of the chat in one window, given out as soon as each is
/// final, so that a chat of any length is drawn in bounded memory (issue 10, `render --all` and
/// `export`). A row waits for the next row's presentation, which decides its bottom padding.
/// Memory: one page of items and a few rows.
public struct StreamingLayout<Measurer: TextMeasurer>: Sendable {
    /// The environment every row is laid out in.
    public let environment: LayoutEnvironment
    private let measurer: Measurer
    private var stream: RowStream
    /// The last row laid out, waiting for the newer row.
    private var held: RowLayout?
    /// The top of the next row given out: the height laid out so far.
    public private(set) var height = 0.0

    /// The rows of the chat `chatInfo` in `environment` (its layout, width and calendar), their
    /// times written as at `now`; a `transcript` names every group's sender (`RowStream`).
    public init(chatInfo: ChatInfo, environment: LayoutEnvironment, now: Date, transcript: Bool = false, measurer: Measurer) {
        self.environment = environment
        self.measurer = measurer
        stream = RowStream(chatInfo: chatInfo, layout: environment.layout, transcript: transcript, environment: environment.timeline(now: now))
    }

    /// The next page of the chat's items (oldest first): the rows now final, top to bottom.
    /// - Complexity: the layout of the page's rows.
    public mutating func append(_ page: [ChatItem]) throws(LayoutError) -> [LayoutRow] {
        try place(stream.append(page), last: false)
    }

    /// The rows still held: the chat has no more items.
    public mutating func finish() throws(LayoutError) -> [LayoutRow] {
        try place(stream.finish(), last: true)
    }

    private mutating func place(_ presented: [RowPresentation], last: Bool) throws(LayoutError) -> [LayoutRow] {
        var placed: [LayoutRow] = []
        placed.reserveCapacity(presented.count + 1)
        for row in presented {
            let layout = try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: measurer)
            if let held {
                placed.append(put(held, newer: row))
            }
            held = layout
        }
        if last, let held {
            placed.append(put(held, newer: nil))
            self.held = nil
        }
        return placed
    }

    private mutating func put(_ row: RowLayout, newer: RowPresentation?) -> LayoutRow {
        let placed = ChatLayoutEngine.place(row, at: height, newer: newer, environment: environment)
        height += placed.height
        return placed
    }
}
