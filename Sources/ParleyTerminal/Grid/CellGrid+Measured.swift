import ChatLayout

extension CellGrid {
    /// Draws `runs` as `measured` laid them out (`CellTextMeasurer` on the same text), line by
    /// line from `origin` (a line's `top` is its row offset), each character in its run's
    /// style. Spaces that hang at a line's end are not drawn, so they never cover what stands
    /// right of the text (a time, a border). - Complexity: O(n) in the characters.
    package mutating func put(_ runs: [StyledText], measured: MeasuredText, at origin: GridPoint, clip: GridRect? = nil) {
        var characters: [Character] = []
        var runOfCharacter: [Int] = []
        for (index, run) in runs.enumerated() {
            for character in run.text {
                characters.append(character)
                runOfCharacter.append(index)
            }
        }
        for line in measured.lines {
            let range = line.characters.clamped(to: 0..<characters.count)
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
            var point = GridPoint(row: origin.row + Int(line.top), column: origin.column)
            var start = range.lowerBound
            while start < end {
                var stop = start + 1
                while stop < end, runOfCharacter[stop] == runOfCharacter[start] { stop += 1 }
                point.column += put(String(characters[start..<stop]), style: runs[runOfCharacter[start]].style, at: point, clip: clip)
                start = stop
            }
        }
    }
}
