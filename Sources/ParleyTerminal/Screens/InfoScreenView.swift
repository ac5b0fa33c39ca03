import ChatTimeline
import SimpleXModel

/// An info screen (group info, member info, a channel's members or relays) over the whole
/// screen: its title in the header (with the lines shown when they do not all fit), its lines
/// from the scroll with the highlighted one marked, and the status line with its keys.
enum InfoScreenView {
    static func draw(_ screen: InfoScreen, state: ClientState, into grid: inout CellGrid) {
        let theme = state.theme
        let model = ClientModel(state: state)
        let lines = model.infoLines(screen)
        let body = GridRect(rows: 1..<max(1, grid.size.rows - 1), columns: grid.bounds.columns)
        // The group may have shrunk since the scroll was set (a member removed, a resize).
        let top = min(screen.scroll, max(0, lines.count - 1))
        let t = state.environment.translator
        let shown = lines.count > body.height
            ? t.tr("{first}–{last} of {count}", ["first": String(top + 1), "last": String(min(lines.count, top + body.height)), "count": String(lines.count)]) + "  " : ""
        ClientScreen.drawHeader(InfoLines.title(screen, t), right: shown + (state.infoScreens.count > 1 ? t.tr("Esc back") : t.tr("Esc chat")), state: state, into: &grid)
        grid.fill(body)
        for (offset, index) in (top..<min(lines.count, top + body.height)).enumerated() {
            let row = body.rows.lowerBound + offset
            let selected = index == screen.selected
            let line = GridRect(rows: row..<(row + 1), columns: body.columns)
            if selected { grid.fill(line, style: CellStyle(background: theme.highlight)) }
            let runs = selected ? lines[index].line.runs.map { StyledText($0.text, style: $0.style.background(theme.highlight).adding(.bold)) } : lines[index].line.runs
            let marker = StyledText(selected ? "› " : "  ", style: CellStyle(foreground: theme.primary, background: selected ? theme.highlight : .default).adding(.bold))
            grid.put([marker] + runs, at: GridPoint(row: row, column: 1), clip: line.inset(right: 1))
        }
        var hints: [(String, Int)] = [(t.tr("↑↓ move"), 1), (t.tr("Enter open"), 1), (t.tr("PgUp/PgDn scroll"), 4), (t.tr("? keys"), 0), (t.tr("Esc back"), 2)]
        if screen.page == .relays, GroupPermissions(screen.group.groupInfo).isOwner { hints.insert(("d " + ChannelRelays.removeRelay(t).lowercased(), 3), at: 2) }
        ClientScreen.drawStatus(state, hint: HintLine(ranked: hints), into: &grid)
    }
}
