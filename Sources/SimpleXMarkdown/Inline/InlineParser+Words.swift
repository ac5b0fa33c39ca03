import SimpleXModel

extension InlineParser {
    /// A word: everything up to the next space, classified by `WordKind`. A word that starts
    /// like a link but is none fails, and with it the line.
    mutating func word(at start: Int) -> Fragment? {
        let end = line.next(" ", from: start)
        guard let spans = Self.classify(line, start..<end) else { return nil }
        return Fragment(spans, end: end)
    }

    /// What a word is: a link, a domain, an email or text. Trailing punctuation other than `/`
    /// and `)` is split off links, domains and emails as text. A word of 10 or more characters
    /// starting `http://`, `https://` or `simplex:/` must be a SimpleX link or an http(s) URI
    /// with a dotted host; otherwise nil.
    static func classify(_ line: ScalarLine, _ range: Range<Int>) -> SpanList? {
        let bodyEnd = line.trailingStart(of: range) { $0.isPunctuation && $0 != "/" && $0 != ")" }
        let body = Array(line.scalars[range.lowerBound..<bodyEnd])
        let trailing = line.text(bodyEnd..<range.upperBound)
        func marked(_ format: Format) -> SpanList {
            var spans = SpanList(line.text(range.lowerBound..<bodyEnd), format)
            spans.append(trailing)
            return spans
        }
        if body.count >= 10, URISyntax.hasLinkScheme(body) {
            if let link = SimplexLinkSyntax.format(Array(line.scalars[range]), showText: nil) {
                return marked(link)
            }
            return URISyntax.isWebURI(body) ? marked(.uri) : nil
        }
        if URISyntax.isDomain(body) {
            return marked(.uri)
        }
        if body.contains("@"), EmailSyntax.isValid(body) {
            return marked(.email)
        }
        return SpanList(plain: line.text(range))
    }

    /// `[text](url)`: a hyperlink to an http(s) URI with a dotted host, or a SimpleX short link.
    /// Text with punctuation other than `-` and `_` must equal the URL or the URL without
    /// `https://` (anti-spoofing); `showText` is left out when the text is the URL. A full
    /// SimpleX link is not allowed here.
    mutating func hyperLink(at start: Int) -> Fragment? {
        let textEnd = line.next("]", from: start + 1)
        guard textEnd > start + 1, textEnd < line.count, line[textEnd + 1] == "(" else { return nil }
        let urlStart = textEnd + 2
        let urlEnd = line.next(")", from: urlStart)
        guard urlEnd > urlStart, urlEnd < line.count else { return nil }
        let text = Array(line.scalars[start + 1..<textEnd])
        let url = Array(line.scalars[urlStart..<urlEnd])
        let showText: String?
        if text == url {
            showText = nil
        } else if text.contains(where: { $0.isPunctuation && $0 != "-" && $0 != "_" }), Array("https://".unicodeScalars) + text != url {
            return nil
        } else {
            showText = line.text(start + 1..<textEnd)
        }
        let format: Format
        if let link = SimplexLinkSyntax.link(url) {
            guard link.isShort else { return nil }
            format = link.format(showText: showText)
        } else if URISyntax.isWebURI(url) {
            format = .hyperLink(linkUri: line.text(urlStart..<urlEnd), showText: showText)
        } else {
            return nil
        }
        return Fragment(SpanList(line.text(start..<urlEnd + 1), format), end: urlEnd + 1)
    }

    /// A phone number: optional `+` and digits, optional `(digits)` after a separator, then
    /// groups of digits after a separator (` `, `-`, `.` or none); 7 to 22 characters in all.
    func phone(at start: Int) -> Fragment? {
        var index = start
        if line[index] == "+" {
            let digitsEnd = line.end(from: index + 1) { $0.isASCIIDigit }
            if digitsEnd > index + 1 {
                index = digitsEnd
            }
        }
        func separatorEnd(_ at: Int) -> Int {
            if let scalar = line[at], scalar == " " || scalar == "-" || scalar == "." { at + 1 } else { at }
        }
        let codeOpen = separatorEnd(index)
        if line[codeOpen] == "(" {
            let digitsEnd = line.end(from: codeOpen + 1) { $0.isASCIIDigit }
            if digitsEnd > codeOpen + 1, line[digitsEnd] == ")" {
                index = digitsEnd + 1
            }
        }
        while index - start <= 22 {
            let digitsStart = separatorEnd(index)
            let digitsEnd = line.end(from: digitsStart) { $0.isASCIIDigit }
            guard digitsEnd > digitsStart else { break }
            index = digitsEnd
        }
        guard (7...22).contains(index - start) else { return nil }
        return Fragment(SpanList(line.text(start..<index), .phone), end: index)
    }
}
