/// A chat's content cut into bands of one height, top to bottom, each with the rows that meet
/// it (a row across a band's edge is in both): the pages of `render --all` as a PDF, one
/// screen each, made while the rows stream in. Memory: the rows of one band.
public struct BandStream: Sendable {
    /// The band `top..<top + height` of the content and the rows that meet it, oldest first.
    public struct Band: Hashable, Sendable {
        public var top: Double
        public var height: Double
        public var rows: [LayoutRow]
    }

    public let bandHeight: Double
    private var top = 0.0
    /// The rows that meet the band at `top` or a later one.
    private var rows: [LayoutRow] = []

    public init(bandHeight: Double) {
        precondition(bandHeight >= 1, "a band is at least one point high")
        self.bandHeight = bandHeight
    }

    /// Adds the next row (rows come top to bottom, each starting where the last ended): the
    /// bands no later row can meet.
    /// - Complexity: O(rows of the bands completed).
    public mutating func append(_ row: LayoutRow) -> [Band] {
        rows.append(row)
        var done: [Band] = []
        while row.y + row.height >= top + bandHeight {
            done.append(cut())
        }
        return done
    }

    /// The bands left, up to the content's end (at least one band for an empty chat).
    public mutating func finish() -> [Band] {
        var done: [Band] = []
        let end = rows.last.map { $0.y + $0.height } ?? 0
        while top < end || (done.isEmpty && top == 0) {
            done.append(cut())
        }
        return done
    }

    private mutating func cut() -> Band {
        let bottom = top + bandHeight
        let band = Band(top: top, height: bandHeight, rows: rows.filter { $0.y < bottom && $0.y + $0.height > top })
        top = bottom
        rows.removeAll { $0.y + $0.height <= top }
        return band
    }
}
