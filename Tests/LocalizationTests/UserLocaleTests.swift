import Foundation
import Localization
import ParleyLocale
import Testing

/// The user's locale at the edge (`UserLocale`, `LocaleSettings`, `CatalogDirectories`): which
/// catalogs the environment selects, per-string fallback, unknown languages, broken files.
@Suite struct UserLocaleTests {
    static let settingsCases: [(environment: [String: String], languages: [String], time: String)] = [
        ([:], [], "en_US_POSIX"),
        (["LANG": "C.UTF-8"], [], "en_US_POSIX"),
        (["LANG": "de_DE.UTF-8"], ["de_DE"], "de_DE"),
        (["LANGUAGE": "ru:de", "LANG": "C.UTF-8"], ["ru", "de"], "en_US_POSIX"),
        (["LANGUAGE": "ru:de", "LANG": "C"], [], "en_US_POSIX"),
        (["LANGUAGE": "de", "LC_ALL": "POSIX"], [], "en_US_POSIX"),
        (["LANGUAGE": "pt_BR:pt", "LANG": "es_ES.UTF-8"], ["pt_BR", "pt", "es_ES"], "es_ES"),
        (["LANGUAGE": "en:de", "LANG": "de_DE.UTF-8"], [], "de_DE"),
        (["LANGUAGE": "de:en_GB:ru"], ["de"], "en_US_POSIX"),
        (["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "es_ES.UTF-8"], ["ru_RU"], "ru_RU"),
        (["LC_MESSAGES": "de_DE.UTF-8", "LC_TIME": "ru_RU.UTF-8", "LANG": "es_ES.UTF-8"], ["de_DE"], "ru_RU"),
        (["LANG": "sr_RS.UTF-8@latin"], ["sr_RS@latin"], "sr_RS"),
        (["LANGUAGE": "", "LANG": "zh_CN.UTF-8"], ["zh_CN"], "zh_CN"),
    ]

    @Test("LANGUAGE, LC_ALL, LC_MESSAGES, LC_TIME and LANG, as gettext and POSIX read them", arguments: settingsCases)
    func theEnvironmentSelectsLanguagesAndTheDateLocale(environment: [String: String], languages: [String], time: String) {
        let settings = LocaleSettings(environment: environment)
        #expect(settings.languages == languages)
        #expect(settings.timeLocaleIdentifier == time)
    }

    @Test func catalogNamesGoFromSpecificToGeneral() {
        #expect(LocaleSettings.catalogNames(for: "de_AT") == ["de_AT", "de"])
        #expect(LocaleSettings.catalogNames(for: "sr_RS@latin") == ["sr_RS@latin", "sr_RS", "sr@latin", "sr"])
        #expect(LocaleSettings.catalogNames(for: "ru") == ["ru"])
    }

    @Test func languageFallsBackPerStringThroughTheEnvironment() throws {
        let directory = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CatalogFiles.write("ru", entries: "msgid \"Reply\"\nmsgstr \"Ответить\"\n", in: directory)
        try CatalogFiles.write("de", entries: "msgid \"Reply\"\nmsgstr \"Antworten\"\n\nmsgid \"Copy\"\nmsgstr \"Kopieren\"\n", in: directory)
        let user = UserLocale(environment: ["LANGUAGE": "ru:de", "LANG": "C.UTF-8"], directories: [directory.path])
        #expect(user.translator.tr("Reply") == "Ответить")
        #expect(user.translator.tr("Copy") == "Kopieren")
        #expect(user.translator.tr("Forward") == "Forward")
        #expect(user.warnings.isEmpty)
    }

    @Test func aRegionalLocaleFindsItsLanguagesCatalog() throws {
        let directory = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CatalogFiles.write("de", entries: "msgid \"Reply\"\nmsgstr \"Antworten\"\n", in: directory)
        let user = UserLocale(environment: ["LANG": "de_AT.UTF-8"], directories: [directory.path])
        #expect(user.translator.tr("Reply") == "Antworten")
        #expect(user.locale.identifier == "de_AT")
    }

    @Test func anUnknownLanguageIsEnglish() throws {
        let directory = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CatalogFiles.write("de", entries: "msgid \"Reply\"\nmsgstr \"Antworten\"\n", in: directory)
        let user = UserLocale(environment: ["LANG": "xx_YY.UTF-8"], directories: [directory.path])
        #expect(user.translator == .english)
        #expect(user.translator.tr("Reply") == "Reply")
        #expect(user.warnings.isEmpty)
    }

    @Test func datesFollowTheWordsWhenTheEnvironmentNamesNoLocale() throws {
        let directory = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CatalogFiles.write("de", entries: "msgid \"Reply\"\nmsgstr \"Antworten\"\n", in: directory)
        let cases: [([String: String], String)] = [
            (["LANGUAGE": "de"], "de"),
            (["LANGUAGE": "de", "LANG": "C.UTF-8"], "de"),
            (["LANGUAGE": "de", "LANG": "en_GB.UTF-8"], "en_GB"),
            (["LANGUAGE": "de", "LC_TIME": "ru_RU.UTF-8"], "ru_RU"),
            (["LANGUAGE": "xx"], "en_US_POSIX"),
            ([:], "en_US_POSIX"),
        ]
        for (environment, identifier) in cases {
            #expect(UserLocale(environment: environment, directories: [directory.path]).locale.identifier == identifier, "\(environment)")
        }
    }

    static let damages: [(name: String, damage: @Sendable (inout [UInt8]) -> Void)] = [
        ("truncated", { $0 = Array($0.prefix($0.count / 2)) }),
        ("too short", { $0 = Array($0.prefix(10)) }),
        ("empty", { $0 = [] }),
        ("bad magic", { $0[0] = 0 }),
        ("table past the end", { $0[12] = 0xFF; $0[13] = 0xFF; $0[14] = 0xFF }),
        ("string past the end", { bytes in
            let table = Int(bytes[16]) | Int(bytes[17]) << 8 | Int(bytes[18]) << 16
            bytes[table + 8 + 2] = 0x7F
        }),
        ("count too large", { $0[8] = 0xFF; $0[9] = 0xFF; $0[10] = 0xFF }),
        ("not UTF-8", { bytes in
            if let index = bytes.lastIndex(of: UInt8(ascii: "A")) { bytes[index] = 0xFF }
        }),
    ]

    @Test("A broken .mo is ignored with one warning line, and the next language serves",
          arguments: damages.map(\.name))
    func aBrokenCatalogIsIgnoredWithOneWarning(name: String) throws {
        let directory = try CatalogFiles.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let russian = try CatalogFiles.write("ru", entries: "msgid \"Reply\"\nmsgstr \"Antwort A\"\n", in: directory)
        try CatalogFiles.write("de", entries: "msgid \"Reply\"\nmsgstr \"Antworten\"\n", in: directory)
        var bytes = [UInt8](try Data(contentsOf: russian))
        Self.damages.first { $0.name == name }?.damage(&bytes)
        try Data(bytes).write(to: russian)
        let user = UserLocale(environment: ["LANGUAGE": "ru:de", "LANG": "C.UTF-8"], directories: [directory.path])
        #expect(user.warnings.count == 1, "\(user.warnings)")
        #expect(user.warnings.first?.hasPrefix("parley: ignoring the message catalog \(russian.path): ") == true)
        #expect(user.warnings.first?.contains("\n") == false)
        #expect(user.translator.tr("Reply") == "Antworten")
    }

    @Test func theCatalogsAreBesideTheExecutable() {
        let installed = CatalogDirectories.search(environment: [:], executable: "/opt/parley/bin/parley")
        #expect(installed.first == "/opt/parley/share/locale")
        let development = CatalogDirectories.search(environment: [:], executable: "/src/parley/.build/x86_64-unknown-linux-gnu/debug/parley")
        #expect(development.contains("/src/parley/.build/locale"))
        #expect(CatalogDirectories.search(environment: ["PARLEY_LOCALEDIR": "/here"], executable: "/usr/bin/parley") == ["/here"])
    }
}
