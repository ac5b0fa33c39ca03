import ChatLayout
import ChatBackend
import ChatTimeline
import SimpleXModel

/// The terminal client's behaviour as a value: every event changes the state and may ask for
/// backend requests, which the runtime runs and answers with more events. Nothing here does
/// I/O or reads a clock, so every key and every event of the core is tested without a
/// terminal or a core.
@_spi(Benchmarks) public struct ClientModel: Sendable {
    /// What the client shows; `ClientScreen.frame(_:)` draws it.
    public var state: ClientState

    /// A model that starts from `state`.
    public init(state: ClientState) {
        self.state = state
    }

    /// Handles `event`; returns what to ask of the backend.
    public mutating func handle(_ event: ClientEvent) -> [ClientRequest] {
        switch event {
        case let .input(input):
            return handle(input)
        case let .resize(size):
            state.size = size
            state.needsFullRedraw = true
            return keepFocusInView()
        case let .backend(chatEvent):
            return apply(chatEvent)
        case let .chatsFound(search, chats):
            chatsFound(search, chats)
            return []
        case let .chatsLoaded(user, chats):
            state.user = user
            keepingHighlight { $0.chats = chats }
            return []
        case let .chatOpened(chat, navigation):
            return opened(chat, navigation: navigation)
        case let .pageLoaded(ref, pagination, page, navigation):
            guard var chat = state.chat, chat.ref == ref else { return [] }
            chat.loading = false
            if page.chatItems.isEmpty, let anchor = pagination.anchor { chat.exhausted.insert(anchor) }
            var before: Int?
            if chat.scroll > 0, chat.query?.isSearching != true, case .last = pagination { before = state.contentHeight(of: chat) }
            chat.timeline.apply(pagination, page: page.chatItems, navigation: navigation, stats: page.chatStats)
            if let before { chat.scroll += state.contentHeight(of: chat) - before }
            if chat.query?.isSearching == true, case .last = pagination, chat.focus == nil { chat.focus = chat.timeline.rows.first?.id }
            state.chat = chat
            if let target = chat.pendingJump, chat.timeline.window.item(id: target) != nil { return jump(to: target) }
            state.chat?.pendingJump = nil
            return []
        case let .answered(purpose, response):
            return answered(purpose, response)
        case .failed(.address, _):
            return addressMissing()
        case let .failed(.fileReceived, error):
            return downloadFailed(error)
        case let .failed(purpose, error):
            if purpose == .send || purpose == .edit { state.chat?.compose.inProgress = false }
            state.chat?.loading = false
            state.status = error.message
            return []
        case let .editorClosed(outcome):
            editorClosed(outcome)
            return []
        case let .notice(text):
            state.status = text
            return []
        case .inputEnded:
            return quit()
        case .picturesReady:
            return []
        case let .connection(problem):
            let wasLost = state.connectionProblem != nil
            state.connectionProblem = problem
            guard problem == nil, wasLost else { return [] }
            return [.loadChats] + (state.chat.map { [.openChat($0.ref)] } ?? [])
        }
    }

    private mutating func handle(_ input: InputEvent) -> [ClientRequest] {
        switch input {
        case let .key(key):
            switch key {
            case KeyEvent(.character("c"), .control):
                return askToQuit()
            case KeyEvent(.character("l"), .control):
                state.needsFullRedraw = true
                return []
            case KeyEvent(.character("z"), .control):
                return [.local(.suspend)]
            default:
                break
            }
            state.status = nil
            if state.overlay != nil { return overlayKey(key) }
            if !state.infoScreens.isEmpty { return infoKey(key) }
            switch state.screen {
            case .chatList: return listKey(key)
            case .chat: return chatKey(key)
            }
        case let .paste(text):
            guard state.screen == .chat, state.overlay == nil, state.infoScreens.isEmpty, state.chat?.selection == nil else { return [] }
            state.chat?.focus = nil
            state.chat?.editor.insert(SafeText.sanitize(text, for: .body))
            return []
        case let .mouse(mouse):
            return handle(mouse)
        default:
            return []
        }
    }

    private mutating func handle(_ mouse: MouseEvent) -> [ClientRequest] {
        guard state.overlay == nil else { return [] }
        if !state.infoScreens.isEmpty { return infoMouse(mouse) }
        switch (state.screen, mouse.action) {
        case (.chat, .wheelUp): return scroll(by: 3)
        case (.chat, .wheelDown): return scroll(by: -3)
        case (.chatList, .wheelUp): state.list.selected = max(0, state.list.selected - 1)
        case (.chatList, .wheelDown): state.list.selected = min(max(0, visibleChats.count - 1), state.list.selected + 1)
        case (.chat, .press(.left)):
            if let id = rowId(atScreenRow: mouse.position.row) { state.chat?.focus = id }
        case (.chatList, .press(.left)):
            let index = mouse.position.row - 1
            if visibleChats.indices.contains(index) {
                state.list.selected = index
                return openSelectedChat()
            }
        default: break
        }
        return []
    }
}
