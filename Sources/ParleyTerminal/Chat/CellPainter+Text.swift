import ChatLayout

extension CellPainter {
    /// Draws `text` with its first line's start at (`x`, `y`), line by line where the layout
    /// broke it, clipped to `clip`. The transparent copy of the meta is left blank; a secret
    /// shows as blocks, one per cell, until the reader reveals it; a no-break space is a space.
    /// - Complexity: O(n) in the characters of the text.
    mutating func draw(_ text: LayoutText, x: Int, y: Int, clip: GridRect, kind: LayoutPart.Kind) {
        var characters: [(character: Character, run: Int)] = []
        for (index, run) in text.runs.enumerated() {
            for character in run.text { characters.append((character, index)) }
        }
        for line in text.measured.lines {
            let range = line.characters.clamped(to: 0..<characters.count)
            var column = x
            var start = range.lowerBound
            while start < range.upperBound {
                let run = characters[start].run
                var end = start
                var segment = ""
                while end < range.upperBound, characters[end].run == run {
                    let character = characters[end].character
                    if !character.isNewline { segment.append(CellTextMeasurer.noBreakSpaces.contains(character) ? " " : character) }
                    end += 1
                }
                let width = CellWidth.of(segment)
                let styled = text.runs[run]
                if styled.ink != .clear {
                    let shown = styled.marks.contains(.secret) && !reader.revealsSecrets ? String(repeating: "▒", count: width) : segment
                    grid.put(shown, style: style(of: styled, kind: kind), at: GridPoint(row: y + Int(line.top.rounded()), column: column), clip: clip)
                }
                column += width
                start = end
            }
        }
    }

    /// How a run looks in cells: its ink as the theme's colour; semibold and bold as bold,
    /// italic, strike-through and underline as themselves; a snippet and a revealed secret on
    /// the code background, a hidden one in the secondary colour; a mention of the user in the
    /// mention colour, bold and underlined; a link with its OSC 8 target. The part adds what its
    /// kind means: events italic, a card's text and code on the code background, the quoted
    /// sender bold, a first-level heading underlined.
    func style(of run: StyledRun, kind: LayoutPart.Kind) -> CellStyle {
        var style = CellStyle(foreground: color(run.ink)).linking(to: run.link)
        if run.font.weight >= .semibold || kind == .quoteSender { style = style.adding(.bold) }
        if run.font.italic || kind == .event { style = style.adding(.italic) }
        if run.marks.contains(.strikethrough) { style = style.adding(.strikethrough) }
        if run.marks.contains(.underline) { style = style.adding(.underline) }
        if kind == .heading, run.font.size >= environment.headingSize(level: 1) { style = style.adding(.underline) }
        if run.font.monospace || [.card, .cardText, .codeBlock].contains(kind) { style = style.background(theme.codeBackground) }
        if run.marks.contains(.secret) {
            style = reader.revealsSecrets ? style.background(theme.codeBackground) : style.foreground(theme.secondary)
        }
        if run.marks.contains(.userMention) { style = style.foreground(theme.mention).adding([.bold, .underline]) }
        return style
    }

    /// An ink as the theme's colour: red, the one alert colour, as the theme's error colour.
    func color(_ ink: Ink) -> TerminalColor {
        switch ink {
        case .text: theme.text
        case .secondary, .quoteText: theme.secondary
        case .primary: theme.primary
        case .clear: .default
        case .named(.red): theme.error
        case .named(.yellow): theme.warning
        case .named(.green): .green
        case .named(.blue): .blue
        case .named(.cyan): .cyan
        case .named(.magenta): .magenta
        case .named(.black): .black
        case .named(.white): .white
        }
    }
}

extension MediaSymbol {
    /// The symbol in a terminal: one cell each.
    var cellGlyph: String {
        switch self {
        case .forwarded: "↪"
        case .file: "▤"
        case .microphone: "♪"
        case .voicePlay, .videoPlay: "▶"
        case .download: "↓"
        }
    }
}
