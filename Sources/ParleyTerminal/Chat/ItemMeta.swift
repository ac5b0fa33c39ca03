import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// The meta of an item in cells (simplex-view-logic §3.6, left to right): the edit mark, the
/// disappearing timer, the delivery status and the time — the time only when the item's
/// separation shows it. Deleted content shows only the time; a message marked deleted has no
/// edit mark (its text is not shown, so neither is that it was edited).
enum ItemMeta {
    static func runs(_ item: ChatItem, showsTime: Bool, environment: TimelineEnvironment, theme: TerminalTheme) -> [StyledText] {
        let dim = theme.dim
        var runs: [StyledText] = []
        if !item.isDeletedContent {
            if item.meta.itemEdited, item.meta.itemDeleted == nil { runs.append(StyledText("✎", style: dim)) }
            if item.meta.itemTimed?.deleteAt != nil, item.meta.itemStatus != .rcvNew { runs.append(StyledText("⏱", style: dim)) }
            if let status = status(item.meta.itemStatus, theme: theme) { runs.append(status) }
        }
        if showsTime { runs.append(StyledText(time(item.meta.itemTs, environment: environment), style: dim)) }
        return runs.enumerated().flatMap { index, run in index == 0 ? [run] : [StyledText(" "), run] }
    }

    /// The status icon: sent ✓, delivered ✓✓ (pale while partial, red for a bad hash), an
    /// error ✗, a warning ⚠, unread received ●, an invalid status ?; none otherwise.
    static func status(_ status: CIStatus, theme: TerminalTheme) -> StyledText? {
        switch status {
        case let .sndSent(progress): StyledText("✓", style: progress == .partial ? theme.dim.adding(.dim) : theme.dim)
        case let .sndRcvd(receipt, progress):
            StyledText("✓✓", style: receipt == .badMsgHash ? CellStyle(foreground: theme.error) : progress == .partial ? theme.dim.adding(.dim) : theme.dim)
        case .sndErrorAuth, .sndError: StyledText("✗", style: CellStyle(foreground: theme.error))
        case .sndWarning: StyledText("⚠", style: CellStyle(foreground: theme.warning))
        case .rcvNew: StyledText("●", style: CellStyle(foreground: theme.primary))
        case .invalid: StyledText("?", style: CellStyle(foreground: theme.error))
        case .sndNew, .rcvRead, .unrecognized: nil
        }
    }

    /// The time of day, 24-hour, in the environment's calendar.
    static func time(_ date: Date, environment: TimelineEnvironment) -> String {
        let parts = environment.calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

/// Cards of the terminal layout in cells (seed 000 §9 Items, §5 media views): media, voice,
/// files and link previews as one or two framed lines with their name, size and status.
enum ItemCards {
    static func lines(_ item: ChatItem, width: Int, theme: TerminalTheme) -> [StyledLine] {
        guard let content = item.msgContent else { return [] }
        let frame = CellStyle(foreground: theme.frame)
        let label = CellStyle(foreground: theme.text, background: theme.codeBackground)
        let dim = CellStyle(foreground: theme.secondary, background: theme.codeBackground)
        func card(_ icon: String, _ title: String, _ detail: String) -> StyledLine {
            StyledLine([StyledText("▌", style: frame), StyledText(" \(icon) ", style: label), StyledText(SafeText.sanitize(title, for: .name), style: label),
                        StyledText(detail.isEmpty ? " " : "  \(detail) ", style: dim)])
        }
        let fileDetail = item.file.map(MediaLabel.fileDetail) ?? ""
        switch content {
        case .image: return [card("▣", "image", fileDetail)]
        case let .video(duration, _, _): return [card("▶", "video \(MediaLabel.clock(duration))", fileDetail)]
        case let .voice(duration, _): return [card("🎤", "voice \(MediaLabel.clock(duration))", fileDetail)]
        case .file: return [card("📄", item.file?.fileName ?? "file", fileDetail)]
        case let .link(preview, _):
            var lines = [card("🔗", preview.title, "")]
            if !preview.description.isEmpty {
                lines.append(StyledLine([StyledText("▌ ", style: frame), StyledText(SafeText.sanitize(preview.description, for: .name), style: theme.dim)]))
            }
            let target = SafeText.sanitize(preview.uri, for: .name)
            lines.append(StyledLine([StyledText("▌ ", style: frame), StyledText(target, style: CellStyle(foreground: theme.primary).adding(.underline).linking(to: preview.uri))]))
            return lines
        case .chat: return [card("💬", "chat link", "")]
        default: return []
        }
    }
}
