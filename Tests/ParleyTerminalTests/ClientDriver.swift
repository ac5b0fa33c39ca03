import ChatBackend
@testable import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// A `ClientModel` fed events as `TerminalClient` feeds it, for the client's tests: each event
/// handled, then the frame settled (`settle()`, the viewport told to the session) as the runtime
/// does before it draws; the requests asked kept by id until a test answers them (as
/// `SessionDriver` keeps them), and the effects only a terminal carries out that change the model
/// carried out as the runtime carries them out (quit, help). One fixed environment (UTC,
/// en_US_POSIX, 2026-11-28 15:00, after the demo's last message), the demo's chats, and helpers
/// to press keys, type and answer.
struct ClientDriver {
    /// 2026-11-28 15:00 UTC: the demo's chats are from this day.
    static let environment = TimelineEnvironment(now: Date(timeIntervalSince1970: 1_795_878_000),
                                                 timeZone: TimeZone(identifier: "UTC") ?? .gmt, locale: Locale(identifier: "en_US_POSIX"))
    static let team = Fixtures.team
    static let bob = Fixtures.bob

    var model: ClientModel
    var state: ClientState { model.state }
    /// Requests and local effects asked and not yet answered or cancelled, by id.
    private(set) var outstanding: [RequestID: SessionEffect] = [:]
    /// Every effect of the last step (an event and the frame settled after it), in order.
    private(set) var effects: [ClientEffect] = []
    /// The items each chat asked to be read (`/_read chat items`): the pages answered from a
    /// chat's items have them read, as a core does.
    private(set) var read: [ChatRef: Set<Int64>] = [:]

    init(size: GridSize = GridSize(rows: 24, columns: 80), theme: TerminalTheme = .light) {
        let configuration = ChatSession.Configuration(timeZone: Self.environment.calendar.timeZone, locale: Self.environment.calendar.locale ?? Locale(identifier: "en_US_POSIX"))
        model = ClientModel(state: ClientState(session: ChatSession(configuration: configuration), theme: theme, size: size, environment: Self.environment))
    }

    /// A client showing the chat list of `chats` (started, the list answered).
    static func list(_ chats: [AChat] = [team, bob], size: GridSize = GridSize(rows: 24, columns: 80), theme: TerminalTheme = .light) -> ClientDriver {
        var driver = ClientDriver(size: size, theme: theme)
        driver.handle(.session(.start()))
        driver.answerList(chats)
        return driver
    }

    /// A client with `chat` open: picked in the list of the team and bob with Enter, in `layout`
    /// when given, its pages answered from its items as a core answers them.
    static func opened(_ chat: AChat, layout: ChatLayoutMode? = nil, size: GridSize = GridSize(rows: 24, columns: 80),
                       theme: TerminalTheme = .light) -> ClientDriver {
        var driver = list([team, bob], size: size, theme: theme)
        driver.model.state.list.selected = chat.chatInfo.chatRef == team.chatInfo.chatRef ? 0 : 1
        driver.press(.enter)
        if let layout { driver.setLayout(layout) }
        driver.answerPages(from: chat)
        return driver
    }

    /// Draws the open chat in `layout` from now on, as Ctrl-T would choose it, without a
    /// request to save it.
    mutating func setLayout(_ layout: ChatLayoutMode) {
        model.state.session.open?.layoutOverride = layout
    }

    // MARK: - Events

    /// Handles `event`, then settles the frame as the runtime does (a resize's sketch drawn and
    /// finished); returns the backend requests asked, without their ids.
    @discardableResult
    mutating func handle(_ event: ClientEvent) -> [BackendRequest] {
        var step = model.handle(event)
        step += model.settle()
        if model.state.sketching { step += model.finishSketch() + model.settle() }
        effects = step
        record(step)
        carryOut(step)
        return Self.requests(in: step)
    }

    @discardableResult
    mutating func press(_ key: Key, _ modifiers: Modifiers = []) -> [BackendRequest] {
        handle(.input(.key(KeyEvent(key, modifiers))))
    }

    /// Types `text` one key a character, as the decoder delivers it; returns every request.
    @discardableResult
    mutating func type(_ text: String) -> [BackendRequest] {
        text.flatMap { press(.character($0)) }
    }

    /// Hands `input` to the session through the model, as the runner delivers it.
    @discardableResult
    mutating func send(_ input: SessionInput) -> [BackendRequest] {
        handle(.session(input))
    }

    /// The backend requests among `effects`, without their ids.
    static func requests(in effects: [ClientEffect]) -> [BackendRequest] {
        effects.compactMap { if case let .session(.request(_, request)) = $0 { request } else { nil } }
    }

