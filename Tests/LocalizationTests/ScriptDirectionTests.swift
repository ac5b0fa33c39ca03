import Localization
import Testing

/// Issue 34 "Right-to-left": a language's direction by its gettext name; the window mirrors for
/// the right-to-left ones.
@Suite struct ScriptDirectionTests {
    @Test("The direction of a language by its gettext name", arguments: [
        ("ar", ScriptDirection.rightToLeft), ("ar_EG", .rightToLeft), ("he", .rightToLeft), ("fa_IR", .rightToLeft), ("ur", .rightToLeft),
        ("de", .leftToRight), ("zh_CN", .leftToRight), ("ru", .leftToRight), ("arn", .leftToRight), ("fa@latin", .leftToRight), ("", .leftToRight),
    ])
    func theDirectionOfALanguage(language: String, direction: ScriptDirection) {
        #expect(ScriptDirection(language: language) == direction)
    }

    @Test func aTranslatorRunsAsItsFirstCatalogsLanguage() {
        #expect(Translator.english.direction == .leftToRight)
        #expect(Translator(catalogs: [MessageCatalog(language: "ar", entries: [:], pluralRule: .germanic)]).direction == .rightToLeft)
        #expect(Translator(catalogs: [MessageCatalog(language: "de", entries: [:], pluralRule: .germanic), MessageCatalog(language: "ar", entries: [:], pluralRule: .germanic)]).direction == .leftToRight)
    }
}
