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
        sliced([top..<bottom])[0]
    }

    /// The row as each of `bands` (top to bottom, not overlapping) shows it, as
    /// `sliced(top:bottom:)` gives each: the row's texts walked once for all of them, so that a
    /// row of a million characters on a thousand pages costs its characters, not a thousand
    /// times them. - Complexity: O(the row's text + bands × parts).
    public func sliced(_ bands: [Range<Double>]) -> [LayoutRow] {
        var slices = bands.map { _ in [LayoutPart]() }
        for part in parts {
            guard case let .text(text) = part.content, text.measured.lines.count > 1 else {
                for (index, band) in bands.enumerated() where part.frame.y < band.upperBound && part.frame.maxY > band.lowerBound {
                    slices[index].append(part)
                }
                continue
            }
            let lines = text.measured.lines
            var groups: [(band: Int, lines: ClosedRange<Int>)] = []
            var band = 0
            for index in lines.indices {
                let top = part.frame.y + lines[index].top
                while band < bands.count, top >= bands[band].upperBound - 1e-9 { band += 1 }
                guard band < bands.count, top >= bands[band].lowerBound - 1e-9 else { continue }
                if let last = groups.last, last.band == band, last.lines.upperBound == index - 1 {
                    groups[groups.count - 1].lines = last.lines.lowerBound...index
                } else {
                    groups.append((band, index...index))
                }
            }
            if groups.count == 1, groups[0].lines.count == lines.count {
                slices[groups[0].band].append(part)
                continue
            }
            for (group, piece) in zip(groups, text.pieces(groups.map(\.lines))) {
                var sliced = part
                sliced.frame.y += lines[group.lines.lowerBound].top
                sliced.frame.height = lines[group.lines.upperBound].top + lines[group.lines.upperBound].height - lines[group.lines.lowerBound].top
                sliced.content = .text(piece)
                slices[group.band].append(sliced)
            }
        }
        return slices.map { parts in
            var row = self
            row.parts = parts
            return row
        }
    }
}

extension LayoutText {
    /// The texts of `groups` of lines (ascending, not overlapping), each alone as laid out here:
    /// the runs cut to its characters, its lines moved to its top. Their measurer's shape is not
    /// kept (the painter sets each again). - Complexity: O(the text), one walk for all groups.
    public func pieces(_ groups: [ClosedRange<Int>]) -> [LayoutText] {
        let measured = self.measured.lines
        let characters = runs.map { Array($0.text) }
        var run = 0, runStart = 0
        return groups.map { lines in
            let span = measured[lines.lowerBound].characters.lowerBound..<measured[lines.upperBound].characters.upperBound
            while run < runs.count, runStart + characters[run].count <= span.lowerBound {
                runStart += characters[run].count
                run += 1
            }
            var cut: [StyledRun] = []
            var (index, start) = (run, runStart)
            while index < runs.count, start < span.upperBound {
                let (lower, upper) = (max(span.lowerBound, start), min(span.upperBound, start + characters[index].count))
                if lower < upper {
                    var piece = runs[index]
                    piece.text = String(characters[index][(lower - start)..<(upper - start)])
                    cut.append(piece)
                }
                start += characters[index].count
                index += 1
            }
            let top = measured[lines.lowerBound].top
            let kept = measured[lines].map { line in
                let first = max(0, line.characters.lowerBound - span.lowerBound)
                return MeasuredLine(characters: first..<max(first, line.characters.upperBound - span.lowerBound),
                                    width: line.width, top: line.top - top, height: line.height, baseline: line.baseline - top)
            }
            let ends = lines.upperBound == measured.count - 1 && self.measured.endsRightToLeft
            return LayoutText(runs: cut, lineHeight: lineHeight, wraps: wraps, measured: MeasuredText(lines: kept, endsRightToLeft: ends), fullWidth: fullWidth)
        }
    }

    /// The text of `lines` alone (`pieces`).
    public func lines(_ lines: ClosedRange<Int>) -> LayoutText {
        pieces([lines])[0]
    }
}