    /// The effects of the last step that are not backend requests, their ids left out: what the
    /// runner or the terminal carries out on its own.
    var local: [Local] {
        effects.compactMap(Local.init)
    }

    private mutating func record(_ effects: [ClientEffect]) {
        for case let .session(effect) in effects {
            outstanding.record(effect)
            if case let .request(_, .run(.readItems(ref, itemIds))) = effect { read[ref, default: []].formUnion(itemIds) }
        }
    }

    /// What `TerminalClient` does itself with the effects that change the model: quitting ends
    /// the loop, `/help` opens the keys at their commands.
    private mutating func carryOut(_ effects: [ClientEffect]) {
        for case let .session(effect) in effects {
            switch effect {
            case .quit: model.state.isQuitting = true
            case .showHelp: _ = model.handle(.showCommands)
            default: break
            }
        }
    }

    // MARK: - Answers

    /// The outstanding backend requests, oldest first.
    var requests: [(id: RequestID, request: BackendRequest)] {
        outstanding.requests
    }

    /// Answers request `id` with `result`.
    @discardableResult
    mutating func answer(_ id: RequestID, _ result: Result<Reply, ChatBackendError>) -> [BackendRequest] {
        outstanding[id] = nil
        return send(.reply(id, result))
    }

    /// Answers the oldest outstanding request that `matches` with `result`; nothing when none
    /// matches (the test's expectations then say what is missing).
    @discardableResult
    mutating func answer(matching matches: (BackendRequest) -> Bool, _ result: Result<Reply, ChatBackendError>) -> [BackendRequest] {
        guard let id = requests.first(where: { matches($0.request) })?.id else { return [] }
        return answer(id, result)
    }

    /// Answers the newest outstanding `request` with `reply` (the one a key just asked for,
    /// where opening a chat asked the same before).
    @discardableResult
    mutating func answer(_ request: BackendRequest, with reply: Reply) -> [BackendRequest] {
        guard let id = requests.last(where: { $0.request == request })?.id else { return [] }
        return answer(id, .success(reply))
    }

    /// Answers the newest outstanding `.run(command)` with the core's `response`.
    @discardableResult
    mutating func answer(_ command: ChatCommand, with response: ChatResponse) -> [BackendRequest] {
        answer(.run(command), with: .response(response))
    }

    /// Answers the newest outstanding command (`.run`) with the core's `response`: the command a
    /// key just asked for.
    @discardableResult
    mutating func answerCommand(with response: ChatResponse) -> [BackendRequest] {
        guard let id = requests.last(where: { if case .run = $0.request { true } else { false } })?.id else { return [] }
        return answer(id, .success(.response(response)))
    }

    /// Fails the newest outstanding command (`.run`) with `error`, as a refusing core does.
    @discardableResult
    mutating func failCommand(_ error: ChatBackendError) -> [BackendRequest] {
        guard let id = requests.last(where: { if case .run = $0.request { true } else { false } })?.id else { return [] }
        return answer(id, .failure(error))
    }

    /// Answers the outstanding list request with `user` and `chats`, and the drafts asked with none.
    @discardableResult
    mutating func answerList(_ chats: [AChat], user: User = Fixtures.user) -> [BackendRequest] {
        var asked = answer(matching: { $0 == .chats }, .success(.chats(user, chats)))
        for (id, effect) in outstanding {
            if case .loadDrafts = effect {
                outstanding[id] = nil
                asked += send(.draftsLoaded(id, [:]))
            }
        }
        return asked
    }

    /// Answers the oldest outstanding page request of `page`'s chat with `page` as it is.
    @discardableResult
    mutating func answerPage(_ page: AChat, navigation: NavigationInfo? = nil) -> [BackendRequest] {
        guard let ref = page.chatInfo.chatRef else { return [] }
        return answer(matching: { if case .page(ref, _, _) = $0 { true } else { false } }, .success(.page(page, navigation)))
    }

    /// Answers every outstanding page request of `chat` from its items as a core pages them
    /// (`FixturePages`), until none is left (a page may ask for the next); returns what the
    /// answers asked besides.
    @discardableResult
    mutating func answerPages(from chat: AChat) -> [BackendRequest] {
        guard let ref = chat.chatInfo.chatRef else { return [] }
        var asked: [BackendRequest] = []
        for _ in 0..<20 {
            guard let (id, request) = requests.first(where: { if case .page(ref, _, _) = $0.request { true } else { false } }),
                  case let .page(_, pagination, query) = request else { break }
            let (page, navigation) = FixturePages(chat: chat, read: read[ref] ?? []).page(pagination, query: query)
            asked += answer(id, .success(.page(page, navigation)))
        }
        return asked.filter { if case .page(ref, _, _) = $0 { false } else { true } }
    }

