import ChatLayout
import ChatTimeline
import Localization

/// A direct chat's info as lines of a sheet (issue 38 "Contact info", `ContactInfoSections`,
/// the window's panel's model): the full name, then each section's heading and rows, a row's
/// value dim after its label, and the footer; the contact's words made safe for the terminal.
/// Clearing and deleting are the window's buttons and the terminal's `/d`: not lines here.
enum ContactInfoLines {
    static func lines(_ info: ContactInfoSections, theme: TerminalTheme, translator t: Translator) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let fullName = info.fullName { lines.append(StyledLine([StyledText(SafeText.sanitize(fullName, for: .name), style: theme.dim)])) }
        for section in info.sections where section.kind != .danger {
            lines.append(StyledLine())
            if let heading = section.kind.heading(t) { lines.append(StyledLine([StyledText(heading, style: theme.body.adding(.bold))])) }
            for row in section.rows {
                let detail = row.detail(t).map { [StyledText("  " + SafeText.sanitize($0, for: .name), style: theme.dim)] } ?? []
                lines.append(StyledLine([StyledText(row.title(t), style: theme.body)] + detail))
            }
            if let footer = section.footer { lines.append(StyledLine([StyledText(SafeText.sanitize(footer.text(t), for: .body), style: theme.dim)])) }
        }
        return lines
    }

    /// The sheet's title: the name, with ✓ once the connection is verified.
    static func title(_ info: ContactInfoSections) -> String {
        (info.verified ? "✓ " : "") + SafeText.sanitize(info.name, for: .name)
    }
}
