import SimpleXModel

extension InlineParser {
    /// A word: everything up to the next space, classified by `classify`. A word that starts
    /// like a link but is none fails, and with it the line. A word without `.`, `:` or `@` can
    /// be none of a link, a domain or an email, and is text at once.
    mutating func word(at start: Int, into spans: inout SpanList) -> Int? {
        var wordEnd = start
        var mayLink = false
        while wordEnd < end {
            let byte = source[wordEnd]
            if byte == .space { break }
            mayLink = mayLink || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
            wordEnd += 1
        }
        guard mayLink else {
            spans.append(start..<wordEnd)
            return wordEnd
        }
        guard Self.classify(start..<wordEnd, of: source, into: &spans) else { return nil }
        return wordEnd
    }

    /// What a word is: a link, a domain, an email or text. Trailing punctuation other than `/`
    /// and `)` is split off links, domains and emails as text. A word of 10 or more characters
    /// starting `http://`, `https://` or `simplex:/` must be a SimpleX link or an http(s) URI
    /// with a dotted host; otherwise false.
    static func classify(_ range: Range<Int>, of source: MarkdownSource, into spans: inout SpanList) -> Bool {
        let bodyEnd = source.trailingStart(of: range, whereScalar: { $0.isPunctuation && $0 != "/" && $0 != ")" })
        let body = range.lowerBound..<bodyEnd
        func marked(_ format: SpanFormat) -> Bool {
            spans.append(body, format, in: source)
            spans.append(bodyEnd..<range.upperBound)
            return true
        }
        if URISyntax.hasLinkScheme(body, in: source), source.scalarCount(body) >= 10 {
            if let link = SimplexLinkSyntax.link(range, in: source) {
                spans.append(body, linking: link.format(showText: nil), in: source)
                spans.append(bodyEnd..<range.upperBound)
                return true
            }
            return URISyntax.isWebURI(body, in: source) ? marked(.uri) : false
        }
        if URISyntax.isDomain(body, in: source) {
            return marked(.uri)
        }
        if source.bytes[body].contains(UInt8(ascii: "@")), EmailSyntax.isValid(body, in: source) {
            return marked(.email)
        }
        spans.append(range)
        return true
    }

    /// `[text](url)`: a hyperlink to an http(s) URI with a dotted host, or a SimpleX short link.
    /// Text with punctuation other than `-` and `_` must equal the URL or the URL without
    /// `https://` (anti-spoofing); `showText` is left out when the text is the URL. A full
    /// SimpleX link is not allowed here.
    mutating func hyperLink(at start: Int, into spans: inout SpanList) -> Int? {
        let textEnd = closing.next(UInt8(ascii: "]"), from: start + 1, in: source, end: end)
        guard textEnd > start + 1, textEnd + 1 < end, source[textEnd + 1] == UInt8(ascii: "(") else { return nil }
        let urlStart = textEnd + 2
        let urlEnd = closing.next(UInt8(ascii: ")"), from: urlStart, in: source, end: end)
        guard urlEnd > urlStart, urlEnd < end else { return nil }
        let text = source.bytes[start + 1..<textEnd]
        let url = source.bytes[urlStart..<urlEnd]
        let showText: Range<Int>?
        if text.elementsEqual(url) {
            showText = nil
        } else if source.end(of: start + 1..<textEnd, whileScalar: { !$0.isPunctuation || $0 == "-" || $0 == "_" }) < textEnd,
                  !(url.starts(with: "https://".utf8) && url.dropFirst(8).elementsEqual(text)) {
            return nil
        } else {
            showText = start + 1..<textEnd
        }
        if let link = SimplexLinkSyntax.link(urlStart..<urlEnd, in: source) {
            guard link.isShort else { return nil }
            spans.append(start..<urlEnd + 1, linking: link.format(showText: showText.map(source.string)), in: source)
        } else if URISyntax.isWebURI(urlStart..<urlEnd, in: source) {
            spans.append(start..<urlEnd + 1, .hyperLink(uri: SourceRange(urlStart..<urlEnd), text: showText.map(SourceRange.init)), in: source)
        } else {
            return nil
        }
        return urlEnd + 1
    }

    /// A phone number: optional `+` and digits, optional `(digits)` after a separator, then
    /// groups of digits after a separator (` `, `-`, `.` or none); 7 to 22 characters in all.
    ///
    /// A number that fails leaves its groups' end in `failedPhone`: a later start at one of
    /// those groups (after a space, as the next word) runs to the same end, so it is answered
    /// at once, and the words up to the first group that can succeed are text; a long run of
    /// digit groups costs O(length), not O(22 × length).
    mutating func phone(at start: Int, into spans: inout SpanList) -> Int? {
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == .space || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        if let failed = failedPhone, start > failed.groups, start < failed.end, source[start].isASCIIDigit, isSeparator(source[start - 1]) {
            guard failed.end - start <= 22 else {
                // Every word from here to the first group within 22 characters of the end is
                // digits and separators, and text: skip to that group.
                var next = max(start + 1, failed.end - 22)
                while next < failed.end, !(source[next].isASCIIDigit && source[next - 1] == .space) {
                    next += 1
                }
                guard next < failed.end else { return nil }
                spans.append(start..<next)
                return next
            }
            guard failed.end - start >= 7 else { return nil }
            spans.append(start..<failed.end, .phone, in: source)
            return failed.end
        }
        var index = start
        if source[index] == UInt8(ascii: "+") {
            let digitsEnd = source.end(of: index + 1..<end, whileByte: { $0.isASCIIDigit })
            if digitsEnd > index + 1 {
                index = digitsEnd
            }
        }
        func separatorEnd(_ at: Int) -> Int {
            at < end && isSeparator(source[at]) ? at + 1 : at
        }
        let codeOpen = separatorEnd(index)
        if codeOpen < end, source[codeOpen] == UInt8(ascii: "(") {
            let digitsEnd = source.end(of: codeOpen + 1..<end, whileByte: { $0.isASCIIDigit })
            if digitsEnd > codeOpen + 1, digitsEnd < end, source[digitsEnd] == UInt8(ascii: ")") {
                index = digitsEnd + 1
            }
        }
        let groups = index
        func nextGroupEnd(_ index: Int) -> Int? {
            let digitsStart = separatorEnd(index)
            let digitsEnd = source.end(of: digitsStart..<end, whileByte: { $0.isASCIIDigit })
            return digitsEnd > digitsStart ? digitsEnd : nil
        }
        while index - start <= 22, let next = nextGroupEnd(index) {
            index = next
        }
        guard (7...22).contains(index - start) else {
            while let next = nextGroupEnd(index) {
                index = next
            }
            failedPhone = (groups, index)
            return nil
        }
        spans.append(start..<index, .phone, in: source)
        return index
    }
}
