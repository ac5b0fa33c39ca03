import Foundation
import Localization
import TestSupport

/// Catalogs for the tests, made as a translator's are: a `.po` written here, compiled by GNU
/// `msgfmt` into `DIR/LANG/LC_MESSAGES/parley.mo`.
enum CatalogFiles {
    /// A fresh folder to hold catalogs.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("parley-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Compiles `po` (entries after the header) for `language` into `directory`; the header
    /// states `pluralForms`.
    @discardableResult
    static func write(_ language: String, pluralForms: String = "nplurals=2; plural=(n != 1);", entries: String, in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent(language).appendingPathComponent("LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let po = folder.appendingPathComponent("parley.po")
        let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(pluralForms)\\n\"\n\n"
        try Data((header + entries).utf8).write(to: po)
        let mo = folder.appendingPathComponent("parley.mo")
        let result = try runProcess("msgfmt", ["-o", mo.path, po.path])
        guard result.status == 0 else { throw CatalogError("msgfmt: \(result.stderr)") }
        return mo
    }

    /// The catalog compiled from `entries`, read back.
    static func catalog(_ language: String, pluralForms: String = "nplurals=2; plural=(n != 1);", entries: String) throws -> MessageCatalog {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mo = try write(language, pluralForms: pluralForms, entries: entries, in: directory)
        return try MessageCatalog(mo: [UInt8](Data(contentsOf: mo)), language: language)
    }
}
