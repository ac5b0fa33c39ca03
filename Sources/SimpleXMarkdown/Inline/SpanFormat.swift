import SimpleXModel

/// A span's format as the parser records it: the core's `Format` with its strings left as byte
/// ranges of the source, so that recording one allocates nothing. SimpleX links, whose `Format`
/// is computed (hosts, a rebuilt URI), are kept whole in the span list's side table (`linked`).
enum SpanFormat: Equatable {
    case plain
    case bold
    case italic
    case strikeThrough
    case snippet
    case secret
    case small
    case colored(StyleColor)
    case uri
    case email
    case phone
    /// `memberName` is `name` of the source.
    case mention(name: SourceRange)
    /// `commandStr` is `name` of the source.
    case command(name: SourceRange)
    /// `linkUri` is `uri` of the source; `showText` is `text` of it, when there is one.
    case hyperLink(uri: SourceRange, text: SourceRange?)
    /// The format at this index of the span list's side table.
    case linked(Int32)

    var isPlain: Bool {
        if case .plain = self { true } else { false }
    }

    /// Whether two formats of `source` are equal as `Format`s: the texts their ranges name are
    /// compared, not the ranges. O(length of those texts).
    func equals(_ other: SpanFormat, in source: MarkdownSource, linked formats: [Format]) -> Bool {
        switch (self, other) {
        case let (.mention(a), .mention(b)), let (.command(a), .command(b)):
            return source.equal(a, b)
        case let (.hyperLink(uriA, textA), .hyperLink(uriB, textB)):
            guard source.equal(uriA, uriB) else { return false }
            switch (textA, textB) {
            case (nil, nil): return true
            case let (a?, b?): return source.equal(a, b)
            default: return false
            }
        case let (.linked(a), .linked(b)):
            return formats[Int(a)] == formats[Int(b)]
        default:
            return self == other
        }
    }

    /// The core's `Format`; nil for plain text.
    func format(in source: MarkdownSource, linked formats: [Format]) -> Format? {
        switch self {
        case .plain: nil
        case .bold: .bold
        case .italic: .italic
        case .strikeThrough: .strikeThrough
        case .snippet: .snippet
        case .secret: .secret
        case .small: .small
        case let .colored(color): .colored(color: color.color)
        case .uri: .uri
        case .email: .email
        case .phone: .phone
        case let .mention(name): .mention(memberName: source.string(name.range))
        case let .command(name): .command(commandStr: source.string(name.range))
        case let .hyperLink(uri, text): .hyperLink(linkUri: source.string(uri.range), showText: text.map { source.string($0.range) })
        case let .linked(index): formats[Int(index)]
        }
    }
}

/// The colours of `!1 red!` text, as one byte.
enum StyleColor: UInt8 {
    case red, green, blue, yellow, cyan, magenta

    var color: Color {
        switch self {
        case .red: .red
        case .green: .green
        case .blue: .blue
        case .yellow: .yellow
        case .cyan: .cyan
        case .magenta: .magenta
        }
    }
}

/// A byte range of a source in 32 bits a bound (`MarkdownText` reads texts below 2 GiB only).
struct SourceRange: Equatable {
    var start: Int32
    var end: Int32

    init(_ range: Range<Int>) {
        start = Int32(truncatingIfNeeded: range.lowerBound)
        end = Int32(truncatingIfNeeded: range.upperBound)
    }

    var range: Range<Int> { Int(start)..<Int(end) }
}

extension MarkdownSource {
    /// Whether two ranges hold the same bytes.
    func equal(_ a: SourceRange, _ b: SourceRange) -> Bool {
        a.end - a.start == b.end - b.start && (a == b || bytes[a.range].elementsEqual(bytes[b.range]))
    }
}
