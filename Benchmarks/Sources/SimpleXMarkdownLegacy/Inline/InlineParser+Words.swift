import SimpleXModel

extension InlineParser {
    /// A word: everything up to the next space, classified by `classify`. A word that starts
    /// like a link but is none fails, and with it the line.
    mutating func word(at start: Int, into spans: inout SpanList) -> Int? {
        let wordEnd = source.first(.space, in: start..<end)
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
        func marked(_ format: Format) -> Bool {
            spans.append(body, format, in: source)
            spans.append(bodyEnd..<range.upperBound, in: source)
            return true
        }
        if URISyntax.hasLinkScheme(body, in: source), source.scalarCount(body) >= 10 {
            if let link = SimplexLinkSyntax.link(range, in: source) {
                return marked(link.format(showText: nil))
            }
            return URISyntax.isWebURI(body, in: source) ? marked(.uri) : false
        }
        if URISyntax.isDomain(body, in: source) {
            return marked(.uri)
        }
        if source.bytes[body].contains(UInt8(ascii: "@")), EmailSyntax.isValid(body, in: source) {
            return marked(.email)
        }
        spans.append(range, in: source)
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
        let showText: String?
        if text.elementsEqual(url) {
            showText = nil
        } else if source.end(of: start + 1..<textEnd, whileScalar: { !$0.isPunctuation || $0 == "-" || $0 == "_" }) < textEnd,
                  !url.elementsEqual(Array("https://".utf8) + text) {
            return nil
        } else {
            showText = source.string(start + 1..<textEnd)
        }
        let format: Format
        if let link = SimplexLinkSyntax.link(urlStart..<urlEnd, in: source) {
            guard link.isShort else { return nil }
            format = link.format(showText: showText)
        } else if URISyntax.isWebURI(urlStart..<urlEnd, in: source) {
            format = .hyperLink(linkUri: source.string(urlStart..<urlEnd), showText: showText)
        } else {
            return nil
        }
        spans.append(start..<urlEnd + 1, format, in: source)
        return urlEnd + 1
    }

    /// A phone number: optional `+` and digits, optional `(digits)` after a separator, then
    /// groups of digits after a separator (` `, `-`, `.` or none); 7 to 22 characters in all.
    func phone(at start: Int, into spans: inout SpanList) -> Int? {
        var index = start
        if source[index] == UInt8(ascii: "+") {
            let digitsEnd = source.end(of: index + 1..<end, whileByte: { $0.isASCIIDigit })
            if digitsEnd > index + 1 {
                index = digitsEnd
            }
        }
        func separatorEnd(_ at: Int) -> Int {
            guard at < end else { return at }
            let byte = source[at]
            return byte == .space || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") ? at + 1 : at
        }
        let codeOpen = separatorEnd(index)
        if codeOpen < end, source[codeOpen] == UInt8(ascii: "(") {
            let digitsEnd = source.end(of: codeOpen + 1..<end, whileByte: { $0.isASCIIDigit })
            if digitsEnd > codeOpen + 1, digitsEnd < end, source[digitsEnd] == UInt8(ascii: ")") {
                index = digitsEnd + 1
            }
        }
        while index - start <= 22 {
            let digitsStart = separatorEnd(index)
            let digitsEnd = source.end(of: digitsStart..<end, whileByte: { $0.isASCIIDigit })
            guard digitsEnd > digitsStart else { break }
            index = digitsEnd
        }
        guard (7...22).contains(index - start) else { return nil }
        spans.append(start..<index, .phone, in: source)
        return index
    }
}
