import ChatLayout
import ChatTimeline
import Foundation
import Localization
import SimpleXModel
import Testing
import TestSupport

/// Issue 34 "Tests": the pseudo-locale (`Tools/pseudo-locale.py`, made from `po/parley.pot`
/// and compiled by `msgfmt`, every string "⟦Ðéłéţé⟧") is put through every demo chat in both
/// layouts, their rows' menus and delete alerts, and the Team's group info and member list: no
/// English word of the catalog is left outside the brackets, except words the chat's own
/// content (messages, names, the core's event texts) has. This is what proves that every
/// string those modules draw goes through the catalog.
@Suite struct PseudoLocaleTests {
    static let chats: [(String, AChat)] = {
        var channel = Fixtures.team
        channel.chatItems = ChatItems.asChannel(channel.chatItems)
        let bots = (try? SimpleXJSON.decode([AChat].self, from: Repository.data("Sources/ParleyDemo/Resources/demo-bots.json"))) ?? []
        return [("Team", Fixtures.team), ("bob", Fixtures.bob), ("channel", channel)] + bots.enumerated().map { ("bots #\($0.offset)", $0.element) }
    }()

    /// Every text `translator` draws of `chat` in `layout`: the laid-out rows (date
    /// separators, senders, roles, headers, cards, labels, media), each row's menu and its
    /// delete alert.
    static func drawnTexts(_ chat: AChat, layout: ChatLayoutMode, translator: Translator) throws -> [String] {
        let environment = LayoutEnvironment(chat: chat.chatInfo, width: 393, layout: layout, translator: translator)
        let now = chat.chatItems.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        let rows = RowPresentation.present(ChatWindow(page: chat.chatItems, stats: chat.chatStats), chatInfo: chat.chatInfo, user: Fixtures.user,
                                           layout: layout, environment: environment.timeline(now: now))
        let tree = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: FixedAdvanceMeasurer())
        var texts = tree.rows.flatMap(\.parts).flatMap { part -> [String] in
            switch part.content {
            case let .text(text): [text.string]
            case let .cells(cells): cells.map(\.text.string)
            default: []
            }
        }
        let context = MenuContext(chatInfo: chat.chatInfo)
        for row in rows {
            texts += ContextMenu(row: row.row, context: context).actions.map { $0.title(translator) }
            let alert = Alert.delete(row.row, context: context, translator: translator)
            texts += [alert.title] + alert.buttons.map { $0.title(translator) }
        }
        return texts
    }

    /// Every text of the Team's group info and member list, and of the alerts its rows open.
    static func groupInfoTexts(translator t: Translator) -> [String] {
        let group = GroupFixtures.team
        let sections = GroupInfoSections(groupInfo: group.groupInfo, members: group.members, hasGroupLink: true, developerTools: true).sections
        var texts: [String] = []
        for section in sections {
            texts += [section.header?.title(t), section.footer?.text(t)].compactMap { $0 }
            for row in section.rows {
                texts += [row.title(t), row.detail(t)].compactMap { $0 }
                if let alert = row.alert(group.groupInfo)?.alert(t) {
                    texts += [alert.title, alert.message].compactMap { $0 } + alert.buttons.map { $0.title(t) }
                }
            }
        }
        for row in MemberList(groupInfo: group.groupInfo, members: group.members).rows {
            texts += [row.title(t), row.status(t), row.badge(t)].compactMap { $0 } + row.swipeActions.map { $0.title(t) }
            texts += row.swipeActions.map(\.alert).flatMap { alert in
                let shown = alert.alert(t)
                return [shown.title] + [shown.message].compactMap { $0 }
            }
        }
        return texts
    }

    static let cases: [(String, ChatLayoutMode)] = chats.flatMap { name, _ in [ChatLayoutMode.terminal, .classic].map { (name, $0) } }

    @Test("The pseudo-locale leaves no English word of the catalog in a demo chat's rows, menus and alerts", arguments: cases)
    func noEnglishWordOfTheCatalogInAChat(chat name: String, layout: ChatLayoutMode) throws {
        let chat = try #require(Self.chats.first { $0.0 == name }?.1)
        let content = PseudoLocale.words(String(decoding: try SimpleXJSON.encode(chat), as: UTF8.self) + " " + String(decoding: try SimpleXJSON.encode(Fixtures.user), as: UTF8.self))
        let checked = try PseudoLocale.catalogWords().subtracting(content)
        let texts = try Self.drawnTexts(chat, layout: layout, translator: PseudoLocale.translator())
        let left = texts.filter { !PseudoLocale.words(PseudoLocale.unwrapped($0)).isDisjoint(with: checked) }
        #expect(left.isEmpty, "drawn outside the catalog: \(left)")
        #expect(texts.contains { $0.contains("⟦") }, "the pseudo-locale was not used")
    }

    @Test func noEnglishWordOfTheCatalogInGroupInfo() throws {
        let group = GroupFixtures.team
        let content = PseudoLocale.words(String(decoding: try SimpleXJSON.encode(group), as: UTF8.self))
        let checked = try PseudoLocale.catalogWords().subtracting(content)
        let texts = Self.groupInfoTexts(translator: try PseudoLocale.translator())
        let left = texts.filter { !PseudoLocale.words(PseudoLocale.unwrapped($0)).isDisjoint(with: checked) }
        #expect(left.isEmpty, "drawn outside the catalog: \(left)")
        #expect(!texts.isEmpty)
    }

    @Test func englishFailsTheCheckSoItCanFail() throws {
        let group = GroupFixtures.team
        let checked = try PseudoLocale.catalogWords().subtracting(PseudoLocale.words(String(decoding: try SimpleXJSON.encode(group), as: UTF8.self)))
        let left = Self.groupInfoTexts(translator: .english).filter { !PseudoLocale.words(PseudoLocale.unwrapped($0)).isDisjoint(with: checked) }
        #expect(!left.isEmpty, "English must be caught as untranslated")
    }

    @Test func theLongPseudoLocaleIsAboutGermanLength() throws {
        let long = try PseudoLocale.translator(.long)
        let english = "Delete member messages"
        let stretched = long.tr(english)
        #expect(stretched.hasPrefix("⟦") && stretched.hasSuffix("⟧"))
        #expect(Double(stretched.count) >= Double(english.count) * 1.3, "\(stretched)")
        #expect(long.trPlural("{count} member", "{count} members", 3).contains("3"), "placeholders survive the pseudo-locale")
    }
}
