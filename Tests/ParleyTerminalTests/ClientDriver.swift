import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// A `ClientModel` fed events as the runtime feeds them, for the client's tests: one fixed
/// environment (UTC, en_US_POSIX, 2026-11-28 15:00, after the demo's last message), the demo's
/// chats, and helpers to press keys, type and answer.
struct ClientDriver {
    /// 2026-11-28 15:00 UTC: the demo's chats are from this day.
    static let environment = TimelineEnvironment(now: Date(timeIntervalSince1970: 1_795_878_000),
                                                 timeZone: TimeZone(identifier: "UTC") ?? .gmt, locale: Locale(identifier: "en_US_POSIX"))
    static let team = Fixtures.team
    static let bob = Fixtures.bob

    var model: ClientModel
    var state: ClientState { model.state }

    init(size: GridSize = GridSize(rows: 24, columns: 80), theme: TerminalTheme = .light) {
        model = ClientModel(state: ClientState(theme: theme, size: size, environment: Self.environment))
    }

    /// A client showing the chat list of `chats`.
    static func list(_ chats: [AChat] = [team, bob], size: GridSize = GridSize(rows: 24, columns: 80), theme: TerminalTheme = .light) -> ClientDriver {
        var driver = ClientDriver(size: size, theme: theme)
        driver.handle(.chatsLoaded(user: Fixtures.user, chats: chats))
        return driver
    }

    /// A client with `chat` open (picked in the list with Enter, its first page answered), in
    /// `layout` when given.
    static func opened(_ chat: AChat, layout: ChatLayoutMode? = nil, size: GridSize = GridSize(rows: 24, columns: 80),
                       theme: TerminalTheme = .light) -> ClientDriver {
        var driver = list([team, bob], size: size, theme: theme)
        driver.model.state.list.selected = chat.chatInfo.chatRef == team.chatInfo.chatRef ? 0 : 1
        driver.press(.enter)
        driver.handle(.chatOpened(chat, nil))
        driver.model.state.chat?.layoutOverride = layout
        return driver
    }

    @discardableResult
    mutating func handle(_ event: ClientEvent) -> [ClientRequest] {
        model.handle(event)
    }

    @discardableResult
    mutating func press(_ key: Key, _ modifiers: Modifiers = []) -> [ClientRequest] {
        handle(.input(.key(KeyEvent(key, modifiers))))
    }

    /// Types `text` one key a character, as the decoder delivers it; returns every request.
    @discardableResult
    mutating func type(_ text: String) -> [ClientRequest] {
        text.flatMap { press(.character($0)) }
    }

    /// The open chat's rows as text, oldest first: each row's lines joined by "\n".
    var rowTexts: [String] {
        guard let chat = state.chat else { return [] }
        return state.cells(of: chat).map { row in
            row.lineTexts.joined(separator: "\n")
        }
    }

    /// The screen's text, one string a row, trailing spaces removed.
    var screenLines: [String] {
        ClientScreen.frame(state).grid.lineTexts
    }

    /// The whole screen as one text.
    var screen: String { screenLines.joined(separator: "\n") }

    /// The id of the open chat's row whose text contains `text`.
    func rowId(containing text: String) -> Int64? {
        guard let chat = state.chat else { return nil }
        return zip(state.cells(of: chat), rowTexts).first { $0.1.contains(text) }?.0.id
    }

    /// Focuses the row holding `text` (Tab unless focused, then ↑ until it is focused).
    mutating func focus(_ text: String) {
        if state.chat?.focus == nil { press(.tab) }
        for _ in 0..<50 where state.chat?.focus != rowId(containing: text) { press(.up) }
    }
}

extension ClientDriver {
    static var teamRef: ChatRef { team.chatInfo.chatRef ?? .group(1) }
    static var bobRef: ChatRef { bob.chatInfo.chatRef ?? .direct(2) }

    /// A team item as the core sends it: `id`, text, from `sender` (nil: the user), at `minute`
    /// past 09:00 on the demo's day.
    static func teamItem(_ id: Int64, _ text: String, from sender: String?, minute: Double = 40) -> AChatItem {
        let time = Date(timeIntervalSince1970: 1_795_856_400 + minute * 60)
        let direction: CIDirection = sender.map { .groupRcv(groupMember: Fixtures.teamMember($0)) } ?? .groupSnd
        let item = ChatItems.text(id, text, at: time, direction: direction, status: sender == nil ? .sndSent(sndProgress: .complete) : .rcvRead)
        return AChatItem(chatInfo: team.chatInfo, chatItem: item)
    }

    /// A team item of the fixture by id.
    static func teamFixtureItem(_ id: Int64) -> ChatItem? {
        team.chatItems.first { $0.meta.itemId == id }
    }
}
