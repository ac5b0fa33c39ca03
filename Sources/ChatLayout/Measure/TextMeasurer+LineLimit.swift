extension TextMeasurer {
    /// `runs` shown in at most `limit` lines (the apps' `lineLimit`): when they take more, cut
    /// after the last shown line's characters, trailing spaces dropped, ending in "…", shortened
    /// until the ellipsis fits too.
    /// - Complexity: one measure when the text fits; else one per character given back (a few
    ///   in practice: the ellipsis is one character wide).
    func limited(_ runs: [StyledRun], lineHeight: Double?, width: Double, limit: Int) -> (runs: [StyledRun], measured: MeasuredText) {
        func measure(_ runs: [StyledRun]) -> MeasuredText {
            self.measure(TextParagraph(runs: runs.map { TextRun($0.text, font: $0.font) }, lineHeight: lineHeight), maxWidth: width)
        }
        let measured = measure(runs)
        guard limit > 0, measured.lines.count > limit else { return (runs, measured) }
        var keep = measured.lines[limit - 1].characters.upperBound
        while keep > 0 {
            let cut = Self.prefix(runs, characters: keep)
            let shown = measure(cut)
            if shown.lines.count <= limit { return (cut, shown) }
            keep -= 1
        }
        let ellipsis = Self.prefix(runs, characters: 0)
        return (ellipsis, measure(ellipsis))
    }

    /// The first `count` characters of `runs`, trailing white space dropped, then "…" in the
    /// last kept run's style.
    static func prefix(_ runs: [StyledRun], characters count: Int) -> [StyledRun] {
        var left = count
        var kept: [StyledRun] = []
        for run in runs where left > 0 {
            var run = run
            let length = run.text.count
            if length > left { run.text = String(run.text.prefix(left)) }
            left -= min(length, left)
            kept.append(run)
        }
        while let last = kept.last, last.text.last?.isWhitespace == true || last.text.isEmpty {
            kept[kept.count - 1].text = String(last.text.dropLast())
            if kept[kept.count - 1].text.isEmpty { kept.removeLast() }
        }
        guard var last = kept.popLast() ?? runs.first.map({ StyledRun("", font: $0.font, ink: $0.ink, marks: $0.marks) }) else { return [] }
        last.text += "…"
        kept.append(last)
        return kept
    }
}
