import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// The meta of an item in cells: the pieces `MetaText.shown` decided (the one rule of both
/// faces: edit mark, timer with its time-to-live, via proxy, status, file encryption, time),
/// each icon as its glyph in its colour.
enum ItemMeta {
    /// One space stands between the pieces, where the meta has a separator or between two
    /// icons; a timer's time-to-live follows it directly ("⏱1h"); icons without a glyph (the
    /// clear placeholder) leave no space behind.
    static func runs(_ meta: MetaText?, theme: TerminalTheme) -> [StyledText] {
        guard let meta else { return [] }
        var runs: [StyledText] = []
        var spaced = false
        var afterIcon = false
        for piece in meta.pieces {
            let run: StyledText
            switch piece {
            case .separator:
                spaced = true
                continue
            case let .icon(icon):
                guard let glyph = glyph(icon, theme: theme) else { continue }
                run = glyph
            case let .text(text):
                run = StyledText(text, style: theme.dim)
            }
            let isIcon = if case .icon = piece { true } else { false }
            if !runs.isEmpty, spaced || (afterIcon && isIcon) { runs.append(StyledText(" ")) }
            runs.append(run)
            (spaced, afterIcon) = (false, isIcon)
        }
        return runs
    }

    /// An icon's glyph (`MetaIcon`, spec §6): ✎ edited, ⏱ timer, ⇄ via proxy, ⋯ sending, ✓
    /// sent, ✓✓ delivered (red for a bad hash), ✕ error (red), ⚠ warning, ● unread, ? invalid,
    /// ⚿ an encrypted file; nil for the clear placeholder, which only keeps room in a bubble.
    static func glyph(_ icon: MetaIcon, theme: TerminalTheme) -> StyledText? {
        switch icon {
        case .placeholder: nil
        case .delivered: StyledText("✓✓", style: theme.dim)
        case .deliveredBadHash: StyledText("✓✓", style: CellStyle(foreground: theme.error))
        case .authError, .error: StyledText(String(icon.character), style: CellStyle(foreground: theme.error))
        case .warning: StyledText(String(icon.character), style: CellStyle(foreground: theme.warning))
        case .unread: StyledText(String(icon.character), style: CellStyle(foreground: theme.primary))
        case .invalid: StyledText(String(icon.character), style: CellStyle(foreground: theme.error))
        case .edited, .timer, .viaProxy, .sending, .sent, .encrypted, .unencrypted: StyledText(String(icon.character), style: theme.dim)
        }
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
        case let .video(duration, _, _): return [card("▶", "video \(DurationText.text(seconds: duration))", fileDetail)]
        case let .voice(duration, _): return [card("🎤", "voice \(DurationText.text(seconds: duration))", fileDetail)]
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
