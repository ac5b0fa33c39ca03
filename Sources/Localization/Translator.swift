/// Turns the program's English words into the user's language: GNU gettext's `gettext`,
/// `pgettext` and `ngettext` over the catalogs of the domain `parley`, tried in the order of
/// the user's languages, one string at a time (`LANGUAGE=ru:de`: a string Russian lacks is
/// German, one neither has stays English). English, the msgid itself, by default: the pure
/// modules take a translator through their environments and tests read English.
///
/// Marking convention (what `Tools/extract-strings.py` collects into `po/parley.pot`): a string
/// literal written directly as the first argument of `tr(…)` or as the first two of
/// `trPlural(…)`, with an optional literal `context:`. Placeholders are named, `{name}`, and
/// substituted after the look-up (`Placeholders`); a marked literal never interpolates.
public struct Translator: Hashable, Sendable {
    /// The catalogs in the order of the user's languages; empty for English.
    public let catalogs: [MessageCatalog]

    /// A translator over `catalogs`, the preferred language first.
    public init(catalogs: [MessageCatalog]) {
        self.catalogs = catalogs
    }

    /// English: every string is its msgid, every plural follows English (`n != 1`).
    public static let english = Translator(catalogs: [])

    /// `pgettext(context, msgid)` or `gettext(msgid)`, then `values` substituted for their
    /// `{name}` placeholders.
    public func tr(_ msgid: String, context: String? = nil, _ values: [String: String] = [:]) -> String {
        let key = MessageCatalog.key(msgid, context: context)
        for catalog in catalogs {
            if let text = catalog.singular(key) {
                return Placeholders.substitute(values, in: text)
            }
        }
        return Placeholders.substitute(values, in: msgid)
    }

    /// `npgettext(context, singular, plural, count)`: the form the first catalog that has the
    /// string chooses for `count` by its `Plural-Forms`, else English's; then `{count}` and
    /// `values` substituted.
    public func trPlural(_ singular: String, _ plural: String, _ count: Int, context: String? = nil,
                         _ values: [String: String] = [:]) -> String {
        var all = values
        all["count"] = all["count"] ?? String(count)
        let key = MessageCatalog.key(singular, context: context)
        for catalog in catalogs {
            if let text = catalog.plural(key, count: count) {
                return Placeholders.substitute(all, in: text)
            }
        }
        return Placeholders.substitute(all, in: count == 1 ? singular : plural)
    }

    /// The language of the first catalog ("de"), nil for English.
    public var language: String? { catalogs.first?.language }
}
