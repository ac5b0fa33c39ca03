import Foundation
import Localization

/// Issue 34's pseudo-locale for the tests of every face: `Tools/pseudo-locale.py` makes it from
/// `po/parley.pot` (every message "⟦Ðéłéţé⟧", or stretched, or full width), `msgfmt` compiles
/// it, and a text drawn with it shows which of its words skipped the catalog.
public enum PseudoLocale {
    /// Why the pseudo-locale could not be made: what the tool said.
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// How the pseudo-locale writes a message (`Tools/pseudo-locale.py`'s options).
    public enum Variant: String, Sendable, CaseIterable {
        /// Wrapped and accented: "⟦Ðéłéţé⟧".
        case accented
        /// Accented and stretched to about German's length: "⟦Ðéłéţé·····⟧".
        case long
        /// Full-width letters, two cells each as Chinese and Japanese: "⟦Ｄｅｌｅｔｅ⟧".
        case cjk
    }

    /// The pseudo-locale's translator in `variant`, made from the current template.
    public static func translator(_ variant: Variant = .accented) throws -> Translator {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-pseudo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try compile(into: folder, variant)
        return try ShippedCatalogs.translator(language, in: folder)
    }

    /// The pseudo-locale's language name, for `LANGUAGE`.
    public static let language = "qps"

    /// Compiles the pseudo-locale into `folder` as a shipped language is
    /// (`folder/qps/LC_MESSAGES/parley.mo`), for a program run with `PARLEY_LOCALEDIR` and
    /// `LANGUAGE=qps`.
    public static func compile(into folder: URL, _ variant: Variant = .accented) throws {
        let directory = folder.appendingPathComponent(language).appendingPathComponent("LC_MESSAGES")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let po = directory.appendingPathComponent("parley.po").path
        let made = try runProcess("python3", [Repository.url("Tools/pseudo-locale.py").path] + (variant == .accented ? [] : ["--" + variant.rawValue]) + [po])
        guard made.status == 0 else { throw Failed(description: "pseudo-locale.py: \(made.stderr)") }
        let compiled = try runProcess("msgfmt", ["--check", "-o", directory.appendingPathComponent("parley.mo").path, po])
        guard compiled.status == 0 else { throw Failed(description: "msgfmt: \(compiled.stderr)") }
    }

    /// The words of at least three letters of `text`, lower-cased.
    public static func words(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.filter { $0.count >= 3 }.map { $0.lowercased() })
    }

    /// `text` without its ⟦…⟧ spans: what did not go through the pseudo-locale.
    public static func unwrapped(_ text: String) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "⟦" { depth += 1 } else if character == "⟧" { depth = max(0, depth - 1) } else if depth == 0 { out.append(character) }
        }
        return out
    }

    /// The English words of the catalog's messages (placeholders left out).
    public static func catalogWords() throws -> Set<String> {
        let template = try String(contentsOf: Repository.root.appendingPathComponent("po/parley.pot"), encoding: .utf8)
        let messages = template.split(separator: "\n").filter { $0.hasPrefix("msgid") || $0.hasPrefix("\"") }.joined(separator: " ")
        return words(messages.replacing(/\{[A-Za-z_]+\}/, with: " ").replacing(/\\n/, with: " "))
            .subtracting(["msgid", "msgid_plural", "plural", "content", "type", "text", "charset", "utf", "project", "version", "parley", "mime",
                          "transfer", "encoding", "bit", "language", "forms", "nplurals", "integer", "expression"])
    }

    /// The texts of `texts` with a word of `checked` outside the pseudo-locale's brackets.
    public static func leftEnglish(_ texts: [String], checked: Set<String>) -> [String] {
        texts.filter { !words(unwrapped($0)).isDisjoint(with: checked) }
    }
}
