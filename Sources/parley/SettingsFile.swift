import Foundation
import ParleyTerminal

/// Parley's settings file (issue 36 "A settings file"): `--config FILE`, else
/// `$XDG_CONFIG_HOME/parley/config.toml` (an absolute `XDG_CONFIG_HOME`), else
/// `~/.config/parley/config.toml`. A file that is not there is the defaults — unless it was
/// named with `--config`; one that cannot be read is one error line naming it and its line.
enum SettingsFile {
    /// Where the settings are read from, given `--config` and the environment; nil without a home.
    static func path(given: String?, environment: [String: String]) -> String? {
        if let given { return given }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/parley/config.toml" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/parley/config.toml"
    }

    /// The settings the options' file sets, over the defaults.
    static func load(_ arguments: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ClientSettings {
        let given = arguments.value("--config")
        guard let path = path(given: given, environment: environment) else { return .defaults }
        guard FileManager.default.fileExists(atPath: path) else {
            if given != nil { throw Failure(CLILocale.translator.tr("there is no settings file at {path}", ["path": path])) }
            return .defaults
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(CLILocale.translator.tr("{path} cannot be read", ["path": path])) }
        do {
            return try ClientSettings(file: [UInt8](data), home: environment["HOME"])
        } catch {
            throw Failure("\(path): \(error.description(CLILocale.translator))")
        }
    }

    /// Whether the settings file names `key` (a top-level setting), as `load` finds the file; a
    /// file that is not there names nothing.
    static func names(_ key: String, _ arguments: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
        guard let path = path(given: arguments.value("--config"), environment: environment),
              let data = FileManager.default.contents(atPath: path) else { return false }
        do {
            return try TOMLDocument.parse([UInt8](data)).entries.contains { $0.table == nil && $0.key == key }
        } catch {
            throw Failure("\(path): \(error.description(CLILocale.translator))")
        }
    }
}
