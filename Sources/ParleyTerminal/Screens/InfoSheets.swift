import ChatLayout
import ChatTimeline
import Foundation
import Localization
import SimpleXModel

/// Item info as lines of a sheet (seed 000 §6 "ChatItemInfoView", `ItemInfoSections`): a
/// time's name and a forward's chat dim before their value, a member before its status, an
/// earlier version's time before its text, quoted and earlier texts with their markdown drawn
/// (D18); other people's text made safe for the terminal; the headings in `t`'s language.
enum ItemInfoLines {
    static func lines(_ info: ItemInfoSections, theme: TerminalTheme, translator t: Translator = .english) -> [StyledLine] {
        var lines: [StyledLine] = []
        for section in info.sections {
            if let heading = section.kind.heading(t) { lines += [StyledLine(), StyledLine([StyledText(heading, style: theme.body.adding(.bold))])] }
            for line in section.lines {
                let label = SafeText.sanitize(line.label, for: .name), value = SafeText.sanitize(line.value, for: .name)
                let line: StyledLine = switch section.kind {
                case .inReplyTo, .history:
                    StyledLine([StyledText(label + section.kind.separator, style: theme.dim)] + MarkdownLine.runs(line.value, base: theme.body, theme: theme))
                case .times, .forwardedFrom, .savedFrom: StyledLine([StyledText(label + section.kind.separator, style: theme.dim), StyledText(value, style: theme.body)])
                case .delivery: StyledLine([StyledText(label, style: theme.body), StyledText(section.kind.separator + value, style: theme.dim)])
                }
                lines.append(line)
            }
        }
        return lines
    }
}
