extension CellGrid {
    /// The grid as text for screen snapshots (issue 11 "Tested": the cell grid as text with an
    /// attribute legend): each row between `|` bars, then each row's styles as one letter a
    /// column (`.` for `CellStyle.plain`, letters in order of first use; a wide cluster's
    /// continuation repeats its letter), then the legend, one style a line.
    ///
    ///     |Hi 世界|
    ///     --
    ///     |aa.bbbb|
    ///     --
    ///     a: bold fg=red
    ///     b: fg=#336699 link=https://example.org
    package var dump: String {
        var letters: [CellStyle: Character] = [.plain: "."]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        func letter(for style: CellStyle) -> Character {
            if let known = letters[style] { return known }
            let index = legend.count
            let next = index < alphabet.count ? alphabet[index] : "?"
            letters[style] = next
            legend.append("\(next): \(style.legendDescription)")
            return next
        }
        var text: [String] = []
        var styles: [String] = []
        for row in 0..<size.rows {
            var line = "|"
            var styleLine = "|"
            for cell in self.row(row) {
                if !cell.isContinuation { line += cell.text }
                styleLine.append(letter(for: cell.style))
            }
            text.append(line + "|")
            styles.append(styleLine + "|")
        }
        return (text + ["--"] + styles + ["--"] + legend).joined(separator: "\n") + "\n"
    }
}

extension CellStyle {
    /// The style in words for the snapshot legend: attributes, then colours and link that
    /// differ from the defaults.
    var legendDescription: String {
        var words: [String] = []
        let names: [(Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.strikethrough, "strikethrough"), (.inverse, "inverse")]
        for (attribute, name) in names where attributes.contains(attribute) { words.append(name) }
        if foreground != .default { words.append("fg=\(foreground.legendDescription)") }
        if background != .default { words.append("bg=\(background.legendDescription)") }
        if let link { words.append("link=\(link)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}

extension TerminalColor {
    /// `default`, a palette name (`red`, `bright-blue`), `idx(n)` or `#rrggbb`.
    var legendDescription: String {
        switch self {
        case .default: return "default"
        case .ansi(let n):
            let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            return n < 8 ? names[Int(n)] : n < 16 ? "bright-" + names[Int(n) - 8] : "ansi(\(n))"
        case .indexed(let n): return "idx(\(n))"
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

extension CellGrid {
    /// Each row's text, the spaces at its end dropped (for text output and tests).
    /// - Complexity: O(rows × columns).
    package var lineTexts: [String] {
        (0..<size.rows).map { row in
            var line = self.row(row).map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
