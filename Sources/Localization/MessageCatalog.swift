/// One language's translations of the domain `parley`, read from a GNU `.mo` file
/// (`MessageCatalog.init(mo:language:)`): each msgid, with its context, to its forms, and the
/// language's plural rule. Immutable and shared by reference: a translator is copied into
/// every environment, its strings are not. Two catalogs are equal when they are the same one.
public final class MessageCatalog: Hashable, Sendable {
    /// The language the catalog was found under ("de", "pt_BR").
    public let language: String
    /// The forms by key (`MessageCatalog.key`): one for a plain string, `pluralRule.count` for a
    /// plural one. Untranslated strings are not here (`msgfmt` leaves them out).
    public let entries: [String: [String]]
    /// The catalog's `Plural-Forms`.
    public let pluralRule: PluralRule

    /// A catalog of these entries.
    public init(language: String, entries: [String: [String]], pluralRule: PluralRule) {
        self.language = language
        self.entries = entries
        self.pluralRule = pluralRule
    }

    /// The key of a msgid in a context, as `.mo` files store it: the context, EOT (U+0004), the msgid.
    public static func key(_ msgid: String, context: String?) -> String {
        guard let context else { return msgid }
        return context + "\u{4}" + msgid
    }

    /// The translation of a plain string, nil when the catalog has none.
    public func singular(_ key: String) -> String? {
        guard let forms = entries[key], let first = forms.first, !first.isEmpty else { return nil }
        return first
    }

    /// The form of a plural string for `count` by the catalog's rule, nil when the catalog has
    /// none (a form the rule names past the last is the first, as gettext does).
    public func plural(_ key: String, count: Int) -> String? {
        guard let forms = entries[key], !forms.isEmpty else { return nil }
        let index = pluralRule.form(for: count)
        let form = index < forms.count ? forms[index] : forms[0]
        return form.isEmpty ? nil : form
    }

    /// The same catalog.
    public static func == (lhs: MessageCatalog, rhs: MessageCatalog) -> Bool { lhs === rhs }

    /// The catalog's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
