import ChatTimeline
import SimpleXModel
import Synchronization

/// Rows already drawn in cells, by everything their cells depend on (the row's render hash,
/// which covers its items and the neighbour bits the spec names, its presentation, the width,
/// the layout, the theme and the reader's state for it): an event redraws only the rows it
/// changed, and scrolling draws none anew. Shared by copies of the state it belongs to; at
/// most `capacity` rows are kept (all are dropped when it fills).
final class RowCellsMemo: Sendable {
    struct Key: Hashable {
        var context: ContextKey
        var renderHash: Int
        var id: Int64
        var dateSeparator: String?
        var sender: RowSender?
        var showsAvatar: Bool
        var gapAbove: TerminalGap
        var paddingBottom: TerminalGap
        var showsTimestamp: Bool
        var startsWithCard: Bool
        var reader: ReaderKey
    }

    /// What the cells of every row depend on from the context.
    struct ContextKey: Hashable {
        var chat: ChatRef?
        var width: Int
        var layout: ChatLayoutMode
        var theme: String
        var ownNames: Set<String>

        init(_ context: RowCellsContext) {
            chat = context.chatInfo.chatRef
            width = context.width
            layout = context.layout
            theme = context.theme.name
            ownNames = context.ownNames
        }
    }

    /// What the cells of row `id` depend on from the reader's state.
    struct ReaderKey: Hashable {
        var focused: Bool
        var horizontalOffset: Int
        var selected: Bool?
        var revealedSecrets: Bool

        init(id: Int64, _ context: RowCellsContext) {
            focused = context.focusedRow == id
            horizontalOffset = focused ? context.horizontalOffset : 0
            selected = context.selection.map { $0.contains(id) }
            revealedSecrets = context.revealedSecrets.contains(id)
        }
    }

    private let rows = Mutex<[Key: RowCells]>([:])
    let capacity: Int

    init(capacity: Int = 4_000) {
        self.capacity = capacity
    }

    /// The cells of `presentation` in `context` (of which `contextKey` and `reader` are the
    /// keys), drawn once per key. - Complexity: O(1) when drawn before, else the row's drawing.
    func cells(_ presentation: RowPresentation, context: RowCellsContext, contextKey: ContextKey, reader: ReaderKey) -> RowCells {
        let key = Key(
            context: contextKey, renderHash: presentation.row.renderHash, id: presentation.row.id, dateSeparator: presentation.dateSeparator,
            sender: presentation.sender, showsAvatar: presentation.showsAvatar, gapAbove: presentation.gapAbove,
            paddingBottom: presentation.paddingBottom, showsTimestamp: presentation.separation.showsTimestamp,
            startsWithCard: presentation.startsWithCard, reader: reader)
        if let known = rows.withLock({ $0[key] }) { return known }
        let drawn = RowCells(presentation, context: context)
        rows.withLock { rows in
            if rows.count >= capacity { rows.removeAll(keepingCapacity: true) }
            rows[key] = drawn
        }
        return drawn
    }
}
