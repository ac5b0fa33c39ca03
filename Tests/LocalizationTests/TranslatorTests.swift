import Foundation
import Localization
import Testing

/// The translator (`Translator`): gettext's look-ups over `msgfmt`'s own files, contexts,
/// plural forms by the catalog's rule, named placeholders after the look-up, and English by default.
@Suite struct TranslatorTests {
    static let german = """
        msgid "Reply"
        msgstr "Antworten"

        msgctxt "alert button"
        msgid "Delete"
        msgstr "Löschen"

        msgid "{name} is now {role}"
        msgstr "{role}: {name} (neu)"

        msgid "{count} member"
        msgid_plural "{count} members"
        msgstr[0] "{count} Mitglied"
        msgstr[1] "{count} Mitglieder"

        """

    @Test func englishIsTheMsgidItself() {
        let english = Translator.english
        #expect(english.tr("Reply") == "Reply")
        #expect(english.tr("Delete", context: "alert button") == "Delete")
        #expect(english.tr("{name} is now {role}", ["name": "bob", "role": "admin"]) == "bob is now admin")
        #expect(english.trPlural("{count} member", "{count} members", 1) == "1 member")
        #expect(english.trPlural("{count} member", "{count} members", 0) == "0 members")
    }

    @Test func aCatalogTranslatesByContext() throws {
        let translator = Translator(catalogs: [try CatalogFiles.catalog("de", entries: Self.german)])
        #expect(translator.tr("Reply") == "Antworten")
        #expect(translator.tr("Delete", context: "alert button") == "Löschen")
        #expect(translator.tr("Delete") == "Delete", "no entry without the context")
        #expect(translator.tr("Forward") == "Forward", "an untranslated string stays English")
    }

    @Test func placeholdersAreSubstitutedAfterTheLookUpInTheTranslationsOrder() throws {
        let translator = Translator(catalogs: [try CatalogFiles.catalog("de", entries: Self.german)])
        #expect(translator.tr("{name} is now {role}", ["name": "bob", "role": "Admin"]) == "Admin: bob (neu)")
    }

    @Test func pluralFormsFollowTheCatalogsRule() throws {
        let russian = try CatalogFiles.catalog("ru", pluralForms: Self.russianRule, entries: """
            msgid "{count} member"
            msgid_plural "{count} members"
            msgstr[0] "{count} участник"
            msgstr[1] "{count} участника"
            msgstr[2] "{count} участников"

            """)
        let translator = Translator(catalogs: [russian])
        let forms = [1, 2, 5, 11, 21, 22, 25, 111].map { translator.trPlural("{count} member", "{count} members", $0) }
        #expect(forms == ["1 участник", "2 участника", "5 участников", "11 участников", "21 участник", "22 участника", "25 участников", "111 участников"])
    }

    static let russianRule = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"

    @Test func languagesFallBackOneStringAtATime() throws {
        let russian = try CatalogFiles.catalog("ru", pluralForms: Self.russianRule, entries: "msgid \"Reply\"\nmsgstr \"Ответить\"\n")
        let german = try CatalogFiles.catalog("de", entries: Self.german)
        let translator = Translator(catalogs: [russian, german])
        #expect(translator.tr("Reply") == "Ответить")
        #expect(translator.tr("Delete", context: "alert button") == "Löschen")
        #expect(translator.trPlural("{count} member", "{count} members", 3) == "3 Mitglieder", "German's rule for German's forms")
        #expect(translator.tr("Forward") == "Forward")
    }

    @Test func translatorsAreEqualWhenTheirCatalogsAreTheSame() throws {
        let german = try CatalogFiles.catalog("de", entries: Self.german)
        #expect(Translator(catalogs: [german]) == Translator(catalogs: [german]))
        #expect(Translator(catalogs: [german]) != .english)
    }

    static let placeholderCases: [(template: String, values: [String: String], result: String)] = [
        ("{name} left", ["name": "bob"], "bob left"),
        ("{a} and {b}", ["a": "{b}", "b": "x"], "{b} and x"),
        ("{unknown} stays", ["name": "bob"], "{unknown} stays"),
        ("an { open brace", ["name": "bob"], "an { open brace"),
        ("{name}{name}", ["name": "ab"], "abab"),
        ("no braces", [:], "no braces"),
    ]

    @Test("Placeholders: one pass, named values only", arguments: placeholderCases)
    func placeholdersAreSubstitutedOnce(template: String, values: [String: String], result: String) {
        #expect(Placeholders.substitute(values, in: template) == result)
    }

    @Test func placeholderNamesAreListedInOrder() {
        #expect(Placeholders.names(in: "{name} is now {role}, {not a name}") == ["name", "role"])
    }
}
