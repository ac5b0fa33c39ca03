import SimpleXMarkdown
import SimpleXModel

extension TerminalRowBuilder {
    /// Where the meta goes against the end of a column (`TerminalMetaLayout`).
    func placement(_ end: ColumnEnd, bottom: Double) -> MetaPlacement {
        if let lineLeft = end.rightToLeftLineLeft, let lastBaseline = end.lastBaseline { return .rightToLeft(baseline: lastBaseline, lineLeft: lineLeft) }
        return .baseline(end.lastBaseline ?? bottom, lastLineRight: end.lastLineRight, reserved: true, contentBottom: bottom)
    }

    /// A message's text at the text edge (spec §9 Items "text", "MsgContentView",
    /// "MarkdownBlocksView"), ending with the transparent copy of the meta, and its meta. A live
    /// message has no copy: its meta goes on a line of its own below the text, a paragraph gap
    /// below a last code block, table or rule (`cardMargins`).
    mutating func textColumn(spans: [FormattedText], blocks: [MarkdownBlock]?, fontSize: Double, meta: MetaText?, live: Bool = false,
                             at top: Double, userMentions: Set<String> = [], prefix: StyledRun? = nil) -> Double {
        let x = environment.textEdge
        let ink = InkContext(userMentions: userMentions)
        guard let blocks, !blocks.isEmpty else {
            var runs = (prefix.map { [$0] } ?? []) + InlineRuns.runs(spans, font: FontSpec(size: fontSize), ink: .text, captionSize: environment.captionSize, userMentions: userMentions)
            if let meta, !live {
                runs.append(reserveRun(meta, rightToLeft: Bidi.endsRightToLeft(runs.lazy.map(\.text))))
            }
            let laidOut = text(runs, lineHeight: environment.lineBox(fontSize: fontSize, ink: .text), width: itemWidth)
            let frame = LayoutRect(x: x, y: top, width: laidOut.measured.width, height: laidOut.measured.height)
            add(.text, frame, .text(laidOut))
            guard let meta else { return frame.maxY }
            if live { return metaLine(meta, at: frame.maxY) }
            placeMeta(meta, placement: placement(Self.end(of: laidOut, frame: frame), bottom: frame.maxY))
            return frame.maxY
        }
        var body = blocks
        var trailing = 0
        if case let .emptyLines(count)? = body.last {
            trailing = min(count, BlockMarkdown.maxEmptyLines)
            body.removeLast()
        }
        let endsWithCard = trailing == 0 && body.last?.isCard == true
        let beside = endsWithCard && !live
        let metaRoom = beside ? meta.map { metaWidth($0) } ?? 0 : 0
        let reserve = trailing == 0 && !endsWithCard && !live ? meta : nil
        let ruleOnly = !body.isEmpty && body.allSatisfy(\.isRule)
        let end = column(body, x: x, width: max(0, itemWidth - metaRoom), at: top, reserve: reserve,
                         ruleOnlyWidth: ruleOnly ? ruleOnlyWidth(meta) : nil, ink: ink)
        var y = end.bottom
        guard let meta else { return y + Double(trailing) * paragraphGap }
        if reserve != nil {
            placeMeta(meta, placement: placement(end, bottom: y))
        } else if beside {
            placeMeta(meta, placement: .beside(bottom: y))
        } else {
            y += Double(trailing) * paragraphGap + (live && endsWithCard ? paragraphGap : 0)
            y = metaLine(meta, at: y)
        }
        return y
    }

    /// The meta line: a body line box holding the transparent copy, the meta on its baseline.
    mutating func metaLine(_ meta: MetaText, at y: Double) -> Double {
        let line = text([reserveRun(meta, rightToLeft: false)], lineHeight: bodyLine, width: itemWidth)
        placeMeta(meta, placement: .baseline(y + (line.measured.lastBaseline ?? 0), lastLineRight: environment.textEdge + line.measured.lastLineWidth,
                                             reserved: true, contentBottom: y + line.measured.height))
        return y + line.measured.height
    }

    /// `ruleMinWidth` of a rule-only message: as wide as the copy of the meta, or as the header
    /// or quote above when it is wider.
    func ruleOnlyWidth(_ meta: MetaText?) -> Double {
        let copy = meta.map { text([reserveRun($0, rightToLeft: false)], lineHeight: bodyLine, width: .infinity, wraps: false).measured.width } ?? 0
        let above = parts.filter { $0.kind == .header || $0.kind == .quote }.map(\.frame.width).max() ?? 0
        return min(itemWidth, max(copy, above))
    }
}