    /// Answers an outstanding local effect `id` (a copy, a save) with `outcome`.
    @discardableResult
    mutating func done(_ id: RequestID, _ outcome: LocalOutcome) -> [BackendRequest] {
        outstanding[id] = nil
        return send(.done(id, outcome))
    }

    // MARK: - The screen

    /// The open chat's rows as text, oldest first: each row's lines joined by "\n".
    var rowTexts: [String] {
        state.openCells.map { row in
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
        zip(state.openCells, rowTexts).first { $0.1.contains(text) }?.0.id
    }

    /// Focuses the row holding `text` (Tab unless focused, then ↑ until it is focused).
    mutating func focus(_ text: String) {
        if state.chat?.focus == nil { press(.tab) }
        for _ in 0..<50 where state.chat?.focus != rowId(containing: text) { press(.up) }
    }
}

/// An effect other than a backend request, its id left out, for a test to compare.
enum Local: Hashable {
    case cancel, copy(String), saveFile(path: String, name: String), editDraft(String), attention(SessionAttention), unreadCount(Int)
    case showHelp, loadDrafts(userId: Int64), storeDrafts(userId: Int64, [ChatRef: String]), quit, suspend, completePath(String)

    init?(_ effect: ClientEffect) {
        switch effect {
        case .suspend: self = .suspend
        case let .completePath(text): self = .completePath(text)
        case let .session(effect):
            switch effect {
            case .request: return nil
            case .cancel: self = .cancel
            case let .copy(_, text): self = .copy(text)
            case let .saveFile(_, path, name): self = .saveFile(path: path, name: name)
            case let .editDraft(text): self = .editDraft(text)
            case let .attention(attention): self = .attention(attention)
            case let .unreadCount(count): self = .unreadCount(count)
            case .showHelp: self = .showHelp
            case let .loadDrafts(_, userId): self = .loadDrafts(userId: userId)
            case let .storeDrafts(userId, texts): self = .storeDrafts(userId: userId, texts)
            case .quit: self = .quit
            }
        }
    }
}

/// A chat's items paged as a core pages them (oldest first): `initial` around the first unread
/// item (else the newest), `around`, `before`, `after` (after item 0: the first page) and `last`;
/// a search keeps the items whose text holds it; the items in `read` were read. `initial` and
/// `around` tell what comes after the page, as the core does.
struct FixturePages {
    let chat: AChat
    var read: Set<Int64> = []

    func page(_ pagination: ChatPagination, query: ChatQuery?) -> (AChat, NavigationInfo?) {
        var items = chat.chatItems.map { item in
            var item = item
            if read.contains(item.meta.itemId), item.isUnread { item.meta.itemStatus = .rcvRead }
            return item
        }
        if let query, query.isSearching {
            let text = query.search.trimmingCharacters(in: .whitespaces)
            items = items.filter { $0.meta.itemText.localizedCaseInsensitiveContains(text) }
        }
        let index = { (id: Int64) in items.firstIndex { $0.meta.itemId == id } }
        let range: Range<Int>
        var navigation = false
        switch pagination {
        case let .last(count):
            range = max(0, items.count - count)..<items.count
        case let .initial(count):
            navigation = true
            if let first = items.firstIndex(where: \.isUnread) {
                range = Self.around(first, count, in: items.count)
            } else {
                range = max(0, items.count - count)..<items.count
            }
        case let .around(itemId, count):
            navigation = true
            range = index(itemId).map { Self.around($0, count, in: items.count) } ?? 0..<0
        case let .before(itemId, count):
            let end = index(itemId) ?? 0
            range = max(0, end - count)..<end
        case let .after(itemId, count):
            let start = itemId == 0 ? 0 : index(itemId).map { $0 + 1 } ?? items.count
            range = start..<min(items.count, start + count)
        }
        var page = chat
        page.chatItems = Array(items[range])
        let after = items[range.upperBound...]
        return (page, navigation ? NavigationInfo(afterTotal: after.count, afterUnread: after.count(where: \.isUnread)) : nil)
    }

    private static func around(_ index: Int, _ count: Int, in total: Int) -> Range<Int> {
        let half = max(0, count - 1) / 2
        let start = max(0, index - half)
        return start..<min(total, index + 1 + (count - 1 - half))
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
