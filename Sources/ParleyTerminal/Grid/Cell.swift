import ChatLayout

/// One cell of the grid: a grapheme cluster, its width and its style. A wide cluster occupies
/// two cells: the cluster itself, then a continuation (`isContinuation`) with the same style
/// and no text, which the encoder never writes.
package struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here; empty in a continuation.
    package private(set) var text: String
    /// The picture cell this is (a space to the text's readers), when a graphics protocol draws
    /// it. Before `width`, so that both fit in the room `text` leaves before `style`: a cell is no
    /// larger for it.
    package private(set) var picture: PictureSlot?
    /// 1 or 2 for a cluster, 0 for a continuation.
    package private(set) var width: UInt8
    package var style: CellStyle

    /// A cell holding `text`, one glyph 1 or 2 cells wide (`CellGrid.put` ensures it).
    init(_ text: String, width: Int, style: CellStyle) {
        self.text = text
        self.width = UInt8(width)
        self.style = style
    }

    private init(continuationOf style: CellStyle) {
        self.text = ""
        self.width = 0
        self.style = style
    }

    /// A cell of a picture that a graphics protocol draws: a space in `style` with its slot.
    package static func picture(_ slot: PictureSlot, style: CellStyle = .plain) -> Cell {
        var cell = Cell(" ", width: 1, style: style)
        cell.picture = slot
        return cell
    }

    /// A space in `style`.
    package static func blank(_ style: CellStyle = .plain) -> Cell {
        Cell(" ", width: 1, style: style)
    }

    /// The second column of a wide cluster drawn in `style`.
    static func continuation(_ style: CellStyle) -> Cell {
        Cell(continuationOf: style)
    }

    /// Whether this is the second column of a wide cluster.
    package var isContinuation: Bool { width == 0 }
}

extension ArraySlice<Cell> {
    /// Whether both slices hold the same cells, compared in place: `==` of slices copies each
    /// cell (its strings retained and released), which made comparing rows most of a frame's
    /// diff. - Complexity: O(count), stopping at the first difference.
    func sameCells(as other: ArraySlice<Cell>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                if a.baseAddress == b.baseAddress { return true }
                for index in a.indices where a[index] != b[index] { return false }
                return true
            }
        }
    }
}
