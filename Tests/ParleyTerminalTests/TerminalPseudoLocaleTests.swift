import ChatLayout
import ChatSession
import Localization
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 34 "Tests", the terminal's part: under the pseudo-locale every screen of the terminal
/// client (the list, the open chat typing, focused, selecting and searching, with their header,
/// compose bar and status line), the help sheet and New chat leave no English word of the
/// catalog outside the brackets, but the chats' own words, the keys as typed (Enter, Ctrl-F),
/// the commands as typed (`/c LINK`) and the layout's name, which is `--layout`'s value.
@Suite struct TerminalPseudoLocaleTests {
    /// The catalog's words the terminal may draw unwrapped: keys and the layout's name.
    static let keyWords: Set<String> = ["enter", "space", "tab", "end", "home", "esc", "ctrl", "alt", "shift", "pgup", "pgdn", "terminal", "classic"]

    /// The catalog's words to look for: not the chats' own, not the keys.
    static func checked() throws -> Set<String> {
        let content = try [ClientDriver.team, ClientDriver.bob].map { String(decoding: try SimpleXJSON.encode($0), as: UTF8.self) }.joined(separator: " ")
            + String(decoding: try SimpleXJSON.encode(Fixtures.user), as: UTF8.self)
        return try PseudoLocale.catalogWords().subtracting(PseudoLocale.words(content)).subtracting(keyWords)
    }

    /// The client in `place`, speaking `translator`'s language.
    static func client(in place: String, translator: Translator) -> ClientDriver {
        var client = place == "list" ? ClientDriver.list() : ClientDisplayTests.client(in: place, columns: 120)
        client.model.state.environment.translator = translator
        client.model.state.session.configuration.translator = translator
        return client
    }

    @Test("Every screen of the client goes through the catalog", arguments: ["list", "compose", "focus", "selection", "found"])
    func everyScreenGoesThroughTheCatalog(place: String) throws {
        let client = Self.client(in: place, translator: try PseudoLocale.translator())
        let left = PseudoLocale.leftEnglish(client.screenLines, checked: try Self.checked())
        #expect(left.isEmpty, "\(place), drawn outside the catalog: \(left)")
        #expect(client.screenLines.last?.contains("⟦") == true, "the pseudo-locale was used")
    }

    @Test func theHelpSheetAndNewChatGoThroughTheCatalog() throws {
        let pseudo = try PseudoLocale.translator()
        let commands = Set(SlashCommand.usage(pseudo).map(\.command))
        let entries = HelpText.entries(pseudo).filter { !commands.contains($0.keys) }
        let texts = entries.flatMap { [$0.keys, $0.what] } + SlashCommand.usage(pseudo).map(\.what)
            + NewChatChoice.allCases.map { OverlayScreen.title(.newChat($0), pseudo) } + [pseudo.tr("New chat"), pseudo.tr("Keys")]
        let left = PseudoLocale.leftEnglish(texts, checked: try Self.checked())
        #expect(left.isEmpty, "drawn outside the catalog: \(left)")
    }

    /// Issue 36: the terminal's own status lines, its failures and the title go through the
    /// catalog too (Ctrl-O's hint, a copy that failed, the editor's failures, the title's count).
    @Test func statusLinesAndTheTitleGoThroughTheCatalog() throws {
        let pseudo = try PseudoLocale.translator()
        var client = Self.client(in: "compose", translator: pseudo)
        client.press(.character("o"), .control)
        let title = String(decoding: Attention.title(unread: 3, pseudo), as: UTF8.self)
        let texts = [client.state.statusText ?? "", title, pseudo.tr("Copy failed: {error}", ["error": "x"]), pseudo.tr("the editor left no file")]
        let left = PseudoLocale.leftEnglish(texts, checked: try Self.checked())
        #expect(left.isEmpty, "drawn outside the catalog: \(left)")
        #expect(texts.allSatisfy { $0.contains("⟦") }, "\(texts)")
    }

