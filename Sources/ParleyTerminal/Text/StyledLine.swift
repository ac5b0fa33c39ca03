import ChatLayout

/// One line of cells a screen draws: styled runs, and its width in cells.
package struct StyledLine: Hashable, Sendable {
    package var runs: [StyledText]

    package init(_ runs: [StyledText] = []) {
        self.runs = runs
    }

    /// The line's width in cells. - Complexity: O(n) in its characters.
    package var width: Int {
        runs.reduce(0) { $0 + CellWidth.of($1.text) }
    }

    /// The line's text without styles (for text output and tests).
    package var text: String {
        runs.map(\.text).joined()
    }

    /// The line as it fits in `width` cells: whole when it fits, else cut between clusters
    /// and ended by "…" in the style of the run it cut (issue 36 D22). O(n) in its characters.
    package func cut(to width: Int) -> StyledLine {
        guard self.width > width else { return self }
        var room = max(0, width - 1)
        var kept: [StyledText] = []
        for run in runs {
            let text = run.text.prefix(fitting: room)
            room -= CellWidth.of(text)
            kept.append(StyledText(text + (text.count < run.text.count && width > 0 ? "…" : ""), style: run.style))
            if text.count < run.text.count { break }
        }
        return StyledLine(kept.filter { !$0.text.isEmpty })
    }
}

/// Styled runs broken into lines of at most `width` cells by the terminal cell measurer
/// (`CellTextMeasurer`: word boundaries, never inside a grapheme cluster, hard breaks at
/// "\n"), the runs' styles kept across the breaks.
enum StyledWrap {
    /// `runs` wrapped at `width`; `wraps == false` keeps each hard line whole (code, tables).
    /// - Complexity: O(n) in the characters.
    static func lines(_ runs: [StyledText], width: Int, wraps: Bool = true) -> [StyledLine] {
        let paragraph = TextParagraph(runs: runs.map { TextRun($0.text, font: FontSpec(size: 1)) }, wraps: wraps)
        let measured = CellTextMeasurer().measure(paragraph, maxWidth: Double(max(1, width)))
        let characters = runs.flatMap { run in run.text.map { (character: $0, style: run.style) } }
        return measured.lines.map { line in
            let range = line.characters.clamped(to: 0..<characters.count)
            var out: [StyledText] = []
            for (character, style) in characters[range] where character != "\n" {
                if let last = out.last, last.style == style {
                    out[out.count - 1].text.append(character)
                } else {
                    out.append(StyledText(String(character), style: style))
                }
            }
            while let last = out.last, let trimmed = Optional(String(last.text.reversed().drop { $0 == " " }.reversed())), trimmed != last.text {
                if trimmed.isEmpty { out.removeLast() } else { out[out.count - 1].text = trimmed }
            }
            return StyledLine(out)
        }
    }
}

extension String {
    /// The string as it fits in `width` cells: whole, or cut between clusters and ended by
    /// "…" (issue 36 D22). O(n).
    func cut(to width: Int) -> String {
        guard CellWidth.of(self) > width else { return self }
        return width > 0 ? prefix(fitting: width - 1) + "…" : ""
    }

    /// The longest start of the string that takes at most `width` cells. O(n).
    func prefix(fitting width: Int) -> String {
        var used = 0
        var end = startIndex
        for index in indices {
            let cells = CellWidth.of(self[index])
            guard used + cells <= width else { break }
            used += cells
            end = self.index(after: index)
        }
        return String(self[..<end])
    }

    /// The string with spaces after it up to `width` cells.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CellWidth.of(self)))
    }
}
