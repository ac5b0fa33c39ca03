/// Which way a language's script runs (issue 34 "Right-to-left"): a face that lays out boxes
/// mirrors them for a right-to-left language (the window's `gtk_widget_set_default_direction`);
/// the text itself is ordered by the bidirectional algorithm wherever it is drawn.
public enum ScriptDirection: Hashable, Sendable {
    /// Latin, Cyrillic, Han and most scripts.
    case leftToRight
    /// Arabic, Hebrew and the scripts written like them.
    case rightToLeft

    /// The languages written right to left by default, by ISO 639 code: Arabic, Central Kurdish,
    /// Divehi, Persian, Hebrew (and its old code), Pashto, Sindhi, Syriac, Uyghur, Urdu, Yiddish.
    static let rightToLeftLanguages: Set<String> = ["ar", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "syr", "ug", "ur", "yi"]

    /// The direction of `language`, a gettext language name (`ar`, `ar_EG`, `fa@latin` is
    /// left to right: its modifier names another script).
    public init(language: String) {
        let parts = language.split(separator: "@", maxSplits: 1)
        let code = parts.first?.split(separator: "_").first.map(String.init) ?? ""
        self = parts.count == 1 && Self.rightToLeftLanguages.contains(code) ? .rightToLeft : .leftToRight
    }
}

extension Translator {
    /// The direction of the language the words are shown in: its first catalog's, left to
    /// right for English.
    public var direction: ScriptDirection {
        language.map { ScriptDirection(language: $0) } ?? .leftToRight
    }
}
