import SimpleXModel

/// The inline spans of every line parsed from one message: pieces of its bytes with a compact
/// format, grouped by line, so that parsing allocates nothing per span and no `String` exists
/// until `formattedText(lines:in:)` is asked for. A piece never crosses a line; a line's
/// pieces are kept as parsed, adjacent pieces of one format merging only where they touch, and
/// equal formats merge (empty spans drop) when the spans are made, as the core's `Markdown`
/// concatenation does. The line break between two lines is implicit plain `\n`.
struct SpanList {
    struct Piece {
        var start: Int32
        var end: Int32
        var format: SpanFormat
    }

    /// Where a line began, to go back to when it fails (`rollback`).
    struct Checkpoint {
        fileprivate let pieces: Int
        fileprivate let linked: Int
        fileprivate let hasFormat: Bool
        fileprivate let plainStart: Int
        fileprivate let plainEnd: Int
    }

    private(set) var pieces: [Piece] = []
    /// A parsed line: its bytes, and its first piece; line `k` holds the pieces from its
    /// `firstPiece` to the next line's (the last one, to the end). A plain line (one plain
    /// piece, all of it: most lines of a message of many short ones) holds none: its piece
    /// is implicit, so that such a line costs its 12 bytes here and nothing in `pieces`.
    private struct Line {
        /// The first piece, or its bitwise complement for a plain line.
        private var code: Int32
        var start: Int32
        var end: Int32

        init(firstPiece: Int, _ range: Range<Int>, isPlain: Bool) {
            let first = Int32(truncatingIfNeeded: firstPiece)
            code = isPlain ? ~first : first
            start = Int32(truncatingIfNeeded: range.lowerBound)
            end = Int32(truncatingIfNeeded: range.upperBound)
        }

        var firstPiece: Int32 { code < 0 ? ~code : code }
        var isPlain: Bool { code < 0 }

        mutating func setPlain() {
            code = ~firstPiece
        }
    }

    private var lines: [Line] = []
    /// The computed formats `SpanFormat.linked` points at.
    private(set) var linked: [Format] = []
    /// Whether any piece has a format.
    private(set) var hasFormat = false
    /// The plain text appended last, not yet a piece: `plainStart..<plainEnd`, empty when none.
    /// Plain text is most of a message and comes in runs of adjacent words and spaces, which
    /// grow here without touching `pieces`.
    private var plainStart = 0
    private var plainEnd = 0
    /// The first piece of the current line.
    private var lineStart = 0

    var lineCount: Int { lines.count }

    /// The bytes of line `line`.
    func range(ofLine line: Int) -> Range<Int> {
        Int(lines[line].start)..<Int(lines[line].end)
    }

    /// Room for `lines` lines of `bytes` bytes in all, so that the lists grow once at most.
    mutating func reserve(lines count: Int, bytes: Int) {
        lines.reserveCapacity(count)
        pieces.reserveCapacity(count + bytes / 16)
    }

    /// Starts the line `range`; returns its index. The line ends with `endLine`.
    mutating func beginLine(_ range: Range<Int>) -> Int {
        lineStart = pieces.count
        lines.append(Line(firstPiece: lineStart, range, isPlain: false))
        return lines.count - 1
    }

    /// A line of plain text (without markup bytes), begun and ended; returns its index.
    @discardableResult
    mutating func appendPlainTextLine(_ range: Range<Int>) -> Int {
        lineStart = pieces.count
        lines.append(Line(firstPiece: lineStart, range, isPlain: !range.isEmpty))
        return lines.count - 1
    }

    /// All of the line just begun (`range`) is plain text (a line without markup bytes); the
    /// line ends.
    mutating func appendPlainLine(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        lines[lines.count - 1].setPlain()
    }

    /// Ends the current line: its pieces are all in `pieces`.
    mutating func endLine() {
        flushPlain()
    }

    var checkpoint: Checkpoint {
        Checkpoint(pieces: pieces.count, linked: linked.count, hasFormat: hasFormat, plainStart: plainStart, plainEnd: plainEnd)
    }

    /// Forgets what was appended since `checkpoint`, which must be in the current line.
    mutating func rollback(to checkpoint: Checkpoint) {
        pieces.removeSubrange(checkpoint.pieces...)
        linked.removeSubrange(checkpoint.linked...)
        hasFormat = checkpoint.hasFormat
        (plainStart, plainEnd) = (checkpoint.plainStart, checkpoint.plainEnd)
    }

    /// Appends plain text: the common case, one comparison when it extends the last run.
    mutating func append(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if plainEnd == range.lowerBound, plainStart < plainEnd {
            plainEnd = range.upperBound
            return
        }
        flushPlain()
        (plainStart, plainEnd) = (range.lowerBound, range.upperBound)
    }

