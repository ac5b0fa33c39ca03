import ChatLayout
import Foundation
import Localization
@testable import ParleyGUI
import Testing
import TestSupport

/// The window in the user's language (issue 34 "Tests"): under each shipped language its
/// buttons and chat area are named in that language as a screen reader reads them over AT-SPI,
/// and under Arabic it is mirrored (the chat list on the right); under the pseudo-locale no
/// English word of the catalog is left in a name the window gives.
extension GUIWindowTests {
    /// The environment of a window in `language` with its catalogs in `catalogs`: nothing of
    /// the test's own locale.
    static func speaking(_ language: String, catalogs: URL) -> [String: String] {
        ["LANGUAGE": language, "PARLEY_LOCALEDIR": catalogs.path, "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]
    }

    /// The window's accessible tree once its chat area (kim's chat) is named `chatName`.
    static func tree(of gui: GUISession, namingChat chatName: String) throws -> AccessibleNode {
        let accessibility = try AccessibilityBus(on: gui.bus)
        let tree = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> AccessibleNode? in
            let tree = try accessibility.tree(ofProcess: gui.program.processIdentifier)
            return tree.first(role: "list", name: chatName) == nil ? nil : tree
        }
        return try #require(tree, "no chat area named \(chatName)")
    }

    @Test("The window's buttons and chat area are named in the user's language over AT-SPI, and it is mirrored for a right-to-left one",
          arguments: ShippedCatalogs.languages)
    func theWindowSpeaksTheLanguage(language: String) throws {
        let catalogs = FileManager.default.temporaryDirectory.appendingPathComponent("parley-window-\(language)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalogs) }
        try ShippedCatalogs.compile([language], into: catalogs)
        let t = try ShippedCatalogs.translator(language, in: catalogs)
        let gui = try GUISession(named: "gui-language-\(language)", chat: "@6", environment: Self.speaking(language, catalogs: catalogs))
        defer { gui.close() }
        let frame = try gui.settledFrame()
        let tree = try Self.tree(of: gui, namingChat: t.tr("Messages with {name}", ["name": "kim"]))
        let buttons = Set(tree.all.filter { $0.role == "push button" }.map(\.name))
        for (english, shown) in [("New chat", t.tr("New chat")), ("Chat info", t.tr("Chat info"))] {
            #expect(shown != english, "\(language) translates \(english)")
            #expect(buttons.contains(shown) && !buttons.contains(english), "\(language): \(shown) among \(buttons.sorted())")
        }
        if t.direction == .rightToLeft {
            #expect(frame.x < Int(ChatListView.width), "\(language): the chat is left of the list, \(frame)")
        } else {
            #expect(frame.x >= Int(ChatListView.width), "\(language): the chat is right of the list, \(frame)")
        }
    }

    @Test("Under the pseudo-locale no English word of the catalog is left in a name or description the window gives a screen reader")
    func theWindowsNamesGoThroughTheCatalog() throws {
        let catalogs = FileManager.default.temporaryDirectory.appendingPathComponent("parley-window-qps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalogs) }
        try PseudoLocale.compile(into: catalogs)
        let t = try ShippedCatalogs.translator(PseudoLocale.language, in: catalogs)
        let gui = try GUISession(named: "gui-language-qps", chat: "@6", environment: Self.speaking(PseudoLocale.language, catalogs: catalogs))
        defer { gui.close() }
        _ = try gui.settledFrame()
        let tree = try Self.tree(of: gui, namingChat: t.tr("Messages with {name}", ["name": "kim"]))
        let ours = tree.all.filter { ["push button", "toggle button", "list"].contains($0.role) && !Self.windowControls.contains($0.description) }
            .flatMap { [$0.name, $0.description] }.filter { !$0.isEmpty }
        #expect(!ours.isEmpty)
        let left = PseudoLocale.leftEnglish(ours, checked: try PseudoLocale.catalogWords())
        #expect(left.isEmpty, "English left: \(left)")
    }

    /// The descriptions of the header bar's window buttons, which GTK names from its own catalog.
    static let windowControls: Set<String> = ["Minimize the window", "Maximize the window", "Restore the window", "Close the window"]
}

/// The window's own words as values under the pseudo-locale (issue 34 "Tests": every drawn
/// string goes through the catalog): the shortcuts window, the app menu, the header's subtitle,
/// what a screen reader hears of a message's state and a notification's fixed words.
@Suite struct WindowWordsTests {
    @Test func theWindowsOwnWordsGoThroughTheCatalog() throws {
        let t = try PseudoLocale.translator()
        var texts = AppMenu.sections(t).joined().map(\.label) + PreferencesWindow.themes.map { PreferencesWindow.name($0, t) }
        texts += WindowAction.allCases.map { $0.title(t) } + KeyGroup.allCases.map { $0.title(t) } + ContextKey.all(t).map(\.title)
        texts += [ChatHeader.subtitle(Fixtures.team.chatInfo, members: 4, t)]
        texts += [MetaIcon.edited, .timer, .sending, .sent, .delivered, .error, .warning].compactMap { RowAnnouncement.word(for: $0, t) }
        texts += [NotificationContent(NotificationContentTests.attention("hi"), preview: .hidden, markupBody: false, translator: t).title,
                  NotificationContent(NotificationContentTests.attention("hi", mention: true), preview: .contact, markupBody: false, translator: t).body ?? ""]
        let left = PseudoLocale.leftEnglish(texts, checked: try PseudoLocale.catalogWords())
        #expect(left.isEmpty, "English left: \(left)")
        let description = ShortcutsWindow.description(t)
        let titles = description.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "name=\"title\">") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "<" })
        }
        #expect(titles.count > 20)
        #expect(PseudoLocale.leftEnglish(titles, checked: try PseudoLocale.catalogWords()).isEmpty, "\(titles)")
    }
}
