/// The compose bar's readline keys (issue 18 "Writing"): cutting to the line's ends and
/// yanking back, moving by words, and undo.
extension ComposeEditor {
    /// How many earlier states undo keeps.
    static let undoLimit = 100

    /// Ctrl-U: cuts from the line's start to the cursor.
    mutating func killToLineStart() {
        var start = cursor
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        kill(start..<cursor)
    }

    /// Ctrl-K: cuts from the cursor to the line's end.
    mutating func killToLineEnd() {
        var end = cursor
        while end < characters.count, characters[end] != "\n" { end += 1 }
        kill(cursor..<end)
    }

    /// Ctrl-Y: puts back what was cut last, at the cursor.
    mutating func yank() {
        guard !killed.isEmpty else { return }
        remember()
        typingWord = true
        insert(killed)
        typingWord = false
    }

    /// Alt-B: to the start of the word before the cursor.
    mutating func moveWordLeft() {
        var index = cursor
        while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
        move(to: index)
    }

    /// Alt-F: to the end of the word after the cursor.
    mutating func moveWordRight() {
        var index = cursor
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        move(to: index)
    }

    /// Ctrl-_ (Ctrl-/): the text and cursor before the last edit; typing a word is one edit.
    package mutating func undo() {
        guard let earlier = history.popLast() else { return }
        (characters, cursor) = (earlier.characters, earlier.cursor)
        typingWord = false
    }

    /// Keeps the text and cursor for undo, before an edit.
    mutating func remember() {
        typingWord = false
        history.append(Snapshot(characters: characters, cursor: cursor))
        if history.count > Self.undoLimit { history.removeFirst(history.count - Self.undoLimit) }
    }

    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        remember()
        killed = String(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
