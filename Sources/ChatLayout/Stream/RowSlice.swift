/// A row taller than a page, cut into page-high slices between its lines (issue 22 "A row
/// taller than a page is cut between lines, never through one; nothing appears twice in the
/// text layer").
extension LayoutRow {
    /// The boxes of the row's text lines (row coordinates), merged where they overlap, top to
    /// bottom: the bands a cut must not cross. - Complexity: O(L log L) for L lines.
    public var lineBands: [Range<Double>] {
        var boxes: [Range<Double>] = []
        for part in parts {
            switch part.content {
            case let .text(text):
                boxes += text.measured.lines.map { (part.frame.y + $0.top)..<(part.frame.y + $0.top + $0.height) }
            case let .cells(cells):
                boxes += cells.flatMap { cell in cell.text.measured.lines.map { (cell.frame.y + $0.top)..<(cell.frame.y + $0.top + $0.height) } }
            default:
                break
            }
        }
        var merged: [Range<Double>] = []
        for box in boxes.sorted(by: { $0.lowerBound < $1.lowerBound }) where !box.isEmpty {
            if let last = merged.last, box.lowerBound < last.upperBound - 1e-9 {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, box.upperBound)
            } else {
                merged.append(box)
            }
        }
        return merged
    }

    /// Where a slice starting at `top` ends, at most at `limit`: `limit` when no line crosses
    /// it, else the top of the lines that do (when that is below `top`; a line taller than a
    /// page is cut where it must). `bands` is `lineBands`. - Complexity: O(log bands).
    public static func sliceEnd(_ bands: [Range<Double>], from top: Double, limit: Double) -> Double {
        var low = 0, high = bands.count
        while low < high {
            let middle = (low + high) / 2
            if bands[middle].upperBound <= limit + 1e-9 { low = middle + 1 } else { high = middle }
        }
        guard low < bands.count, bands[low].lowerBound < limit - 1e-9, bands[low].lowerBound > top + 1e-9 else { return limit }
        return bands[low].lowerBound
    }

    /// The row as its slice `top..<bottom` shows it: the parts that meet the slice, each text
    /// keeping only the lines that start in it, so that a line drawn on one page is not in the
    /// next page's text too. - Complexity: O(the row's text).
    public func sliced(top: Double, bottom: Double) -> LayoutRow {
        var row = self
        row.parts = parts.compactMap { part in
            guard part.frame.y < bottom, part.frame.maxY > top else { return nil }
            guard case let .text(text) = part.content, text.measured.lines.count > 1 else { return part }
            let kept = text.measured.lines.indices.filter { (top - 1e-9..<bottom - 1e-9).contains(part.frame.y + text.measured.lines[$0].top) }
            guard let first = kept.first, let last = kept.last else { return nil }
            guard kept.count < text.measured.lines.count else { return part }
            var sliced = part
            let lines = text.measured.lines
            sliced.frame.y += lines[first].top
            sliced.frame.height = lines[last].top + lines[last].height - lines[first].top
            sliced.content = .text(text.lines(first...last))
            return sliced
        }
        return row
    }
}

extension LayoutText {
    /// The text of `lines` alone, as laid out here: the runs cut to their characters, the
    /// lines moved to the top. Its measurer's shape is not kept (the painter sets it again).
    func lines(_ lines: ClosedRange<Int>) -> LayoutText {
        let measured = self.measured.lines
        let characters = measured[lines.lowerBound].characters.lowerBound..<measured[lines.upperBound].characters.upperBound
        var cut: [StyledRun] = []
        var offset = 0
        for run in runs {
            let count = run.text.count
            let (lower, upper) = (max(characters.lowerBound, offset), min(characters.upperBound, offset + count))
            if lower < upper {
                let range = lower..<upper
                var piece = run
                let start = run.text.index(run.text.startIndex, offsetBy: range.lowerBound - offset)
                piece.text = String(run.text[start..<run.text.index(start, offsetBy: range.count)])
                cut.append(piece)
            }
            offset += count
        }
        let top = measured[lines.lowerBound].top
        let kept = measured[lines].map { line in
            let start = max(0, line.characters.lowerBound - characters.lowerBound)
            return MeasuredLine(characters: start..<max(start, line.characters.upperBound - characters.lowerBound),
                         width: line.width, top: line.top - top, height: line.height, baseline: line.baseline - top)
        }
        let ends = lines.upperBound == measured.count - 1 && self.measured.endsRightToLeft
        return LayoutText(runs: cut, lineHeight: lineHeight, wraps: wraps, measured: MeasuredText(lines: kept, endsRightToLeft: ends), fullWidth: fullWidth)
    }
}
