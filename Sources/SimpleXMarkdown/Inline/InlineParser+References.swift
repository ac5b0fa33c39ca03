import SimpleXModel

extension InlineParser {
    /// `@name` (mention) or `/name` (command). A name runs to the next white space, trailing
    /// punctuation split off as text; or it is quoted, `@'alice jones'`, and may hold spaces.
    /// Its first character is above space and none of `#`, `@`, `'`. A command's first word is
    /// letters, digits and `_` only. The span's text is the source, with the quotes.
    mutating func reference(at start: Int, command: Bool) -> Fragment? {
        guard let opening = line[start + 1] else { return nil }
        let nameStart: Int, nameEnd: Int, end: Int, punctuationStart: Int
        if opening == "'" {
            guard let first = line[start + 2], Self.canStartName(first) else { return nil }
            let close = line.next("'", from: start + 2)
            guard close < line.count else { return nil }
            (nameStart, nameEnd, punctuationStart, end) = (start + 2, close, close + 1, close + 1)
        } else {
            guard Self.canStartName(opening) else { return nil }
            let wordEnd = line.end(from: start + 1) { !$0.isHaskellSpace }
            let bodyEnd = line.trailingStart(of: start + 1..<wordEnd) { $0.isPunctuation }
            (nameStart, nameEnd, punctuationStart, end) = (start + 1, bodyEnd, bodyEnd, wordEnd)
        }
        let name = line.text(nameStart..<nameEnd)
        let format: Format
        if command {
            let keyword = line.scalars[nameStart..<nameEnd].drop { $0.isHaskellSpace }.prefix { !$0.isHaskellSpace }
            guard !keyword.isEmpty, keyword.allSatisfy({ $0.isLetter || $0.isASCIIDigit || $0 == "_" }) else { return nil }
            format = .command(commandStr: name)
        } else {
            format = .mention(memberName: name)
        }
        let sourceEnd = opening == "'" ? nameEnd + 1 : nameEnd
        var spans = SpanList(line.text(start..<sourceEnd), format)
        spans.append(line.text(punctuationStart..<end))
        return Fragment(spans, end: end)
    }

    private static func canStartName(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar != "#" && scalar != "@" && scalar != "'"
    }
}
