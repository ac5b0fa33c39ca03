import Localization
import ChatLayout
import SimpleXModel

/// The settings file (`config.toml`): read from its bytes, every refusal naming its line, and
/// written, so that `parley --print-config` gives a file that reads back as the defaults.
extension ClientSettings {
    /// The settings a file sets, over the defaults: the core (`db`, `connect`, `core_lib` with
    /// `core_db`; a path's leading `~/` is `home`), `layout`, `theme`, `vim`, `mouse`, `bell`,
    /// `images`, `notification_preview`, and the `[keys]` table (`KeyBindings`). An unknown
    /// table or setting, a value of the wrong kind, two cores, or two actions on one key is a
    /// `TOMLError`. - Complexity: O(file).
    package init(file bytes: [UInt8], home: String?) throws(TOMLError) {
        self.init()
        let document = try TOMLDocument.parse(bytes)
        if let header = document.tables.first(where: { $0.name != "keys" }) {
            throw TOMLError(line: header.line) { $0.tr("there is no table [{name}]; the settings have [keys]", ["name": header.name]) }
        }
        var cores: [(key: String, value: String, line: Int)] = []
        var keyLines: [KeyAction: Int] = [:]
        for entry in document.entries {
            switch (entry.table, entry.key) {
            case (nil, "db"), (nil, "connect"), (nil, "core_lib"), (nil, "core_db"):
                cores.append((entry.key, Self.expanded(try Self.string(entry), home: home), entry.line))
            case (nil, "layout"):
                layout = try Self.choice(entry, Self.layouts)
            case (nil, "theme"):
                theme = try Self.choice(entry, Self.themes)
            case (nil, "vim"):
                vimKeys = try Self.boolean(entry)
            case (nil, "mouse"):
                mouse = try Self.boolean(entry)
            case (nil, "bell"):
                bell = try Self.boolean(entry)
            case (nil, "images"):
                images = try Self.choice(entry, ImageMode.allCases.map { ($0.rawValue, $0) })
            case (nil, "notification_preview"):
                notificationPreview = try Self.choice(entry, NotificationPreview.allCases.map { ($0.rawValue, $0) })
            case let ("keys", name):
                guard let action = KeyAction(rawValue: name) else {
                    throw TOMLError(line: entry.line) { $0.tr("{name} is not an action; parley --print-config lists them under [keys]", ["name": name]) }
                }
                keys = try keys.binding(action, to: try Self.string(entry), line: entry.line)
                keyLines[action] = entry.line
            case let (nil, name):
                throw TOMLError(line: entry.line) { $0.tr("{name} is not a setting; parley --print-config lists them", ["name": name]) }
            case let (table?, name):
                throw TOMLError(line: entry.line) { $0.tr("{name} is not a setting of [{table}]", ["name": name, "table": table]) }
            }
        }
        core = try Self.core(cores)
        if let (key, actions) = keys.clash {
            let line = [keyLines[actions.0], keyLines[actions.1]].compactMap { $0 }.max() ?? 1
            throw TOMLError(line: line) { $0.tr("{key} is bound to both {first} and {second}", ["key": KeyChord.spec(of: key), "first": actions.0.rawValue, "second": actions.1.rawValue]) }
        }
    }

    /// The layouts by their names in the file: `auto` is each chat's own.
    static let layouts: [(String, ChatLayoutMode?)] = [("auto", nil), ("terminal", .terminal), ("classic", .classic)]
    /// The themes by their names in the file: `auto` is the terminal's background.
    static let themes: [(String, ThemeName?)] = [("auto", nil)] + ThemeName.allCases.map { ($0.rawValue, $0) }

    private static func string(_ entry: TOMLDocument.Entry) throws(TOMLError) -> String {
        guard case let .string(text) = entry.value else {
            throw TOMLError(line: entry.line) { $0.tr("{key} takes a string in quotes, not {value}", ["key": entry.key, "value": entry.value.written]) }
        }
        return text
    }

    private static func boolean(_ entry: TOMLDocument.Entry) throws(TOMLError) -> Bool {
        guard case let .boolean(value) = entry.value else {
            throw TOMLError(line: entry.line) { $0.tr("{key} is true or false, not {value}", ["key": entry.key, "value": entry.value.written]) }
        }
        return value
    }

    /// The value of `entry` among `choices` (names in the order a message lists them).
    private static func choice<Value>(_ entry: TOMLDocument.Entry, _ choices: [(String, Value)]) throws(TOMLError) -> Value {
        let text = try string(entry)
        guard let value = choices.first(where: { $0.0 == text.lowercased() }) else {
            let names = choices.map(\.0)
            throw TOMLError(line: entry.line) { $0.tr("{key} is {choices} or {last}, not {value}", ["key": entry.key, "choices": names.dropLast().joined(separator: ", "), "last": names.last ?? "", "value": TOMLValue.quoted(text)]) }
        }
        return value.1
    }

    private static func expanded(_ path: String, home: String?) -> String {
        guard path.hasPrefix("~/"), let home, !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    /// The one core the file names, or nil; two are refused at the second's line.
    private static func core(_ given: [(key: String, value: String, line: Int)]) throws(TOMLError) -> Core? {
        let value = { (key: String) in given.first { $0.key == key } }
        let named = [value("db"), value("connect"), value("core_lib") ?? value("core_db")].compactMap { $0 }.sorted { $0.line < $1.line }
        if named.count > 1 {
            throw TOMLError(line: named[1].line) { $0.tr("{first} and {second} both name the core: keep one", ["first": named[0].key, "second": named[1].key]) }
        }
        if let db = value("db") { return .store(path: db.value) }
        if let url = value("connect") { return .webSocket(url: url.value) }
        switch (value("core_lib"), value("core_db")) {
        case let (library?, prefix?): return .library(path: library.value, databasePrefix: prefix.value)
        case let (library?, nil): throw TOMLError(line: library.line) { $0.tr("core_lib goes with core_db, the prefix of the core's databases") }
        case let (nil, prefix?): throw TOMLError(line: prefix.line) { $0.tr("core_db goes with core_lib, the path of the core's C library") }
        case (nil, nil): return nil
        }
    }
}
