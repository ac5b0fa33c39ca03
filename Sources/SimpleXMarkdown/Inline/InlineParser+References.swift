import SimpleXModel

extension InlineParser {
    /// `@name` (mention) or `/name` (command). A name runs to the next white space, trailing
    /// punctuation split off as text; or it is quoted, `@'alice jones'`, and may hold spaces.
    /// Its first character is above space and none of `#`, `@`, `'`. A command's first word is
    /// letters, digits and `_` only. The span's text is the source, with the quotes.
    mutating func reference(at start: Int, command: Bool, into spans: inout SpanList) -> Int? {
        guard start + 1 < end else { return nil }
        let quote = UInt8(ascii: "'")
        let quoted = source[start + 1] == quote
        let nameStart = quoted ? start + 2 : start + 1
        guard nameStart < end, Self.canStartName(source[nameStart]) else { return nil }
        let nameEnd: Int, sourceEnd: Int, next: Int
        if quoted {
            let close = closing.next(quote, from: nameStart, in: source, end: end)
            guard close < end else { return nil }
            (nameEnd, sourceEnd, next) = (close, close + 1, close + 1)
        } else {
            let wordEnd = source.end(of: nameStart..<end, whileScalar: { !$0.isHaskellSpace })
            let bodyEnd = source.trailingStart(of: nameStart..<wordEnd, whereScalar: { $0.isPunctuation })
            (nameEnd, sourceEnd, next) = (bodyEnd, bodyEnd, wordEnd)
        }
        let name = SourceRange(nameStart..<nameEnd)
        let format: SpanFormat
        if command {
            let keywordStart = source.end(of: nameStart..<nameEnd, whileScalar: { $0.isHaskellSpace })
            let keywordEnd = source.end(of: keywordStart..<nameEnd, whileScalar: { !$0.isHaskellSpace })
            guard keywordEnd > keywordStart,
                  source.end(of: keywordStart..<keywordEnd, whileScalar: { $0.isLetter || $0.isASCIIDigit || $0 == "_" }) == keywordEnd
            else { return nil }
            format = .command(name: name)
        } else {
            format = .mention(name: name)
        }
        spans.append(start..<sourceEnd, format, in: source)
        spans.append(sourceEnd..<next)
        return next
    }

    /// A name's first character: above space and none of `#`, `@`, `'` (every non-ASCII
    /// character qualifies, so its first byte is enough).
    private static func canStartName(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != UInt8(ascii: "#") && byte != UInt8(ascii: "@") && byte != UInt8(ascii: "'")
    }
}
