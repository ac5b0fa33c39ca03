import ChatLayout
import Foundation
import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

/// The chat list (issue 11 "Screens"): each chat's initials avatar, name, its newest item's
/// preview with the markdown drawn, time, unread and mention counts and a muted mark; the
/// highlighted chat; the search being typed.
enum ChatListScreen {
    static func draw(_ state: ClientState, chats: [AChat], into grid: inout CellGrid, rect: GridRect) {
        let theme = state.theme
        let t = state.environment.translator
        grid.fill(rect)
        guard !chats.isEmpty else {
            grid.put([StyledText(state.list.search == nil ? t.tr("No chats yet: n starts one (a link, an invitation, your address, a group)") : t.tr("No chats match"), style: theme.dim)],
                     row: rect.rows.lowerBound + 1, in: rect, alignment: .center)
            return
        }
        let first = max(0, min(state.list.selected - rect.height + 1, chats.count - rect.height))
        for (offset, chat) in chats.dropFirst(first).prefix(rect.height).enumerated() {
            let index = first + offset
            let row = rect.rows.lowerBound + offset
            draw(chat, selected: index == state.list.selected, state: state, into: &grid, row: row, rect: rect)
        }
    }

    private static func draw(_ chat: AChat, selected: Bool, state: ClientState, into grid: inout CellGrid, row: Int, rect: GridRect) {
        let theme = state.theme
        let line = GridRect(rows: row..<(row + 1), columns: rect.columns)
        let background: TerminalColor = selected ? theme.highlight : .default
        grid.fill(line, style: CellStyle(background: background))
        let fullName = SafeText.sanitize(chat.chatInfo.displayName, for: .name)
        let unread = chat.chatStats.unreadCount
        var right: [StyledText] = []
        if chat.chatInfo.isMuted { right.append(StyledText("🔕 ", style: theme.dim.background(background))) }
        if chat.chatStats.unreadMentions > 0 { right.append(StyledText("@ ", style: CellStyle(foreground: theme.mention, background: background).adding(.bold))) }
        if unread > 0 { right.append(StyledText("\(unread) ", style: CellStyle(foreground: theme.primary, background: background).adding(.bold))) }
        if let item = chat.chatItems.last {
            right.append(StyledText(previewTime(item.meta.itemTs, state.environment), style: theme.dim.background(background)))
        }
        let rightWidth = StyledLine(right).width
        let avatar = TerminalTheme.avatarCells(chat.chatInfo.displayName)
        var column = rect.columns.lowerBound + 1
        column += grid.put(avatar, style: CellStyle(foreground: .rgb(0xff, 0xff, 0xff), background: TerminalTheme.avatarColor(for: chat.chatInfo.displayName)).adding(.bold), at: GridPoint(row: row, column: column))
        column += 1
        let nameStyle = CellStyle(foreground: theme.text, background: background).adding(unread > 0 || selected ? .bold : [])
        let textEnd = rect.columns.upperBound - rightWidth - 2
        let name = fullName.cut(to: max(Self.shortestName, (textEnd - column) / 2))
        column += grid.put(name, style: nameStyle, at: GridPoint(row: row, column: column), clip: GridRect(rows: line.rows, columns: line.columns.lowerBound..<max(column, textEnd)))
        column += 2
        if case let .invalidJSON(decodingError, _) = chat.chatInfo, column < textEnd {
            let reason = SafeText.sanitize(state.environment.translator.tr("could not be read: {error}", ["error": decodingError]), for: .name)
            grid.put(reason, style: CellStyle(foreground: theme.error, background: background), at: GridPoint(row: row, column: column),
                     clip: GridRect(rows: line.rows, columns: column..<textEnd))
        } else if case .contactRequest = chat.chatInfo, column < textEnd {
            grid.put(state.environment.translator.tr("wants to connect: Enter accepts or rejects"), style: CellStyle(foreground: theme.primary, background: background).adding(.bold),
                     at: GridPoint(row: row, column: column), clip: GridRect(rows: line.rows, columns: column..<textEnd))
        } else if let item = chat.chatItems.last, column < textEnd {
            let preview = previewRuns(item, chat: chat, state: state, background: background)
            let cut = StyledLine(preview).width > textEnd - column
            grid.put(preview, at: GridPoint(row: row, column: column), clip: GridRect(rows: line.rows, columns: column..<max(column, textEnd - (cut ? 1 : 0))))
            if cut { grid.put("…", style: CellStyle(foreground: theme.secondary, background: background), at: GridPoint(row: row, column: textEnd - 1)) }
        }
        grid.put(right, row: row, in: GridRect(rows: line.rows, columns: rect.columns.lowerBound..<(rect.columns.upperBound - 1)), alignment: .trailing)
    }

