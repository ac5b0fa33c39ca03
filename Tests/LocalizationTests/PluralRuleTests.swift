import Localization
import Testing

/// `Plural-Forms` (the gettext manual, "Plural forms"): the rules of the five languages Parley
/// ships, each form picked for a table of counts, and headers that do not parse.
@Suite struct PluralRuleTests {
    static let rules: [(language: String, header: String, forms: [Int: Int])] = [
        ("de", "nplurals=2; plural=(n != 1);", [0: 1, 1: 0, 2: 1, 21: 1]),
        ("es", "nplurals=2; plural=(n != 1);", [0: 1, 1: 0, 5: 1]),
        ("zh_CN", "nplurals=1; plural=0;", [0: 0, 1: 0, 7: 0]),
        ("ru", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
         [1: 0, 21: 0, 2: 1, 4: 1, 22: 1, 5: 2, 11: 2, 12: 2, 14: 2, 100: 2]),
        ("ar", "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
         [0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 102: 5, 103: 3]),
    ]

    @Test("Plural-Forms picks each language's form", arguments: rules)
    func pluralFormsPickEachLanguagesForm(language: String, header: String, forms: [Int: Int]) throws {
        let rule = try PluralRule(header: "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: \(header)\n")
        for (count, form) in forms {
            #expect(rule.form(for: count) == form, "\(language) \(count)")
        }
    }

    @Test func noHeaderIsEnglishsRule() throws {
        let rule = try PluralRule(header: "Content-Type: text/plain; charset=UTF-8\n")
        #expect(rule == .germanic)
        #expect([0, 1, 2].map(rule.form(for:)) == [1, 0, 1])
    }

    static let broken = [
        "nplurals=2; plural=(n != 1;", "nplurals=2; plural=n ? 1;", "nplurals=2; plural=;", "plural=(n != 1);",
        "nplurals=0; plural=0;", "nplurals=2; plural=n !! 1;", "nplurals=2; plural=" + String(repeating: "(", count: 500) + "n",
        "nplurals=2; plural=" + String(repeating: "!", count: 500) + "n;",
    ]

    @Test("A Plural-Forms that does not parse is an error, not a crash", arguments: broken)
    func brokenPluralFormsAreAnError(header: String) {
        #expect(throws: CatalogError.self) { try PluralRule(header: "Plural-Forms: \(header)\n") }
    }

    @Test func aFormPastTheLastAndADivisionByZeroAreTheFirstForm() throws {
        let rule = try PluralRule(header: "Plural-Forms: nplurals=2; plural=n/0 + n%0 + 7;\n")
        #expect(rule.form(for: 3) == 0)
    }
}
