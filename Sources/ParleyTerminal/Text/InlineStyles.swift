import ChatLayout
import ChatTimeline
import SimpleXModel

/// How the core's inline formats are drawn in cells (simplex-view-logic §3.5): bold, italic
/// and strike-through as SGR attributes, snippets on the code background, secrets blocked out
/// until revealed, colours, links and mentions tinted (the user's own mention stronger), with
/// OSC 8 targets for links. All text is made safe first (`SafeText`).
struct InlineStyles {
    let theme: TerminalTheme
    /// Show secrets in clear (the focused item's were revealed by the user).
    let revealSecrets: Bool
    /// The names of the user, for mentions that are the user's own.
    let ownNames: Set<String>
    /// The style the text starts from (a heading's bold, a quote's dimming).
    var base: CellStyle

    /// The runs of `spans`.
    func runs(_ spans: [FormattedText]) -> [StyledText] {
        spans.map(run)
    }

    /// The run of one span.
    func run(_ span: FormattedText) -> StyledText {
        let text = SafeText.drawn(span.text)
        guard let format = span.format else { return StyledText(text, style: base) }
        switch format {
        case .bold: return StyledText(text, style: base.adding(.bold))
        case .italic: return StyledText(text, style: base.adding(.italic))
        case .strikeThrough: return StyledText(text, style: base.adding(.strikethrough))
        case .snippet: return StyledText(text, style: base.background(theme.codeBackground))
        case .small: return StyledText(text, style: base.adding(.dim))
        case .secret:
            return revealSecrets
                ? StyledText(text, style: base.background(theme.codeBackground))
                : StyledText(String(repeating: "▒", count: max(1, text.count)), style: base.foreground(theme.secondary))
        case let .colored(color): return StyledText(text, style: base.foreground(Self.color(color, theme: theme)))
        case .uri, .email, .phone: return link(text, to: LinkTarget.of(span) ?? span.text)
        case let .hyperLink(_, showText), let .simplexLink(_, showText, _, _):
            return link(showText.map(SafeText.drawn) ?? text, to: LinkTarget.of(span) ?? span.text)
        case let .mention(memberName):
            let own = ownNames.contains(memberName)
            return StyledText(text, style: base.foreground(own ? theme.mention : theme.primary).adding(own ? [.bold, .underline] : .bold))
        case .command: return StyledText(text, style: base.foreground(theme.primary))
        case .simplexName, .unrecognized: return StyledText(text, style: base)
        }
    }

    private func link(_ text: String, to target: String) -> StyledText {
        StyledText(text, style: base.foreground(theme.primary).adding(.underline).linking(to: target))
    }

    /// The core's colour names as terminal colours.
    static func color(_ color: Color, theme: TerminalTheme) -> TerminalColor {
        switch color {
        case .black: .black
        case .red: .red
        case .green: .green
        case .yellow: .yellow
        case .blue: .blue
        case .magenta: .magenta
        case .cyan: .cyan
        case .white: .white
        case .unrecognized: theme.text
        }
    }
}
