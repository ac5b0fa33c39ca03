import ChatLayout
import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 "A settings file", acted on: the `[keys]` the file binds do their actions and the
/// default keys they replaced do nothing, plain keys still type where text is typed; `theme`
/// names the colours.
@Suite struct ClientSettingsEffectTests {
    static func keys(_ text: String) throws -> KeyBindings {
        try ClientSettings(file: Array(("[keys]\n" + text).utf8), home: nil).keys
    }

    static let altG = KeyEvent(.character("g"), .alt)
    static let ctrlG = KeyEvent(.character("g"), .control)

    /// Rule: a bound key reads as its action's first default key; a default key moved away
    /// reads as nothing; any other key as itself; a plain key types where text is typed.
    static let remapped: [(rule: String, file: String, key: KeyEvent, context: KeyAction.Context, typesText: Bool, reads: KeyEvent?)] = [
        ("the defaults read every key as itself", "", ctrlG, .chat, true, ctrlG),
        ("a bound key reads as the action's default key", "group_info = \"alt-g\"", altG, .chat, true, ctrlG),
        ("the default key it replaced does nothing", "group_info = \"alt-g\"", ctrlG, .chat, true, nil),
        ("a key no action has reads as itself (movement)", "group_info = \"alt-g\"", KeyEvent(.up), .chat, true, KeyEvent(.up)),
        ("a plain key bound on the list does its action there", "switch_profile = \"P\"", KeyEvent(.character("P")), .list, false, KeyEvent(.character("p"))),
        ("the plain key it replaced does nothing on the list", "switch_profile = \"P\"", KeyEvent(.character("p")), .list, false, nil),
        ("a plain key types where text is typed, whatever is bound", "help = \"h\"", KeyEvent(.character("h")), .chat, true, KeyEvent(.character("h"))),
        ("a message's key moves with its action", "reply = \"R\"", KeyEvent(.character("R")), .message, false, KeyEvent(.character("r"))),
        ("an action of anywhere is read in every context", "quit = \"ctrl-q\"", KeyEvent(.character("q"), .control), .message, false, KeyEvent(.character("c"), .control)),
    ]

    @Test(arguments: remapped)
    func boundKeysReadAsTheDefaultKeyOfTheirAction(rule: String, file: String, key: KeyEvent, context: KeyAction.Context, typesText: Bool, reads: KeyEvent?) throws {
        #expect(try Self.keys(file).defaultKey(for: key, in: context, typesText: typesText) == reads, "\(rule)")
    }

    @Test("A client with group info on Alt-G opens it there and not on Ctrl-G")
    func clientReadsBoundKeys() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.model.state.keys = try Self.keys("group_info = \"alt-g\"")
        let members = ChatCommand.members(groupId: ClientDriver.team.chatInfo.groupInfo?.groupId ?? 0)
        #expect(client.press(.character("g"), .control).isEmpty)
        #expect(client.press(.character("g"), .alt) == [.run(members)])
    }

    @Test("A client with the list's profiles on P opens them there; p does nothing, and types in a chat")
    func clientReadsBoundListKeys() throws {
        var client = ClientDriver.list()
        client.model.state.keys = try Self.keys("switch_profile = \"P\"")
        #expect(client.press(.character("p")).isEmpty)
        #expect(client.press(.character("P")) == [.run(.listUsers)])
    }

    /// Rule: the file's theme names the terminal's palette; SimpleX and Black are dark with their own accent.
    static let themes: [(name: ThemeName, dark: Bool, primary: TerminalColor)] = [
        (.light, false, TerminalTheme.light.primary),
        (.dark, true, TerminalTheme.dark.primary),
        (.simplex, true, .rgb(0x70, 0xf0, 0xf9)),
        (.black, true, .rgb(0x00, 0x77, 0xe0)),
    ]

    @Test(arguments: themes)
    func theFilesThemeNamesThePalette(name: ThemeName, dark: Bool, primary: TerminalColor) {
        let theme = TerminalTheme(name)
        #expect(theme.name == name.rawValue)
        #expect(theme.text == (dark ? TerminalTheme.dark.text : TerminalTheme.light.text))
        #expect(theme.primary == primary)
    }
}
