import Foundation
import Localization

/// Issue 34's pseudo-locale for the tests of every face: `Tools/pseudo-locale.py` makes it from
/// `po/parley.pot` (every message "⟦Ðéłéţé⟧"), `msgfmt` compiles it, and a text drawn with it
/// shows which of its words skipped the catalog.
public enum PseudoLocale {
    /// Why the pseudo-locale could not be made: what the tool said.
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The pseudo-locale's translator, made from the current template; `long` stretches each
    /// message to about German's length.
    public static func translator(long: Bool = false) throws -> Translator {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = folder.appendingPathComponent("qps.po").path
        let mo = folder.appendingPathComponent("qps.mo").path
        let made = try runProcess("python3", ["Tools/pseudo-locale.py"] + (long ? ["--long"] : []) + [po])
        guard made.status == 0 else { throw Failed(description: "pseudo-locale.py: \(made.stderr)") }
        let compiled = try runProcess("msgfmt", ["--check", "-o", mo, po])
        guard compiled.status == 0 else { throw Failed(description: "msgfmt: \(compiled.stderr)") }
        return Translator(catalogs: [try MessageCatalog(mo: [UInt8](Data(contentsOf: URL(fileURLWithPath: mo))), language: "qps")])
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
