extension EncoderState {
    /// Moves the cursor to `row`, `column` by the shortest sequence. With `filling` (the
    /// target row's cells), a short gap forward on the same row whose cells are narrow and in
    /// the pen's style is rewritten instead, when that is shorter.
    mutating func moveTo(row: Int, column: Int, filling cells: ArraySlice<Cell>? = nil) {
        if cursorRow == row, let current = cursorColumn {
            if current == column { return }
            if let cells, column > current, column - current <= 4, fillGap(cells, from: current, to: column) { return }
        }
        var best = FrameBytes.cursorPositionCost(row: row, column: column)
        var plan = MotionPlan.absolute
        if let currentRow = cursorRow {
            let rowDelta = row - currentRow
            let vertical: (cost: Int, step: VerticalStep)
            if rowDelta == 0 {
                vertical = (0, .none)
            } else if rowDelta > 0 && rowDelta <= 3 {
                vertical = (rowDelta, .lineFeeds(rowDelta))
            } else if rowDelta > 0 {
                vertical = (FrameBytes.csiCost(rowDelta), .down(rowDelta))
            } else {
                vertical = (FrameBytes.csiCost(-rowDelta), .up(-rowDelta))
            }
            let horizontal = horizontalStep(to: column)
            if vertical.cost + horizontal.cost < best {
                best = vertical.cost + horizontal.cost
                plan = .relative(vertical.step, horizontal.step)
            }
        }
        switch plan {
        case .absolute:
            out.cursorPosition(row: row, column: column)
        case .relative(let vertical, let horizontal):
            switch vertical {
            case .none: break
            case .lineFeeds(let n): for _ in 0..<n { out.append(0x0A) }
            case .down(let n): out.csi(n, UInt8(ascii: "B"))
            case .up(let n): out.csi(n, UInt8(ascii: "A"))
            }
            switch horizontal {
            case .none: break
            case .carriageReturn: out.append(0x0D)
            case .forward(let n): out.csi(n, UInt8(ascii: "C"))
            case .back(let n): out.csi(n, UInt8(ascii: "D"))
            case .column(let c): out.csi(c + 1, UInt8(ascii: "G"))
            }
        }
        cursorRow = row
        cursorColumn = column
    }

    enum VerticalStep { case none, lineFeeds(Int), down(Int), up(Int) }
    enum HorizontalStep { case none, carriageReturn, forward(Int), back(Int), column(Int) }
    enum MotionPlan { case absolute, relative(VerticalStep, HorizontalStep) }

    /// The cheapest way along the row to `column` from the known (or unknown) cursor column.
    func horizontalStep(to column: Int) -> (cost: Int, step: HorizontalStep) {
        if column == 0 { return (1, .carriageReturn) }
        var best = (cost: FrameBytes.csiCost(column + 1), step: HorizontalStep.column(column))
        guard let current = cursorColumn else { return best }
        if current == column { return (0, .none) }
        let relative = column > current
            ? (cost: FrameBytes.csiCost(column - current), step: HorizontalStep.forward(column - current))
            : (cost: FrameBytes.csiCost(current - column), step: HorizontalStep.back(current - column))
        if relative.cost < best.cost { best = relative }
        return best
    }

    /// Rewrites the unchanged cells from `start` to `end` when they are narrow, in the pen's
    /// style and fewer bytes than moving over them. Returns whether it did.
    mutating func fillGap(_ cells: ArraySlice<Cell>, from start: Int, to end: Int) -> Bool {
        let base = cells.startIndex
        var bytes = 0
        for column in start..<end {
            let cell = cells[base + column]
            guard cell.width == 1, cell.style == pen else { return false }
            bytes += cell.text.utf8.count
        }
        guard bytes < FrameBytes.csiCost(end - start) else { return false }
        for column in start..<end {
            out.append(contentsOf: cells[base + column].text.utf8)
            cellsWritten += 1
        }
        cursorColumn = end
        return true
    }
}