    private mutating func flushPlain() {
        guard plainStart < plainEnd else { return }
        let start = Int32(truncatingIfNeeded: plainStart)
        if pieces.count > lineStart, pieces[pieces.count - 1].end == start, pieces[pieces.count - 1].format.isPlain {
            pieces[pieces.count - 1].end = Int32(truncatingIfNeeded: plainEnd)
        } else {
            pieces.append(Piece(start: start, end: Int32(truncatingIfNeeded: plainEnd), format: .plain))
        }
        (plainStart, plainEnd) = (0, 0)
    }

    /// Appends `range` with `format`.
    mutating func append(_ range: Range<Int>, _ format: SpanFormat, in source: MarkdownSource) {
        guard !range.isEmpty else { return }
        flushPlain()
        hasFormat = true
        let start = Int32(truncatingIfNeeded: range.lowerBound)
        if pieces.count > lineStart, pieces[pieces.count - 1].end == start,
           pieces[pieces.count - 1].format.equals(format, in: source, linked: linked) {
            pieces[pieces.count - 1].end = Int32(truncatingIfNeeded: range.upperBound)
            return
        }
        pieces.append(Piece(start: start, end: Int32(truncatingIfNeeded: range.upperBound), format: format))
    }

    /// Appends `range` with a computed format (a SimpleX link), kept in the side table.
    mutating func append(_ range: Range<Int>, linking format: Format, in source: MarkdownSource) {
        guard !range.isEmpty else { return }
        linked.append(format)
        append(range, .linked(Int32(truncatingIfNeeded: linked.count - 1)), in: source)
    }

    /// The pieces of line `line`.
    func pieces(ofLine line: Int) -> Range<Int> {
        Int(lines[line].firstPiece)..<(line + 1 < lines.count ? Int(lines[line + 1].firstPiece) : pieces.count)
    }

    /// The spans of `lines`, joined by `\n` (and followed by one when `trailingLineBreak`):
    /// equal formats merged, as the core sends them. O(pieces + text).
    func formattedText(lines: Range<Int>, trailingLineBreak: Bool = false, in source: MarkdownSource) -> [FormattedText] {
        var spans = SpanBuilder(source: source, list: self)
        for line in lines {
            if line > lines.lowerBound {
                spans.addLineBreak()
            }
            if self.lines[line].isPlain {
                spans.add(Piece(start: self.lines[line].start, end: self.lines[line].end, format: .plain))
            }
            for piece in pieces[self.pieces(ofLine: line)] {
                spans.add(piece)
            }
        }
        if trailingLineBreak {
            spans.addLineBreak()
        }
        return spans.finish()
    }
}

/// Makes `FormattedText`s from pieces: a run of one format grows while pieces touch, and
/// becomes a `String` when the format changes.
private struct SpanBuilder {
    let source: MarkdownSource
    let list: SpanList
    var spans: [FormattedText] = []
    var format = SpanFormat.plain
    /// The run's text: `prefix` and then `start..<end` of the source.
    var prefix: String?
    var start = 0
    var end = 0
    var isOpen = false

    init(source: MarkdownSource, list: SpanList) {
        self.source = source
        self.list = list
    }

    mutating func add(_ piece: SpanList.Piece) {
        let pieceStart = Int(piece.start), pieceEnd = Int(piece.end)
        if isOpen, piece.format.equals(format, in: source, linked: list.linked) {
            if start == end {
                (start, end) = (pieceStart, pieceEnd)
            } else if end == pieceStart {
                end = pieceEnd
            } else {
                takeRange()
                (start, end) = (pieceStart, pieceEnd)
            }
            return
        }
        flush()
        (format, prefix, start, end, isOpen) = (piece.format, nil, pieceStart, pieceEnd, true)
    }

    /// Plain `\n`: the source's own line break after the run where there is one.
    mutating func addLineBreak() {
        if isOpen, format.isPlain {
            if start < end, end < source.count, source[end] == .lineFeed {
                end += 1
            } else {
                takeRange()
                prefix?.append("\n")
                (start, end) = (0, 0)
            }
            return
        }
        flush()
        (format, prefix, start, end, isOpen) = (.plain, "\n", 0, 0, true)
    }

    /// Appends the run's range to its `prefix`, in place: a run of many pieces that do not touch
    /// (a quote's or a list item's lines) is built in time linear in its length.
    private mutating func takeRange() {
        let tail = source.string(start..<end)
        if prefix == nil {
            prefix = tail
        } else {
            prefix?.append(tail)
        }
    }

    private var text: String {
        let tail = source.string(start..<end)
        return prefix.map { $0 + tail } ?? tail
    }

    private mutating func flush() {
        guard isOpen else { return }
        spans.append(FormattedText(format: format.format(in: source, linked: list.linked), text: text))
        isOpen = false
    }

    mutating func finish() -> [FormattedText] {
        flush()
        return spans
    }
}
