/// What a screen shows: its grid, where the text cursor stands (the compose bar's caret), or
/// nil to hide it, and the pictures its cells name.
@_spi(Benchmarks) public struct TerminalFrame: Hashable, Sendable {
    package var grid: CellGrid
    package var cursor: GridPoint?
    /// The graphics pictures the grid's picture cells name, by number (`PictureSlot.picture`):
    /// the session fills them in from its picture cache before it draws the frame.
    package var pictures: [UInt16: TerminalPicture]

    /// The frame showing `grid`, with the cursor at `cursor` or hidden, and `pictures`.
    package init(grid: CellGrid, cursor: GridPoint? = nil, pictures: [UInt16: TerminalPicture] = [:]) {
        self.grid = grid
        self.cursor = cursor
        self.pictures = pictures
    }
}

/// The bytes of one encoded frame and what they cost, for tests and benchmarks (issue 11
/// "Fast": bytes written beside a full redraw's).
@_spi(Benchmarks) public struct EncodedFrame: Hashable, Sendable {
    /// Write these with one `write()`.
    package var bytes: [UInt8]
    /// Cells whose glyph was written (a wide cluster counts once).
    package var cellsWritten: Int
    /// Rows moved by a scroll instead of being rewritten.
    package var rowsScrolled: Int
    /// Whether this frame cleared the screen and drew everything.
    package var isFullRedraw: Bool

    /// How many bytes the frame writes.
    public var byteCount: Int { bytes.count }
}
