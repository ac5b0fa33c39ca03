import Foundation
import Localization

/// The catalogs of `po/`, compiled for a test as `make mo` compiles them, into a folder laid out
/// as `share/locale` is (`DIR/LANG/LC_MESSAGES/parley.mo`), for `PARLEY_LOCALEDIR`.
public enum ShippedCatalogs {
    /// The languages of `po/LINGUAS`.
    public static let languages = ["de", "es", "ru", "zh_CN", "ar"]

    /// Compiles `languages` from `po/` by `msgfmt --check --statistics` into `folder`, each
    /// `.po` first passed through `edit`; what `msgfmt` said of each.
    @discardableResult
    public static func compile(_ languages: [String], into folder: URL, editing edit: (String, String) -> String = { $1 }) throws -> [String: String] {
        var statistics: [String: String] = [:]
        for language in languages {
            let directory = folder.appendingPathComponent(language).appendingPathComponent("LC_MESSAGES")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let source = try String(contentsOf: Repository.root.appendingPathComponent("po/\(language).po"), encoding: .utf8)
            let po = directory.appendingPathComponent("parley.po")
            try edit(language, source).write(to: po, atomically: true, encoding: .utf8)
            let result = try runProcess("msgfmt", ["--check", "--statistics", "-o", directory.appendingPathComponent("parley.mo").path, po.path])
            guard result.status == 0 else { throw CatalogError("msgfmt \(language): \(result.stderr)") }
            statistics[language] = result.stderr
        }
        return statistics
    }

    /// The translator of `language`'s catalog compiled in `folder`.
    public static func translator(_ language: String, in folder: URL) throws -> Translator {
        let mo = folder.appendingPathComponent(language).appendingPathComponent("LC_MESSAGES").appendingPathComponent("parley.mo")
        return Translator(catalogs: [try MessageCatalog(mo: [UInt8](Data(contentsOf: mo)), language: language)])
    }
}
