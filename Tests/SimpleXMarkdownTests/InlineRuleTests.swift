import SimpleXMarkdown
import SimpleXModel
import Testing

/// The inline rules beyond the core's vectors, one table per rule, as `formattedText` JSON.
@Suite struct InlineRuleTests {
    private static func json(_ text: String) -> String {
        (try? SimpleXJSON.text(InlineMarkdown.formattedText(text))) ?? "unencodable"
    }

    static let smallAndColors: [(String, String)] = [
        ("!- small text! x", #"[{"format":{"type":"small"},"text":"small text"},{"text":" x"}]"#),
        ("!r r! !red red! !1 one!", #"[{"format":{"color":"red","type":"colored"},"text":"r"},{"text":" "},{"format":{"color":"red","type":"colored"},"text":"red"},{"text":" "},{"format":{"color":"red","type":"colored"},"text":"one"}]"#),
        ("!green g! !2 g!", #"[{"format":{"color":"green","type":"colored"},"text":"g"},{"text":" "},{"format":{"color":"green","type":"colored"},"text":"g"}]"#),
        ("!blue b! !3 b!", #"[{"format":{"color":"blue","type":"colored"},"text":"b"},{"text":" "},{"format":{"color":"blue","type":"colored"},"text":"b"}]"#),
        ("!yellow y! !4 y!", #"[{"format":{"color":"yellow","type":"colored"},"text":"y"},{"text":" "},{"format":{"color":"yellow","type":"colored"},"text":"y"}]"#),
        ("!cyan c! !5 c!", #"[{"format":{"color":"cyan","type":"colored"},"text":"c"},{"text":" "},{"format":{"color":"cyan","type":"colored"},"text":"c"}]"#),
        ("!magenta m! !6 m!", #"[{"format":{"color":"magenta","type":"colored"},"text":"m"},{"text":" "},{"format":{"color":"magenta","type":"colored"},"text":"m"}]"#),
        ("!7 no! and !k no!", "null"),
        ("!- ! nothing", "null"),
    ]

    @Test(arguments: smallAndColors)
    func colourCodesAndSmall(text: String, expected: String) {
        #expect(Self.json(text) == expected)
    }

    static let lineRules: [(rule: String, text: String, expected: String)] = [
        ("a word that starts like a URI but is none makes the line plain", "see https://localhost *bold*", "null"),
        ("unclosed emphasis makes the rest of the line text", "*a* _b c", #"[{"format":{"type":"bold"},"text":"a"},{"text":" _b c"}]"#),
        ("formatting starts only at a fragment start", "a*b* c", "null"),
        ("equal formats merge", "*a**b*", #"[{"format":{"type":"bold"},"text":"ab"}]"#),
        ("each line is parsed alone", "*a\nb*", "null"),
        ("a final line break adds no line", "*a*\n", #"[{"format":{"type":"bold"},"text":"a"}]"#),
        ("one non-space character has no formatting", "  *", "null"),
        ("a one-line command keeps its leading spaces", "  /join #team", #"[{"format":{"commandStr":"join #team","type":"command"},"text":"  /join #team"}]"#),
        ("commands inside multi-line text are words", "/a\n/b", #"[{"format":{"commandStr":"a","type":"command"},"text":"/a"},{"text":"\n"},{"format":{"commandStr":"b","type":"command"},"text":"/b"}]"#),
    ]

    @Test(arguments: lineRules)
    func lineRule(rule: String, text: String, expected: String) {
        #expect(Self.json(text) == expected, "\(rule)")
    }

    static let wordRules: [(rule: String, text: String, expected: String)] = [
        ("trailing punctuation is split off a link", "https://a.io/x?y=1,", #"[{"format":{"type":"uri"},"text":"https://a.io/x?y=1"},{"text":","}]"#),
        ("a slash and a closing parenthesis stay on a link", "https://a.io/)", #"[{"format":{"type":"uri"},"text":"https://a.io/)"}]"#),
        ("userinfo and port", "https://u:p@a.io:8080/x", #"[{"format":{"type":"uri"},"text":"https://u:p@a.io:8080/x"}]"#),
        ("a query may hold any character but #", "https://a.io/?q=ü|x", #"[{"format":{"type":"uri"},"text":"https://a.io/?q=ü|x"}]"#),
        ("non-ASCII in a path is not a URI, so the line is plain", "https://a.io/ü *x*", "null"),
        ("a host without a dot is not a URI", "http://localhost:80", "null"),
        ("only http and https are web links", "simplex:/nothing-here", "null"),
        ("a domain needs letters only", "a1.com", "null"),
        ("a three-part domain's first part is 3 to 8 characters", "ab.example.com", "null"),
        ("an email domain needs no dot", "hello@world", #"[{"format":{"type":"email"},"text":"hello@world"}]"#),
        ("a quoted local part", #""a b"@x.org"#, "null"),
        ("a domain label may not end with a hyphen", "a@b-.org", "null"),
        ("phone: 7 to 22 characters", "123456", "null"),
        ("phone: a date is a phone", "2024-01-15", #"[{"format":{"type":"phone"},"text":"2024-01-15"}]"#),
        ("phone: more than 22 characters is not one, and the next word may start one", "1 2 3 4 5 6 7 8 9 0 1 2",
         #"[{"text":"1 "},{"format":{"type":"phone"},"text":"2 3 4 5 6 7 8 9 0 1 2"}]"#),
    ]

    @Test(arguments: wordRules)
    func wordRule(rule: String, text: String, expected: String) {
        #expect(Self.json(text) == expected, "\(rule)")
    }

    static let referenceRules: [(rule: String, text: String, expected: String)] = [
        ("a mention stops at any white space", "@bob\tx", #"[{"format":{"memberName":"bob","type":"mention"},"text":"@bob"},{"text":"\tx"}]"#),
        ("a name of punctuation only is an empty mention", "@... x", #"[{"format":{"memberName":"","type":"mention"},"text":"@"},{"text":"... x"}]"#),
        ("a quoted name keeps inner punctuation", "@'a, b.'", #"[{"format":{"memberName":"a, b.","type":"mention"},"text":"@'a, b.'"}]"#),
        ("a name may not start with #", "@#x y", "null"),
        ("a command keyword may hold letters of any script", "x /привет", #"[{"text":"x "},{"format":{"commandStr":"привет","type":"command"},"text":"/привет"}]"#),
    ]

    @Test(arguments: referenceRules)
    func referenceRule(rule: String, text: String, expected: String) {
        #expect(Self.json(text) == expected, "\(rule)")
    }

    static let hyperlinkRules: [(rule: String, text: String, expected: String)] = [
        ("text equal to the URL leaves showText out", "[https://a.io](https://a.io)", #"[{"format":{"linkUri":"https://a.io","type":"hyperLink"},"text":"[https://a.io](https://a.io)"}]"#),
        ("hyphens and underscores are not punctuation in link text", "[a-b_c](https://a.io)", #"[{"format":{"linkUri":"https://a.io","showText":"a-b_c","type":"hyperLink"},"text":"[a-b_c](https://a.io)"}]"#),
        ("a short SimpleX link behind text", "[join](simplex:/g#abc_DEF-1?h=smp1.example.com,smp2.example.com)",
         #"[{"format":{"linkType":"group","showText":"join","simplexUri":"simplex:/g#abc_DEF-1?h=smp1.example.com%2Csmp2.example.com","smpHosts":["smp1.example.com","smp2.example.com"],"type":"simplexLink"},"text":"[join](simplex:/g#abc_DEF-1?h=smp1.example.com,smp2.example.com)"}]"#),
        ("a full SimpleX link behind text is not a link", "[x](simplex:/contact#/?v=2&smp=smp%3A%2F%2Fa%40b.c%2Fd%23k)", "null"),
        ("text goes on after the link", "[a](https://a.io)b", #"[{"format":{"linkUri":"https://a.io","showText":"a","type":"hyperLink"},"text":"[a](https://a.io)"},{"text":"b"}]"#),
    ]

    @Test(arguments: hyperlinkRules)
    func hyperlinkRule(rule: String, text: String, expected: String) {
        #expect(Self.json(text) == expected, "\(rule)")
    }

    static let simplexLinkRules: [(rule: String, text: String, expected: String)] = [
        ("short contact link on a web host", "https://smp6.simplex.im/a#lrdvu2d8A1GumSmoKb2krQmtKhWXq-tyGpHuM7aMwsw",
         #"[{"format":{"linkType":"contact","simplexUri":"simplex:/a#lrdvu2d8A1GumSmoKb2krQmtKhWXq-tyGpHuM7aMwsw?h=smp6.simplex.im","smpHosts":["smp6.simplex.im"],"type":"simplexLink"},"text":"https://smp6.simplex.im/a#lrdvu2d8A1GumSmoKb2krQmtKhWXq-tyGpHuM7aMwsw"}]"#),
        ("short channel link", "simplex:/c#KEY?h=relay.example.org", #"[{"format":{"linkType":"channel","simplexUri":"simplex:/c#KEY?h=relay.example.org","smpHosts":["relay.example.org"],"type":"simplexLink"},"text":"simplex:/c#KEY?h=relay.example.org"}]"#),
        ("short invitation link has an id and a key", "simplex:/i#ID/KEY?h=s.example.org", #"[{"format":{"linkType":"invitation","simplexUri":"simplex:/i#ID/KEY?h=s.example.org","smpHosts":["s.example.org"],"type":"simplexLink"},"text":"simplex:/i#ID/KEY?h=s.example.org"}]"#),
        ("a simplex: short link needs its server", "simplex:/a#KEYKEYKEY", "null"),
    ]

    @Test(arguments: simplexLinkRules)
    func simplexLinkRule(rule: String, text: String, expected: String) {
        #expect(Self.json(text) == expected, "\(rule)")
    }
}
