import Foundation
import Localization
import Testing
import TestSupport

/// Issue 34 "Five complete translations": each language of `po/LINGUAS` compiles with no
/// untranslated or fuzzy entry, translates every message of `po/parley.pot` in every plural
/// form its `Plural-Forms` has, and keeps the message's placeholders; the piped client
/// (`LANGUAGE=de parley --chat '#1'`, 80 columns, the demo store) shows the language's words
/// and its dates; `LANGUAGE=ru:de` falls back per string, an unknown language is English, and a
/// broken catalog is one warning line and English.
@Suite struct ShippedLanguagesTests {
    static let languages = ShippedCatalogs.languages

    @Test func everyShippedLanguageIsListed() throws {
        let linguas = try String(contentsOf: Repository.root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)
        let listed = linguas.split(separator: "\n").map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(Set(listed) == Set(Self.languages))
    }

    @Test("The catalog is complete: every message of the template, every plural form, its placeholders kept", arguments: languages)
    func theCatalogIsCompleteAndKeepsThePlaceholders(language: String) throws {
        let folder = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statistics = try #require(try ShippedCatalogs.compile([language], into: folder)[language])
        #expect(!statistics.contains("untranslated") && !statistics.contains("fuzzy"), "\(statistics)")
        let mo = folder.appendingPathComponent("\(language)/LC_MESSAGES/parley.mo")
        let catalog = try MessageCatalog(mo: [UInt8](Data(contentsOf: mo)), language: language)
        let template = try TemplateEntries.read("po/parley.pot")
        #expect(template.count > 400)
        for entry in template {
            let forms = catalog.entries[entry.key] ?? []
            guard !forms.isEmpty, forms.allSatisfy({ !$0.isEmpty }) else {
                Issue.record("\(language): \(entry.msgid.debugDescription) is not translated")
                continue
            }
            let names = Set(Placeholders.names(in: entry.msgid))
            guard let plural = entry.plural else {
                #expect(Set(Placeholders.names(in: forms[0])) == names, "\(language): \(entry.msgid.debugDescription) → \(forms[0].debugDescription)")
                continue
            }
            #expect(forms.count == catalog.pluralRule.count, "\(language): \(entry.msgid.debugDescription) has \(forms.count) forms")
            let pluralNames = Set(Placeholders.names(in: plural))
            for form in forms {
                let kept = Set(Placeholders.names(in: form))
                #expect(pluralNames.subtracting(["count"]).isSubset(of: kept) && kept.isSubset(of: names.union(pluralNames)),
                        "\(language): \(plural.debugDescription) → \(form.debugDescription)")
            }
            if pluralNames.contains("count"), let last = forms.last {
                #expect(Placeholders.names(in: last).contains("count"), "\(language): the general form of \(plural.debugDescription) shows the count")
            }
        }
    }

    /// The piped client of the demo's Team chat at 80 columns under `environment` (nothing of
    /// the test's own locale), the catalogs in `catalogs`.
    static func pipedClient(_ demo: DemoStoreFolder, catalogs: URL, _ environment: [String: String]) throws -> ProcessOutput {
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") && $0.key != "LANG" && $0.key != "LANGUAGE" }
        base["COLUMNS"] = "80"
        base["PARLEY_LOCALEDIR"] = catalogs.path
        return try runProcess(demo.parley, ["--db", demo.db, "--chat", "#1", "--layout", "terminal"], environment: base.merging(environment) { $1 })
    }

    static let clientCases: [(language: String, label: String, date: String)] = [
        ("de", " Admin", "Sa. 28. Nov."),
        ("es", " administrador", "sáb, 28 nov"),
        ("ru", " админ", "Сб, 28 нояб."),
        ("zh_CN", " 管理员", "11月28日 周六"),
        ("ar", " مدير", "سبت، 28 نوفمبر"),
    ]

    @Test("The piped client shows the language's words and dates", arguments: clientCases)
    func thePipedClientSpeaksTheLanguage(language: String, label: String, date: String) throws {
        let demo = try DemoStoreFolder(named: "language-\(language)")
        defer { demo.remove() }
        let catalogs = demo.folder.appendingPathComponent("locale")
        try ShippedCatalogs.compile(Self.languages, into: catalogs)
        let english = try Self.pipedClient(demo, catalogs: catalogs, [:])
        let shown = try Self.pipedClient(demo, catalogs: catalogs, ["LANGUAGE": language])
        #expect(shown.status == 0 && shown.stderr.isEmpty, "\(shown.stderr)")
        let plain = shown.stdout.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{A0}", with: " ")
        #expect(plain.contains(label), "the role label in \(language):\n\(shown.stdout)")
        #expect(plain.contains("── \(date) ──"), "the date separator in \(language):\n\(shown.stdout)")
        #expect(english.stdout.contains("── Sat, 28 Nov ──") && english.stdout.contains(" admin"), "English without a language:\n\(english.stdout)")
    }

    @Test("A command-line error is in the language", arguments: ShippedCatalogs.languages)
    func aCommandLineErrorSpeaksTheLanguage(language: String) throws {
        let catalogs = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: catalogs) }
        try ShippedCatalogs.compile([language], into: catalogs)
        let t = try ShippedCatalogs.translator(language, in: catalogs)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") && $0.key != "LANG" }
        environment["LANGUAGE"] = language
        environment["PARLEY_LOCALEDIR"] = catalogs.path
        let result = try runProcess(Repository.productsFolder.appendingPathComponent("parley").path, ["export", "--chat", "#1"], environment: environment)
        let message = t.tr("{message}; see parley {command} --help", ["message": t.tr("export needs --out FILE.pdf"), "command": "export"])
        #expect(!message.contains("needs"), "\(language) translates the error")
        #expect(result.status == 2 && result.stderr == "parley: \(message)\n", "\(result.stderr)")
    }

    @Test func languagesFallBackPerString() throws {
        let demo = try DemoStoreFolder(named: "language-fallback")
        defer { demo.remove() }
        let catalogs = demo.folder.appendingPathComponent("locale")
        let removed = "msgctxt \"member role\"\nmsgid \"admin\"\nmsgstr \"админ\"\n"
        try ShippedCatalogs.compile(["ru", "de"], into: catalogs) { language, po in
            language == "ru" ? po.replacingOccurrences(of: removed, with: "") : po
        }
        let shown = try Self.pipedClient(demo, catalogs: catalogs, ["LANGUAGE": "ru:de"])
        #expect(shown.status == 0 && shown.stderr.isEmpty, "\(shown.stderr)")
        #expect(shown.stdout.contains(" Admin") && !shown.stdout.contains(" админ"), "the role Russian lacks is German:\n\(shown.stdout)")
        #expect(shown.stdout.contains("Сб, 28 нояб."), "the rest is Russian, dates too:\n\(shown.stdout)")
    }

    @Test func anUnknownLanguageIsEnglish() throws {
        let demo = try DemoStoreFolder(named: "language-unknown")
        defer { demo.remove() }
        let catalogs = demo.folder.appendingPathComponent("locale")
        try ShippedCatalogs.compile(Self.languages, into: catalogs)
        let english = try Self.pipedClient(demo, catalogs: catalogs, [:])
        let unknown = try Self.pipedClient(demo, catalogs: catalogs, ["LANGUAGE": "xx"])
        #expect(unknown.status == 0 && unknown.stderr.isEmpty, "\(unknown.stderr)")
        #expect(unknown.stdout == english.stdout)
    }

    @Test func aBrokenCatalogIsOneWarningLineAndEnglish() throws {
        let demo = try DemoStoreFolder(named: "language-broken")
        defer { demo.remove() }
        let catalogs = demo.folder.appendingPathComponent("locale")
        try ShippedCatalogs.compile(["de"], into: catalogs)
        let mo = catalogs.appendingPathComponent("de/LC_MESSAGES/parley.mo")
        let bytes = [UInt8](try Data(contentsOf: mo))
        try Data(bytes.prefix(bytes.count / 3)).write(to: mo)
        let english = try Self.pipedClient(demo, catalogs: catalogs, [:])
        let broken = try Self.pipedClient(demo, catalogs: catalogs, ["LANGUAGE": "de"])
        #expect(broken.status == 0)
        let warnings = broken.stderr.split(separator: "\n")
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("parley: ignoring the message catalog ") == true, "\(broken.stderr)")
        #expect(broken.stdout == english.stdout, "English words and dates")
    }
}
