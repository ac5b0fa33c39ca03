import Foundation
import Localization
import TestSupport

/// One message of a `.pot` or `.po` file: its context, msgid, plural msgid and translations.
struct TemplateEntry: Hashable {
    var context: String?
    var msgid = ""
    var plural: String?
    var forms: [String] = []

    /// The key a `.mo` file stores it under.
    var key: String { MessageCatalog.key(msgid, context: context) }
}

/// Reads the messages of a gettext file as `Tools/extract-strings.py` and `msgmerge` write them:
/// `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[N]`, each a quoted string that may
/// go on in quoted lines under it; the header (the empty msgid) left out.
enum TemplateEntries {
    static func read(_ path: String) throws -> [TemplateEntry] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
        var entries: [TemplateEntry] = []
        var current = TemplateEntry()
        var field: String?
        var started = false
        func finish() {
            if started, !current.msgid.isEmpty { entries.append(current) }
            current = TemplateEntry()
            field = nil
            started = false
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") {
                if line.isEmpty { finish() }
                continue
            }
            if line.hasPrefix("\"") {
                append(unquote(line), to: field, of: &current)
                continue
            }
            guard let space = line.firstIndex(of: " ") else { continue }
            let name = String(line[..<space])
            let value = unquote(line[line.index(after: space)...])
            started = true
            field = name
            switch name {
            case "msgctxt": current.context = value
            case "msgid": current.msgid = value
            case "msgid_plural": current.plural = value
            default: current.forms.append(value)
            }
        }
        finish()
        return entries
    }

    private static func append(_ value: String, to field: String?, of entry: inout TemplateEntry) {
        switch field {
        case "msgctxt": entry.context = (entry.context ?? "") + value
        case "msgid": entry.msgid += value
        case "msgid_plural": entry.plural = (entry.plural ?? "") + value
        case .some: if !entry.forms.isEmpty { entry.forms[entry.forms.count - 1] += value }
        case nil: break
        }
    }

    /// The value of a PO string literal: `"…"` with `\n`, `\t`, `\"` and `\\` escapes.
    private static func unquote(_ literal: Substring) -> String {
        var body = literal.trimmingCharacters(in: .whitespaces)
        guard body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\"") else { return "" }
        body = String(body.dropFirst().dropLast())
        var out = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
