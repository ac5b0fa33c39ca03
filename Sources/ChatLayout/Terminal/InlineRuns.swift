import ChatTimeline
import SimpleXModel

/// Message spans (`formattedText`) as styled runs (spec §4 MsgContentView): bold, italic,
/// strike, snippet in the monospace font, secret as a blocked run, small as caption, colours,
/// links and commands in the primary colour, mentions in semibold (tinted when they name the user).
enum InlineRuns {
    static func runs(_ spans: [FormattedText], font: FontSpec, ink: Ink, captionSize: Double, userMentions: Set<String> = []) -> [StyledRun] {
        spans.map { span in
            var run = StyledRun(span.text, font: font, ink: ink)
            switch span.format {
            case nil, .unrecognized?: break
            case .email?, .phone?:
                (run.ink, run.link) = (Ink.primary, LinkTarget.of(span))
            case .bold?: run.font.weight = .bold
            case .italic?: run.font.italic = true
            case .strikeThrough?: run.marks.insert(.strikethrough)
            case .snippet?: run.font.monospace = true
            case .secret?: run.marks.insert(.secret)
            case .small?: run.font.size = captionSize
            case let .colored(color)?: run.ink = NamedColor(color).map(Ink.named) ?? ink
            case .uri?:
                (run.ink, run.link) = (Ink.primary, LinkTarget.of(span))
                run.marks.insert(.underline)
            case let .hyperLink(_, showText)?:
                (run.text, run.ink, run.link) = (showText ?? span.text, Ink.primary, LinkTarget.of(span))
                run.marks.insert(.underline)
            case let .simplexLink(_, showText, _, _)?:
                (run.text, run.ink, run.link) = (showText ?? span.text, Ink.primary, LinkTarget.of(span))
                run.marks.insert(.underline)
            case .simplexName?, .command?:
                run.ink = .primary
            case let .mention(name)?:
                (run.ink, run.font.weight) = (Ink.primary, FontSpec.Weight.semibold)
                if userMentions.contains(name) { run.marks.insert(.userMention) }
            }
            return run
        }
    }
}

extension NamedColor {
    init?(_ color: Color) {
        switch color {
        case .red: self = .red
        case .green: self = .green
        case .blue: self = .blue
        case .yellow: self = .yellow
        case .cyan: self = .cyan
        case .magenta: self = .magenta
        case .black: self = .black
        case .white: self = .white
        case .unrecognized: return nil
        }
    }
}
