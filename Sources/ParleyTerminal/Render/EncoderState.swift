import ChatLayout

/// The encoder's knowledge of the terminal while it builds one frame: where the cursor is
/// (a nil part is unknown), the pen (mapped colours, attributes) and the open hyperlink.
struct EncoderState {
    let encoder: TerminalFrameEncoder
    let size: GridSize
    var out = FrameBytes()
    var cursorRow: Int?
    var cursorColumn: Int?
    var pen = CellStyle.plain
    var began = false
    var cellsWritten = 0
    var sanitizedLinks: [String: [UInt8]] = [:]

    init(encoder: TerminalFrameEncoder, size: GridSize) {
        self.encoder = encoder
        self.size = size
        out.bytes.reserveCapacity(4096)
    }

    /// Opens the frame once: BSU when synchronized, and the cursor hidden while drawing.
    mutating func beginFrame(hidingCursor: Bool) {
        guard !began else { return }
        began = true
        if encoder.synchronizedOutput { out.append(ControlSequence.beginSynchronizedUpdate) }
        if hidingCursor { out.append(ControlSequence.hideCursor) }
    }

    /// Closes the frame: pen plain, link closed, the cursor placed and shown (or hidden), ESU.
    mutating func finish(cursor: GridPoint?, wasVisible: Bool) {
        let opened = began
        if !began {
            began = true
            if encoder.synchronizedOutput { out.append(ControlSequence.beginSynchronizedUpdate) }
        }
        closeLink()
        if pen != .plain {
            out.append(ControlSequence.resetStyle)
            pen = .plain
        }
        if let cursor, size.rows > 0, size.columns > 0 {
            moveTo(row: min(max(cursor.row, 0), size.rows - 1), column: min(max(cursor.column, 0), size.columns - 1))
            out.append(ControlSequence.showCursor)
        } else if wasVisible && !opened {
            out.append(ControlSequence.hideCursor)
        }
        if encoder.synchronizedOutput { out.append(ControlSequence.endSynchronizedUpdate) }
    }

    /// Moves `scroll.rows` by `scroll.offset` on the terminal: a scroll region, DL or IL at its
    /// top, the region reset (which homes the cursor). The pen is plain here, so the new lines
    /// are blank in the default colours.
    mutating func scroll(_ scroll: FrameDiff.Scroll) {
        let top = scroll.rows.lowerBound
        let bottom = scroll.rows.upperBound - 1
        out.append("\u{1B}[")
        out.decimal(top + 1)
        out.append(UInt8(ascii: ";"))
        out.decimal(bottom + 1)
        out.append(UInt8(ascii: "r"))
        out.cursorPosition(row: top, column: 0)
        out.csi(abs(scroll.offset), scroll.offset < 0 ? UInt8(ascii: "M") : UInt8(ascii: "L"))
        out.append("\u{1B}[1;")
        out.decimal(size.rows)
        out.append(UInt8(ascii: "r"))
        cursorRow = 0
        cursorColumn = 0
    }

    /// Writes the cells of `row` where `next` (the new grid's row) differs from `shown` (what
    /// the screen shows there).
    mutating func drawRow(_ row: Int, shown: ArraySlice<Cell>, next: ArraySlice<Cell>) {
        let columns = size.columns
        let shownBase = shown.startIndex
        let base = next.startIndex
        var column = 0
        while column < columns {
            let cell = next[base + column]
            if cell == shown[shownBase + column] {
                column += 1
                continue
            }
            let head = cell.isContinuation ? column - 1 : column
            guard head >= 0 else {
                column += 1
                continue
            }
            moveTo(row: row, column: head, filling: next)
            write(next[base + head], at: head)
            column = head + max(1, Int(next[base + head].width))
        }
    }

    /// Writes one cell's glyph where the cursor stands (column `column`).
    mutating func write(_ cell: Cell, at column: Int) {
        setStyle(cell.style)
        out.append(contentsOf: cell.text.utf8)
        cellsWritten += 1
        let next = column + Int(cell.width)
        if next >= size.columns || Self.isUncertain(cell) {
            cursorColumn = nil
        } else {
            cursorColumn = next
        }
    }

    /// Whether terminals may advance by something other than the cell's width after it: a
    /// wide cluster whose code points' widths do not add up to 2 (VS16, ZWJ, skin tones). Such a
    /// cluster has a wide scalar (3 or 4 bytes) and more, so 4 bytes or fewer is certain.
    static func isUncertain(_ cell: Cell) -> Bool {
        guard cell.width == 2, cell.text.utf8.count > 4 else { return false }
        var sum = 0
        for scalar in cell.text.unicodeScalars { sum += CellWidth.of(scalar) }
        return sum != Int(cell.width)
    }
}
