import ChatLayout
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 "A settings file": `config.toml` in Parley's subset of TOML — what it reads, what
/// it refuses (naming the line), the settings and keys it gives, and `--print-config`'s text,
/// which reads back as the defaults.
@Suite struct SettingsFileTests {
    static func settings(_ text: String, home: String? = "/home/u") throws(TOMLError) -> ClientSettings {
        try ClientSettings(file: Array(text.utf8), home: home)
    }

    static func refusal(_ text: String) -> TOMLError? {
        do {
            _ = try settings(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("The subset reads strings, booleans, integers, tables and comments", arguments: [
        ("a = \"x\"", TOMLValue.string("x")), ("a = 'C:\\path\\n'", .string("C:\\path\\n")), ("a = \"tab\\there \\\"q\\\" \\\\ \\u00E9\\U0001F600\"", .string("tab\there \"q\" \\ é😀")),
        ("a=true", .boolean(true)), ("  a = false  # off", .boolean(false)), ("a = 1_000", .integer(1_000)), ("a = -42", .integer(-42)), ("a = +7", .integer(7)), ("a = 0", .integer(0)),
        ("\"quoted key\" = \"v\"", .string("v")), ("a = \"# not a comment\" # a comment", .string("# not a comment")), ("a = \"\"", .string("")),
    ])
    func subsetValues(line: String, value: TOMLValue) throws {
        let document = try TOMLDocument.parse(Array(line.utf8))
        #expect(document.entries.map(\.value) == [value])
    }

    @Test("Lines: blank, comments, CR LF, a byte order mark, tables with the keys after them")
    func lines() throws {
        let text = "\u{FEFF}# settings\r\n\r\nvim = true\r\n[keys]  # the keys\r\n  quit = \"ctrl-q\"\r\n"
        let document = try TOMLDocument.parse(Array(text.utf8))
        #expect(document.entries.map { "\($0.table ?? "-").\($0.key)@\($0.line)" } == ["-.vim@3", "keys.quit@5"])
        #expect(document.tables == [TOMLDocument.Header(name: "keys", line: 4)])
    }

    @Test("Settings errors name their line", arguments: [
        ("vim = yes", 1, "vim = yes is not a value here: a string in quotes, true, false or a whole number"),
        ("\n\nlayout = \"grid\"", 3, "layout is auto, terminal or classic, not \"grid\""),
        ("theme = 'pink'", 1, "theme is auto, light, dark, simplex or black, not \"pink\""),
        ("vim = \"true\"", 1, "vim is true or false, not \"true\""),
        ("bell = 1", 1, "bell is true or false, not 1"),
        ("images = \"sixel\"", 1, "images is auto, blocks or off, not \"sixel\""),
        ("notification_preview = \"all\"", 1, "notification_preview is message, contact or hidden, not \"all\""),
        ("colour = \"red\"", 1, "colour is not a setting; parley --print-config lists them"),
        ("mouse = true\nmouse = false", 2, "mouse is set twice (first on line 1)"),
        ("[keys]\n[keys]", 2, "[keys] is given twice (first on line 1)"),
        ("[theme]", 1, "there is no table [theme]; the settings have [keys]"),
        ("[keys.chat]", 1, "dotted table names are not in Parley's settings: [keys] alone"),
        ("[[keys]]", 1, "arrays of tables ([[…]]) are not in Parley's settings"),
        ("[keys", 1, "a table header ends with ]: [keys]"),
        ("keys.quit = \"q\"", 1, "dotted keys are not in Parley's settings: put keys in a [table]"),
        ("vim true", 1, "a setting is key = value; after vim comes ="),
        ("vim =", 1, "vim has no value"),
        ("vim = # none", 1, "vim has no value"),
        ("db = [\"a\"]", 1, "arrays are not in Parley's settings; db takes a string, true or false, or a number"),
        ("db = {path = \"a\"}", 1, "inline tables are not in Parley's settings; use a [table]"),
        ("db = \"\"\"a\"\"\"", 1, "multi-line strings (\"\"\") are not in Parley's settings"),
        ("db = '''a'''", 1, "multi-line strings (''') are not in Parley's settings"),
        ("db = \"open", 1, "a string in \" ends with \" on its line"),
        ("db = 'open", 1, "a string in ' ends with ' on its line"),
        ("db = \"a\\qb\"", 1, "\\q is not an escape; \\\\ writes a backslash"),
        ("db = \"\\uZZZZ\"", 1, "\\uZZZZ is not a Unicode scalar"),
        ("db = \"\\uD800\"", 1, "\\uD800 is not a Unicode scalar"),
        ("db = \"\\u12\"", 1, "\\u takes 4 hexadecimal digits"),
        ("bell = true false", 1, "after the value comes a comment (#) or the end of the line, not f"),
        ("x = 3.14", 1, "x = 3.14 is not a value here: a string in quotes, true, false or a whole number"),
        ("x = 007", 1, "x = 007: a number has no leading zeros"),
        ("x = 1__0", 1, "x = 1__0 is not a value here: a string in quotes, true, false or a whole number"),
        ("x = 99999999999999999999", 1, "x = 99999999999999999999 is too large a number"),
        ("= 1", 1, "a key is letters, digits, _ and -, or in quotes"),
        ("vim = true\u{0B}", 1, "a control character (U+000B) is not allowed in the file"),
        ("db = \"a\"\nconnect = \"ws://h:1\"", 2, "db and connect both name the core: keep one"),
        ("core_lib = \"/l.so\"", 1, "core_lib goes with core_db, the prefix of the core's databases"),
        ("\ncore_db = \"p\"", 2, "core_db goes with core_lib, the path of the core's C library"),
        ("[keys]\nfly = \"f\"", 2, "fly is not an action; parley --print-config lists them under [keys]"),
        ("[keys]\nquit = \"ctrl-\"", 2, "ctrl- is not a key; write ctrl-t, alt-shift-m, f1, pgup, space or one character"),
        ("[keys]\nquit = true", 2, "quit takes a string in quotes, not true"),
        ("[keys]\ngroup_info = \"i\"", 2, "group_info = i: in a chat a plain key types text; bind it with ctrl- or alt-"),
        ("[keys]\n\ngroup_info = \"ctrl-t\"", 3, "ctrl-t is bound to both toggle_layout and group_info"),
        ("[keys]\nquit = \"ctrl-t\"\ntoggle_layout = \"ctrl-y\"\nredraw = \"ctrl-y\"", 4, "ctrl-y is bound to both redraw and toggle_layout"),
    ])
    func settingsErrorsNameTheirLine(text: String, line: Int, message: String) {
        let refusal = Self.refusal(text)
        #expect(refusal?.line == line && refusal?.message == message, "\(String(describing: refusal))")
    }

    @Test("A line that is not UTF-8 is refused by its number")
    func notUTF8() {
        #expect(throws: TOMLError(line: 2) { _ in "this line is not UTF-8 text" }) { try TOMLDocument.parse(Array("vim = true\n".utf8) + [0x66, 0xFF, 0x0A]) }
    }

    @Test("--print-config's text reads back as the defaults")
    func printedDefaultsReadBack() throws {
        #expect(try Self.settings(ClientSettings.defaults.fileText) == .defaults)
        #expect(try Self.settings("") == .defaults)
    }

    @Test("Any settings written read back as they were")
    func settingsRoundTrip() throws {
        var settings = ClientSettings()
        settings.layout = .classic
        settings.theme = .simplex
        settings.vimKeys = true
        settings.mouse = true
        settings.bell = false
        settings.images = .off
        settings.notificationPreview = .hidden
        settings.keys = try settings.keys.binding(.toggleLayout, to: "alt-t f5", line: 1).binding(.help, to: "", line: 2)
        for core in [ClientSettings.Core.store(path: "/data/my \"chats\".db"), .webSocket(url: "ws://127.0.0.1:5225"), .library(path: "/l/libsimplex.so", databasePrefix: "/b/bot")] {
            settings.core = core
            #expect(try Self.settings(settings.fileText) == settings, "\(settings.fileText)")
        }
    }

    @Test("A path in the file may start with ~/ for the home folder")
    func homePaths() throws {
        #expect(try Self.settings("db = \"~/chats/p.db\"").core == .store(path: "/home/u/chats/p.db"))
        #expect(try Self.settings("db = \"~/chats/p.db\"", home: nil).core == .store(path: "~/chats/p.db"))
        #expect(try Self.settings("core_lib = \"~/l.so\"\ncore_db = \"/b/bot\"").core == .library(path: "/home/u/l.so", databasePrefix: "/b/bot"))
    }

    @Test("Keys as the file writes them", arguments: [
        ("ctrl-t", KeyEvent(.character("t"), .control)), ("Ctrl-T", KeyEvent(.character("t"), .control)), ("alt-shift-m", KeyEvent(.character("M"), .alt)),
        ("alt-M", KeyEvent(.character("M"), .alt)), ("f1", KeyEvent(.function(1))), ("shift-tab", KeyEvent(.tab, .shift)), ("pgup", KeyEvent(.pageUp)),
        ("space", KeyEvent(.character(" "))), ("?", KeyEvent(.character("?"))), ("+", KeyEvent(.character("+"))), ("alt-enter", KeyEvent(.enter, .alt)),
        ("ctrl-alt-x", KeyEvent(.character("x"), [.control, .alt])), ("-", KeyEvent(.character("-"))), ("é", KeyEvent(.character("é"))),
    ])
    func keyChords(spec: String, key: KeyEvent) {
        #expect(KeyChord.key(spec) == key)
        #expect(KeyChord.key(KeyChord.spec(of: key)) == key, "\(KeyChord.spec(of: key))")
    }

    @Test("What is not a key", arguments: ["", "ctrl-", "f13", "f0", "f01", "enterr", "ab", "ctrl-\u{1B}", " "])
    func notKeys(spec: String) {
        #expect(KeyChord.key(spec) == nil)
    }

    @Test("The default keys: every action bound, no two where both are read, and looked up by context")
    func defaultKeys() throws {
        let keys = KeyBindings.defaults
        #expect(keys.clash == nil)
        #expect(KeyAction.allCases.allSatisfy { !(keys.keys[$0] ?? []).isEmpty })
        #expect(Set(KeyAction.table.map(\.action)) == Set(KeyAction.allCases) && KeyAction.table.count == KeyAction.allCases.count)
        #expect(keys.action(for: KeyEvent(.character("t"), .control), in: .chat) == .toggleLayout)
        #expect(keys.action(for: KeyEvent(.character("c"), .control), in: .message) == .quit, "anywhere's keys everywhere")
        #expect(keys.action(for: KeyEvent(.character("q")), in: .list) == .quitFromList)
        #expect(keys.action(for: KeyEvent(.character("q")), in: .message) == .jumpToQuote)
        #expect(keys.action(for: KeyEvent(.enter), in: .chat) == .send)
        let rebound = try Self.settings("[keys]\ntoggle_layout = \"alt-t\"\nquit = \"ctrl-q ctrl-c\"").keys
        #expect(rebound.action(for: KeyEvent(.character("t"), .alt), in: .chat) == .toggleLayout)
        #expect(rebound.action(for: KeyEvent(.character("t"), .control), in: .chat) == nil)
        #expect(rebound.action(for: KeyEvent(.character("q"), .control), in: .list) == .quit)
    }

    @Test("Random bytes never crash the reader, and any refusal names a line of the input")
    func randomBytes() {
        var random = SeededRandom(seed: 36)
        let alphabet = Array("ab_=\"'\\#[].{}-+0123456789 \t\ntruefalsekeysctrl-uU\r".utf8) + [0xC3, 0xA9, 0xFF, 0x00, 0x1B]
        let template = Array(ClientSettings.defaults.fileText.utf8)
        for round in 0..<4_000 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0: bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            case 1: bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
            default:
                bytes = template
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0...2, using: &random) {
                    case 0: bytes[at] = alphabet.randomElement(using: &random) ?? 0
                    case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: at)
                    default: bytes.remove(at: at)
                    }
                }
            }
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            do {
                _ = try ClientSettings(file: bytes, home: "/home/u")
            } catch {
                #expect((1...max(1, lines)).contains(error.line), "round \(round): line \(error.line) of \(lines)")
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test("A settings error is written in the user's language, naming its line")
    func errorsAreTranslated() throws {
        let refusal = try #require(Self.refusal("[keys]\nfly = \"f\""))
        let pseudo = try PseudoLocale.translator()
        #expect(refusal.description(pseudo) != refusal.description, "\(refusal.description(pseudo))")
        #expect(refusal.description(pseudo).contains("2") && refusal.description(pseudo).contains("fly"))
    }
}
