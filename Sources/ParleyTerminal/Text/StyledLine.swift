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
    /// The string with spaces after it up to `width` cells.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CellWidth.of(self)))
    }
}
