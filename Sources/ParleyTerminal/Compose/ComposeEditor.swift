import ChatLayout

/// The compose bar's text and cursor (issue 11 "the compose bar"): typing inserts at the
/// cursor, Alt-Enter breaks the line, arrows move by cluster and by line, a paste arrives
/// whole. Drawn wrapped at the bar's width with the cursor where the terminal shows it.
/// Editing keys as readline has them are in `ComposeEditor+Readline.swift`. Two editors are
/// equal when their text and cursor are: the undo history and the kill buffer are not content.
package struct ComposeEditor: Hashable, Sendable {
    package internal(set) var characters: [Character]
    /// The cursor, as a Character offset into the text.
    package internal(set) var cursor: Int
    /// What Ctrl-U, Ctrl-K and Ctrl-W cut last, for Ctrl-Y.
    package internal(set) var killed = ""
    /// Earlier texts and cursors for undo, the newest last.
    var history: [Snapshot] = []
    /// The last edit was typing within a word: the next key joins its undo step.
    var typingWord = false

    /// A text and its cursor, as undo restores them.
    struct Snapshot: Sendable {
        var characters: [Character]
        var cursor: Int
    }

    package init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    package static func == (lhs: ComposeEditor, rhs: ComposeEditor) -> Bool {
        lhs.characters == rhs.characters && lhs.cursor == rhs.cursor
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(cursor)
    }

    package var text: String { String(characters) }
    package var isEmpty: Bool { characters.isEmpty }

    /// Inserts `text` at the cursor in grapheme clusters: a key that continues the cluster
    /// before the cursor (a flag's second regional indicator, a skin tone, a combining accent,
    /// a joiner's next emoji; keys arrive one Unicode scalar at a time) joins it, so that the
    /// cursor and Backspace take the cluster whole. The break rules look back one cluster only,
    /// so this is O(text) per key.
    package mutating func insert(_ text: String) {
        let word = text.count == 1 && !(text.first?.isWhitespace ?? true)
        if !(word && typingWord) { remember() }
        typingWord = word
        guard cursor > 0 else {
            let new = Array(text)
            characters.insert(contentsOf: new, at: cursor)
            cursor += new.count
            return
        }
        let merged = Array(String(characters[cursor - 1]) + text)
        characters.replaceSubrange((cursor - 1)..<cursor, with: merged)
        cursor += merged.count - 1
    }

    package mutating func backspace() {
        guard cursor > 0 else { return }
        remember()
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        remember()
        characters.remove(at: cursor)
    }

    /// Deletes back to the start of the word before the cursor (Ctrl-W).
    mutating func deleteWord() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        guard start < cursor else { return }
        remember()
        killed = String(characters[start..<cursor])
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    package mutating func moveLeft() { move(to: max(0, cursor - 1)) }
    mutating func moveRight() { move(to: min(characters.count, cursor + 1)) }
    mutating func moveToLineStart() { move(to: lineStart(of: cursor)) }
    mutating func moveToLineEnd() { move(to: lineEnd(of: cursor)) }

    /// Puts the cursor at `index`; what is typed there is an undo step of its own.
    mutating func move(to index: Int) {
        cursor = index
        typingWord = false
    }

    /// Moves to the line above; false when the cursor is on the first line already.
    @discardableResult
    mutating func moveUp() -> Bool {
        let start = lineStart(of: cursor)
        guard start > 0 else { return false }
        let column = cursor - start
        let previous = lineStart(of: start - 1)
        cursor = min(previous + column, start - 1)
        return true
    }

    /// Moves to the line below; false when the cursor is on the last line already.
    @discardableResult
    mutating func moveDown() -> Bool {
        let end = lineEnd(of: cursor)
        guard end < characters.count else { return false }
        let column = cursor - lineStart(of: cursor)
        cursor = min(end + 1 + column, lineEnd(of: end + 1))
        return true
    }

    /// The word the cursor stands at the end of (after the last space or line break).
    var wordBeforeCursor: String {
        var start = cursor
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return String(characters[start..<cursor])
    }

    /// Replaces the word before the cursor with `text`.
    mutating func replaceWordBeforeCursor(with text: String) {
        let count = wordBeforeCursor.count
        characters.removeSubrange((cursor - count)..<cursor)
        cursor -= count
        insert(text)
    }

    package mutating func set(_ text: String) {
        remember()
        characters = Array(text)
        cursor = characters.count
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    /// The text broken into display lines at `width` cells and the cursor's place among them
    /// (issue 36 D22): at hard breaks, then after the last space that fits — a word too long
    /// for a line is cut by cluster, and a space where a line is full ends it unseen, so no
    /// line starts with the space it broke at. A tab is drawn as `SafeText.tabCells` spaces,
    /// any other control as its picture. - Complexity: O(n · width).
    package func layout(width: Int) -> (lines: [String], cursor: GridPoint) {
        let width = max(1, width)
        var lines: [[ComposeGlyph]] = [[]]
        var lineWidth = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                lines[lines.count - 1].append(ComposeGlyph(index: index, drawn: "", cells: 0))
                lines.append([])
                lineWidth = 0
                continue
            }
            let drawn = character == "\t" ? SafeText.expandingTabs("\t") : SafeText.sanitize(String(character), for: .name)
            let glyph = ComposeGlyph(index: index, drawn: drawn, cells: max(1, CellWidth.of(drawn)), breaksAfter: character == " " || character == "\t")
            if lineWidth + glyph.cells > width {
                if glyph.breaksAfter {
                    lines.append([ComposeGlyph(index: index, drawn: "", cells: 0)])
                    lineWidth = 0
                    continue
                }
                let line = lines[lines.count - 1]
                let word = line.lastIndex(where: \.breaksAfter).map { line.index(after: $0) } ?? line.endIndex
                let carried = word > line.startIndex ? Array(line[word...]) : []
                lines[lines.count - 1].removeLast(carried.count)
                lines.append(carried)
                lineWidth = carried.reduce(0) { $0 + $1.cells }
                if lineWidth + glyph.cells > width {
                    lines.append([])
                    lineWidth = 0
                }
            }
            lines[lines.count - 1].append(glyph)
            lineWidth += glyph.cells
        }
        var cursorPoint = GridPoint(row: lines.count - 1, column: lineWidth)
        if cursor == characters.count, lineWidth >= width {
            lines.append([])
            cursorPoint = GridPoint(row: lines.count - 1, column: 0)
        }
        for (row, line) in lines.enumerated() {
            var column = 0
            for glyph in line {
                if glyph.index == cursor { cursorPoint = GridPoint(row: row, column: column) }
                column += glyph.cells
            }
        }
        return (lines.map { $0.map(\.drawn).joined() }, cursorPoint)
    }
}

/// A character of the compose bar as `ComposeEditor.layout` places it: its index in the text,
/// what is drawn for it and in how many cells; a space or tab, where a line may break.
private struct ComposeGlyph {
    let index: Int
    let drawn: String
    let cells: Int
    var breaksAfter = false
}
