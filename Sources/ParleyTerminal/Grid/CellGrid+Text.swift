import ChatLayout

/// Text with one style, a piece of a line a screen draws (a name, a time, a markdown run).
package struct StyledText: Hashable, Sendable {
    package var text: String
    package var style: CellStyle

    package init(_ text: String, style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}

extension CellGrid {
    /// Where text sits in the columns it is given.
    package enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    /// Draws `text` on one row from `point`, cluster by cluster, clipped to `clip` (the whole
    /// grid by default), and returns the columns it used.
    ///
    /// Never writes a control: C0, DEL and C1 clusters are drawn as their visible substitutes
    /// (`SafeText.substitute(for:)`), so even text that skipped `SafeText` cannot drive the
    /// terminal. Zero-width clusters (a lone combining mark, a format character such as a bidi
    /// control) take no cell and are dropped. A wide cluster that does not fit before the clip's
    /// right edge leaves a blank in its first column and ends the text there. A cluster wider
    /// than two cells (an Indic conjunct) is drawn as its letters, each with its marks, as a
    /// terminal advances over it. - Complexity: O(n) in the clusters drawn.
    @discardableResult
    package mutating func put(_ text: some StringProtocol, style: CellStyle = .plain, at point: GridPoint, clip: GridRect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard area.rows.contains(point.row), point.column < area.columns.upperBound else { return 0 }
        var column = point.column
        /// Writes one glyph; false when it did not fit and the text ends.
        func write(_ glyph: String, width: Int) -> Bool {
            let at = GridPoint(row: point.row, column: column)
            if column + width > area.columns.upperBound {
                if column >= area.columns.lowerBound { set(.blank(style), at: at) }
                column += 1
                return false
            }
            if column >= area.columns.lowerBound {
                set(Cell(glyph, width: width, style: style), at: at)
            } else if column + width > area.columns.lowerBound {
                set(.blank(style), at: GridPoint(row: point.row, column: area.columns.lowerBound))
            }
            column += width
            return true
        }
        for character in text {
            guard column < area.columns.upperBound else { break }
            let (glyph, width) = Self.drawable(character)
            if width == 0 { continue }
            if width <= 2 {
                guard write(glyph, width: width) else { break }
                continue
            }
            for (piece, pieceWidth) in Self.letters(of: character) {
                guard write(piece, width: pieceWidth) else { break }
            }
        }
        return max(0, column - max(point.column, area.columns.lowerBound))
    }

    /// Draws `runs` one after another on one row from `point`, clipped to `clip`, and returns
    /// the columns used.
    @discardableResult
    package mutating func put(_ runs: [StyledText], at point: GridPoint, clip: GridRect? = nil) -> Int {
        var column = point.column
        for run in runs {
            column += put(run.text, style: run.style, at: GridPoint(row: point.row, column: column), clip: clip)
        }
        return column - point.column
    }

    /// Draws `runs` on row `row` of `rect`, aligned in its columns (a time at the right edge,
    /// a centred title), after filling that row of `rect` with `fill` when given. Returns the
    /// columns used by the text.
    @discardableResult
    package mutating func put(_ runs: [StyledText], row: Int, in rect: GridRect, alignment: Alignment, fill: CellStyle? = nil) -> Int {
        if let fill { self.fill(GridRect(rows: row..<(row + 1), columns: rect.columns), style: fill) }
        let width = runs.reduce(0) { $0 + CellWidth.of($1.text) }
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = max(0, (rect.width - width) / 2)
        case .trailing: offset = max(0, rect.width - width)
        }
        return put(runs, at: GridPoint(row: row, column: rect.columns.lowerBound + offset), clip: rect)
    }

    /// The cluster as it is drawn and its width: a control becomes its visible substitute.
    static func drawable(_ character: Character) -> (String, Int) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return (String(character), 1) }
        if let first = character.unicodeScalars.first, SafeText.isControl(first) {
            return (String(SafeText.substitute(for: first)), 1)
        }
        return (String(character), CellWidth.of(character))
    }

    /// `character` split before each scalar that takes a cell: each piece one letter and its
    /// marks, with its width (1 or 2).
    static func letters(of character: Character) -> [(String, Int)] {
        var pieces: [(String, Int)] = []
        for scalar in character.unicodeScalars {
            let width = CellWidth.of(scalar)
            if width > 0 || pieces.isEmpty {
                pieces.append((String(scalar), max(1, width)))
            } else {
                pieces[pieces.count - 1].0.unicodeScalars.append(scalar)
            }
        }
        return pieces
    }
}