    /// A chat's name takes at most half of its row's text, cut with "…", so a long name never
    /// pushes the preview off the row (issue 36 D22); never fewer cells than this.
    static let shortestName = 12

    /// How much of a message its preview reads: more than a terminal line shows, so that a
    /// message of any length costs a key on the list the same (issue 18 defect 2).
    static let previewLimit = 1_024

    /// The first `previewLimit` characters of `spans`. - Complexity: O(previewLimit).
    static func previewPrefix(_ spans: [FormattedText]) -> [FormattedText] {
        var remaining = previewLimit
        var kept: [FormattedText] = []
        for span in spans where remaining > 0 {
            let text = span.text.prefix(remaining)
            remaining -= text.count
            kept.append(FormattedText(format: span.format, text: String(text)))
        }
        return kept
    }

    /// The preview of the newest item: the start of its text on one line with the markdown
    /// drawn, an event's text dimmed, a file's name.
    static func previewRuns(_ item: ChatItem, chat: AChat, state: ClientState, background: TerminalColor) -> [StyledText] {
        let theme = state.theme
        let base = CellStyle(foreground: theme.secondary, background: background)
        guard let content = item.msgContent else {
            return [StyledText(SafeText.sanitize(String(item.meta.itemText.prefix(previewLimit)), for: .name), style: base.adding(.italic))]
        }
        var runs: [StyledText] = []
        if let ref = chat.chatInfo.chatRef, let draft = state.session.draft(of: ref), state.open?.ref != ref {
            return [StyledText(state.environment.translator.tr("Draft: "), style: CellStyle(foreground: theme.error, background: background).adding(.bold)),
                    StyledText(SafeText.sanitize(String(draft.prefix(previewLimit)), for: .name).replacingOccurrences(of: "\n", with: " "), style: base)]
        }
        if case let .groupRcv(member) = item.chatDir {
            runs.append(StyledText(SafeText.sanitize(member.memberProfile.displayName, for: .name) + ": ", style: base.adding(.bold)))
        } else if item.chatDir.isSent {
            runs.append(StyledText(state.environment.translator.tr("you: ", context: "preview"), style: base))
        }
        if content.text.isEmpty, let file = item.file {
            return runs + [StyledText("📄 " + SafeText.sanitize(file.fileName, for: .name), style: base)]
        }
        let styles = InlineStyles(theme: theme, revealSecrets: false, ownNames: state.ownNames(in: chat.chatInfo), base: base)
        let start = String(content.text.prefix(previewLimit))
        let spans = item.formattedText.map(previewPrefix) ?? InlineMarkdown.formattedText(start) ?? [FormattedText(text: start)]
        return runs + styles.runs(spans).map { StyledText($0.text.replacingOccurrences(of: "\n", with: " "), style: $0.style.background(background)) }
    }

    /// The chat list's time (`formatTimestampText`): the time when today, else the date.
    static func previewTime(_ date: Date, _ environment: TimelineEnvironment) -> String {
        environment.calendar.isDate(date, inSameDayAs: environment.now)
            ? environment.timestampText(date)
            : DateSeparator.text(date, environment: environment).split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}
