/// What a screen shows: its grid, and where the text cursor stands (the compose bar's caret),
/// or nil to hide it.
public struct TerminalFrame: Hashable, Sendable {
    public var grid: CellGrid
    public var cursor: GridPoint?

    public init(grid: CellGrid, cursor: GridPoint? = nil) {
        self.grid = grid
        self.cursor = cursor
    }
}

/// The bytes of one encoded frame and what they cost, for tests and benchmarks (issue 11
/// "Fast": bytes written beside a full redraw's).
public struct EncodedFrame: Hashable, Sendable {
    /// Write these with one `write()`.
    public var bytes: [UInt8]
    /// Cells whose glyph was written (a wide cluster counts once).
    public var cellsWritten: Int
    /// Rows moved by a scroll instead of being rewritten.
    public var rowsScrolled: Int
    /// Whether this frame cleared the screen and drew everything.
    public var isFullRedraw: Bool

    public var byteCount: Int { bytes.count }
}
