extension TextMeasurer {
    /// `text` in `font` on one line of at most `width`: itself when it fits, else its longest
    /// start that fits with an ellipsis after it ("Maximilian Alexander…"), never cutting a
    /// grapheme cluster; "…" alone when nothing more fits.
    /// - Complexity: O(log n) measurements of at most n characters.
    public func truncated(_ text: String, font: FontSpec, width: Double) -> String {
        func fits(_ string: String) -> Bool {
            measure(TextParagraph(runs: [TextRun(string, font: font)], wraps: false), maxWidth: .infinity).width <= width + 1e-9
        }
        guard !fits(text) else { return text }
        let characters = Array(text)
        var (low, high) = (0, characters.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(String(characters[..<middle]) + "…") { low = middle } else { high = middle - 1 }
        }
        let start = String(characters[..<low])
        return start.trimmingSuffix(while: \.isWhitespace) + "…"
    }
}

extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return String(self[..<end])
    }
}
