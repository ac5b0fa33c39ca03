/// The user's language and date settings as POSIX and GNU gettext read them from the
/// environment, resolved once at the edge and passed down (the pure modules read no
/// environment): which catalogs to try, in order, and which locale writes dates.
public struct LocaleSettings: Hashable, Sendable {
    /// The languages whose catalogs are tried, preferred first ("ru", "de"); empty for English.
    public let languages: [String]
    /// The locale dates and times are written in, as a Foundation identifier ("de_DE": the
    /// POSIX name without codeset and modifier); `en_US_POSIX` for the C locale.
    public let timeLocaleIdentifier: String
    /// Whether `LC_ALL`, `LC_TIME` or `LANG` names the date locale; when none does (unset, or
    /// the C locale) dates follow the language the words are shown in (`UserLocale`), so that
    /// `LANGUAGE=de` on a machine without a locale writes German dates beside German words.
    public let namesTimeLocale: Bool

    /// Settings as given.
    public init(languages: [String], timeLocaleIdentifier: String, namesTimeLocale: Bool = true) {
        self.languages = languages
        self.timeLocaleIdentifier = timeLocaleIdentifier
        self.namesTimeLocale = namesTimeLocale
    }

    /// The settings `environment` states:
    /// - messages: the locale is the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`; `LANGUAGE`
    ///   (a colon-separated list) comes before it unless that locale is exactly `C` or `POSIX`
    ///   (glibc ignores `LANGUAGE` then, for output POSIX specifies; `C.UTF-8` keeps it, as
    ///   glibc does). Unlike glibc, a locale that is not installed does not matter: the
    ///   catalogs are read without `setlocale`. The list ends
    ///   at the first English entry (English is the msgids: `en:de` is English), and `C` or
    ///   `POSIX` entries are skipped;
    /// - dates: the first set of `LC_ALL`, `LC_TIME`, `LANG`, the C locale when none is
    ///   (`namesTimeLocale` false).
    public init(environment: [String: String]) {
        let messagesLocale = Self.firstSet(["LC_ALL", "LC_MESSAGES", "LANG"], in: environment)
        var entries: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty, messagesLocale != "C", messagesLocale != "POSIX" {
            entries = list.split(separator: ":").map(String.init)
        }
        if let messagesLocale { entries.append(messagesLocale) }
        var languages: [String] = []
        for entry in entries where !Self.isPOSIX(entry) {
            let name = Self.localeName(entry)
            if name == "en" || name.hasPrefix("en_") || name.hasPrefix("en@") { break }
            if !name.isEmpty, !languages.contains(name) { languages.append(name) }
        }
        let time = Self.firstSet(["LC_ALL", "LC_TIME", "LANG"], in: environment).flatMap { Self.isPOSIX($0) ? nil : Self.split(Self.localeName($0), at: "@").0 }
        self.init(languages: languages, timeLocaleIdentifier: time ?? "en_US_POSIX", namesTimeLocale: time != nil)
    }

    /// The names gettext tries for one entry, most specific first: `ll_CC@modifier`,
    /// `ll_CC`, `ll@modifier`, `ll` ("de_AT" → de_AT, de).
    public static func catalogNames(for language: String) -> [String] {
        let (base, modifier) = split(language, at: "@")
        let (code, _) = split(base, at: "_")
        var names: [String] = []
        for name in [modifier.map { base + "@" + $0 }, base, modifier.map { code + "@" + $0 }, code].compactMap({ $0 }) where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// A POSIX locale name without its codeset: `de_DE.UTF-8@euro` → `de_DE@euro`.
    static func localeName(_ entry: String) -> String {
        let (base, modifier) = split(entry, at: "@")
        let (name, _) = split(base, at: ".")
        return modifier.map { name + "@" + $0 } ?? name
    }

    /// `C`, `POSIX` and their codesets (`C.UTF-8`): the locale of POSIX's own output.
    static func isPOSIX(_ entry: String) -> Bool {
        let name = localeName(entry)
        return name == "C" || name == "POSIX"
    }

    private static func firstSet(_ names: [String], in environment: [String: String]) -> String? {
        names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    private static func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }
}
