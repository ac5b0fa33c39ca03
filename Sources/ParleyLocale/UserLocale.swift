import Foundation
import Localization

/// The user's language and date locale, read once at the edge and handed to the pure modules
/// like `now`: the settings of the environment (`LocaleSettings`), the catalogs of the domain
/// `parley` found for them (`CatalogDirectories`) as a `Translator`, and the `Locale` dates are
/// written in. A catalog that cannot be read costs one warning line and falls back to the next
/// language, then English; nothing here can stop the program.
public struct UserLocale: Sendable {
    /// What the environment asked for.
    public let settings: LocaleSettings
    /// The catalogs found for `settings.languages`, in their order.
    public let translator: Translator
    /// The locale dates and times are written in: the one the environment names, else the
    /// language of the first catalog read (`LANGUAGE=de` alone: German dates), else the C
    /// locale (no catalog read, or English: the spec's English dates).
    public let locale: Locale
    /// One line for each catalog that was found and not read.
    public let warnings: [String]

    /// The user's locale for `environment`, its catalogs looked up in `directories`, the first
    /// directory that has a language's file winning. O(languages × directories) file checks.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                directories: [String]? = nil) {
        let settings = LocaleSettings(environment: environment)
        let directories = directories ?? CatalogDirectories.search(environment: environment)
        var catalogs: [MessageCatalog] = []
        var warnings: [String] = []
        for language in settings.languages {
            let names = LocaleSettings.catalogNames(for: language)
            let paths = names.flatMap { name in directories.map { CatalogDirectories.path(of: name, in: $0) } }
            for path in paths where FileManager.default.fileExists(atPath: path) {
                do {
                    let name = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
                    let bytes = try Self.read(path)
                    let catalog = try MessageCatalog(mo: bytes, language: name)
                    if !catalogs.contains(where: { $0.language == catalog.language }) { catalogs.append(catalog) }
                    break
                } catch {
                    warnings.append(error.message(path: path))
                }
            }
        }
        self.settings = settings
        self.translator = Translator(catalogs: catalogs)
        self.locale = Locale(identifier: settings.namesTimeLocale ? settings.timeLocaleIdentifier : translator.language ?? settings.timeLocaleIdentifier)
        self.warnings = warnings
    }

    /// Writes each warning as a line to standard error: what a face does once at start.
    public func reportWarnings() {
        for warning in warnings {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
    }

    private static func read(_ path: String) throws(CatalogError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw CatalogError("it cannot be read") }
        return [UInt8](data)
    }
}
