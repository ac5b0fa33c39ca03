import ChatLayout

extension PangoTextMeasurer {
    /// The most characters Pango is given in one layout. Pango lays a paragraph of more than
    /// about 150,000 bytes out as one line, dropping the rest (measured on Pango 1.50); 16,384
    /// characters are at most 64 KB.
    static let chunkCharacters = 16_384

    /// Whether text of `pieces` is too long for one Pango layout: more than `chunkCharacters`
    /// characters (its bytes, counted at once, tell most texts apart first).
    static func exceedsOneLayout(_ pieces: [String]) -> Bool {
        pieces.reduce(0) { $0 + $1.utf8.count } > chunkCharacters && pieces.reduce(0) { $0 + $1.count } > chunkCharacters
    }

    /// A paragraph longer than `chunkCharacters` measured a piece at a time, each piece's lines
    /// below the last: pieces end at a hard line break where the last quarter of a piece has
    /// one (the break belongs to no line, as a break between lines does not), else after a
    /// space, else between two characters, so that a piece ends a line it would have ended.
    /// - Complexity: O(n), linear in the paragraph whatever its length.
    func measureInChunks(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        let characters = paragraph.runs.flatMap { run in run.text.map { (character: $0, font: run.font) } }
        var lines: [MeasuredLine] = []
        var start = 0, top = 0.0
        while start < characters.count {
            var end = min(characters.count, start + Self.chunkCharacters)
            var next = end
            if end < characters.count {
                let window = (start + Self.chunkCharacters * 3 / 4)..<end
                if let newline = window.last(where: { characters[$0].character.isNewline }) {
                    (end, next) = (newline, newline + 1)
                } else if let space = window.last(where: { characters[$0].character == " " }) {
                    (end, next) = (space + 1, space + 1)
                }
            }
            var runs: [TextRun] = []
            for (character, font) in characters[start..<end] {
                if let last = runs.last, last.font == font { runs[runs.count - 1].text.append(character) } else { runs.append(TextRun(String(character), font: font)) }
            }
            var piece = paragraph
            piece.runs = runs
            let measured = measureWhole(piece, maxWidth: maxWidth, keepsShape: false)
            lines += measured.lines.map { line in
                MeasuredLine(characters: (line.characters.lowerBound + start)..<(line.characters.upperBound + start), width: line.width,
                             top: line.top + top, height: line.height, baseline: line.baseline + top)
            }
            top += measured.height
            start = next
        }
        return MeasuredText(lines: lines, endsRightToLeft: false)
    }
}
