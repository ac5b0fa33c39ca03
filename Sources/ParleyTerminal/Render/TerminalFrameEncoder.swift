/// Turns a frame into the bytes that change the screen from the previous frame to it (issue 11
/// "Cell grid and diff renderer"; code review §5.4: pure, no I/O).
///
/// Each frame starts with the pen plain and ends with it plain and no hyperlink open, so frames
/// are independent. Without a previous frame (or when the size changed) the screen is cleared
/// and every non-blank cell drawn. Otherwise: one scroll (`FrameDiff.scroll`) when it saves
/// rows, then only the cells that differ, left to right, with the cheapest cursor motion
/// (nothing for the next cell; CR, LF, CUF/CUB, CHA or CUP, whichever is shortest; a gap of a
/// few unchanged cells in the current style is rewritten when that is shorter than moving),
/// the smallest SGR change (attributes turned off and on, or a reset, whichever is shorter),
/// OSC 8 around linked cells, and the cursor placed and shown at the end. With
/// `synchronizedOutput` a non-empty frame is wrapped in DEC mode 2026 (BSU/ESU).
///
/// After a cluster whose width terminals disagree on (VS16, ZWJ sequences: where `CellWidth`
/// differs from the per-code-point sum) and after the last column, the cursor column counts as
/// unknown, so the next cell is placed absolutely.
///
/// With `graphics`, the whole lines of pictures (`PictureBand`) are drawn by that protocol after
/// the cells, each band only when it is new or moved; their cells are never written while the
/// band stands, and are written again (whatever they hold) once it is gone, so a picture is
/// never overwritten with spaces and leaves nothing behind. A frame whose scroll would move a
/// band is drawn without the scroll. Only Parley's own encoding of a picture's pixels goes out.
@_spi(Benchmarks) public struct TerminalFrameEncoder: Sendable {
    package var colorDepth: ColorDepth
    package var synchronizedOutput: Bool
    /// Whether linked cells get OSC 8; off, links are drawn as their text alone.
    package var hyperlinks: Bool
    /// The protocol that draws graphics pictures; nil: their cells are drawn as the blanks they are.
    package var graphics: GraphicsProtocol?

    /// An encoder for a terminal of `colorDepth`, with mode 2026 and OSC 8 when it has them.
    public init(colorDepth: ColorDepth = .trueColor, synchronizedOutput: Bool = false, hyperlinks: Bool = true) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
        self.hyperlinks = hyperlinks
    }

    /// The bytes that turn the screen showing `previous` (nil: unknown) into `frame`. Nothing
    /// is copied: after a scroll, each row is compared with the old row it now shows.
    /// - Complexity: O(rows × columns) cell comparisons (`FrameDiff.scroll`'s and the rows it
    ///   did not match); the bytes are proportional to the cells that changed.
    public func encode(_ frame: TerminalFrame, after previous: TerminalFrame?) -> EncodedFrame {
        var state = EncoderState(encoder: self, size: frame.grid.size)
        let grid = frame.grid
        let blankRow = ArraySlice(repeatElement(Cell.blank(), count: grid.size.columns))
        let hidingCursor = previous?.cursor != nil || frame.cursor != nil
        var old: CellGrid?
        var scroll: FrameDiff.Scroll?
        let bands = graphics == nil ? [] : PictureBand.bands(in: grid, pictures: frame.pictures)
        var oldBands: [PictureBand] = []
        if let previous, previous.grid.size == grid.size {
            old = previous.grid
            if graphics != nil { oldBands = PictureBand.bands(in: previous.grid, pictures: previous.pictures) }
            scroll = FrameDiff.scroll(from: previous.grid, to: grid)
            if let moved = scroll?.rows, (bands + oldBands).contains(where: { $0.rows.overlaps(moved) }) { scroll = nil }
            if let scroll {
                state.beginFrame(hidingCursor: hidingCursor)
                state.scroll(scroll)
            }
        } else {
            state.beginFrame(hidingCursor: true)
            state.out.append(ControlSequence.resetStyle)
            state.out.append(ControlSequence.clearScreen)
        }
        let pictures = PictureDamage(bands: bands, shown: oldBands)
        for row in 0..<grid.size.rows where !(scroll?.matchedRows.contains(row) ?? false) {
            let shown: ArraySlice<Cell>
            if let old {
                shown = scroll.map { $0.source(of: row).map(old.row) ?? blankRow } ?? old.row(row)
            } else {
                shown = blankRow
            }
            let next = grid.row(row)
            let (kept, uncovered) = pictures.columns(in: row)
            if kept.isEmpty && uncovered.isEmpty {
                guard !shown.sameCells(as: next) else { continue }
                state.beginFrame(hidingCursor: hidingCursor)
                state.drawRow(row, shown: shown, next: next)
            } else {
                state.drawRow(row, shown: shown, next: next, keeping: kept, rewriting: uncovered, hidingCursor: hidingCursor)
            }
        }
        if let graphics, !pictures.isEmpty || old == nil {
            state.drawPictures(pictures, with: graphics, fullRedraw: old == nil, hidingCursor: hidingCursor)
        }
        if state.began || previous?.cursor != frame.cursor {
            state.finish(cursor: frame.cursor, wasVisible: previous?.cursor != nil)
        }
        let rowsScrolled = scroll.map { $0.rows.count - abs($0.offset) } ?? 0
        return EncodedFrame(bytes: state.out.bytes, cellsWritten: state.cellsWritten, rowsScrolled: rowsScrolled, isFullRedraw: old == nil)
    }
}