    /// Issue 34 "Widths": at 80 columns under a German-length and a two-cells-a-letter
    /// pseudo-locale, every label of every screen is drawn whole (across a wrap, perhaps) or
    /// cut with an ellipsis: none is cut bare or overwritten by another, which would leave its
    /// brackets unmatched.
    @Test("Every label fits at 80 columns in a long or wide language", arguments: [PseudoLocale.Variant.long, .cjk], ["list", "compose", "focus", "selection", "found"])
    func everyLabelFitsAt80Columns(variant: PseudoLocale.Variant, place: String) throws {
        let translator = try PseudoLocale.translator(variant)
        var client = place == "list" ? ClientDriver.list() : ClientDisplayTests.client(in: place, columns: 80)
        client.model.state.environment.translator = translator
        client.model.state.session.configuration.translator = translator
        let lines = client.screenLines
        #expect(lines.joined().contains("⟦"), "the pseudo-locale was used")
        #expect(Self.unmatchedLabels(lines).isEmpty, "\(variant) \(place): labels cut or overwritten in\n\(lines.joined(separator: "\n"))")
    }

    /// The lines where a label's brackets do not match: a "⟧" without its "⟦", or a "⟦" never
    /// closed by the end of the screen (a label may wrap to the next line, or end in "…").
    static func unmatchedLabels(_ lines: [String]) -> [String] {
        var depth = 0
        var opened: String?
        var broken: [String] = []
        for line in lines {
            for character in line {
                switch character {
                case "⟦":
                    if depth == 0 { opened = line }
                    depth += 1
                case "⟧" where depth == 0: broken.append(line)
                case "⟧": depth -= 1
                case "…": depth = 0
                default: continue
                }
            }
        }
        return broken + (depth > 0 ? [opened ?? ""] : [])
    }

    @Test func anOverwrittenLabelIsCaught() {
        #expect(Self.unmatchedLabels(["⟦Ðéł⟦Ṁéš⟧"]) == ["⟦Ðéł⟦Ṁéš⟧"])
        #expect(Self.unmatchedLabels(["ţé⟧ ⟦Ṁéš⟧"]) == ["ţé⟧ ⟦Ṁéš⟧"])
        #expect(Self.unmatchedLabels(["⟦Ðéłé", "ţé⟧", "⟦Ðé…"]).isEmpty, "a wrap and an ellipsis are fine")
    }

    @Test("Group info, member info and a channel's members go through the catalog", arguments: ["group", "member", "channel"])
    func theInfoScreensGoThroughTheCatalog(page: String) throws {
        let pseudo = try PseudoLocale.translator()
        let team = GroupFixtures.team
        let bob = try #require(team.members.first { $0.memberProfile.displayName == "bob" })
        let screen = switch page {
        case "group": InfoScreen(.groupInfo, group: team)
        case "member": InfoScreen(.memberInfo(groupMemberId: bob.groupMemberId), group: team)
        default: InfoScreen(.channelMembers, group: ClientInfoScreensTests.channel)
        }
        let texts = InfoLines.lines(screen, theme: .light, width: 100, translator: pseudo).map { $0.line.runs.map(\.text).joined() }
        let content = String(decoding: try SimpleXJSON.encode([team, ClientInfoScreensTests.channel]), as: UTF8.self)
        let left = PseudoLocale.leftEnglish(texts, checked: try Self.checked().subtracting(PseudoLocale.words(content)))
        #expect(left.isEmpty, "\(page), drawn outside the catalog: \(left)")
        #expect(texts.joined().contains("⟦"), "the pseudo-locale was used")
    }

    @Test func theReplyBannerGoesThroughTheCatalog() throws {
        var client = Self.client(in: "focus", translator: try PseudoLocale.translator())
        client.press(.character("r"))
        let banner = try #require(client.screenLines.first { $0.contains("↩") }, "a reply's banner:\n\(client.screenLines.joined(separator: "\n"))")
        #expect(PseudoLocale.leftEnglish([banner], checked: try Self.checked()).isEmpty, "\(banner)")
    }

    @Test func englishFailsTheCheckSoItCanFail() throws {
        let client = Self.client(in: "compose", translator: .english)
        #expect(!PseudoLocale.leftEnglish(client.screenLines, checked: try Self.checked()).isEmpty)
        #expect(!PseudoLocale.leftEnglish(HelpText.entries.map(\.what), checked: try Self.checked()).isEmpty)
    }
}
