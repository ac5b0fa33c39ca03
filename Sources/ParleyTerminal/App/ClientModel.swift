import ChatBackend
import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// The terminal client's behaviour as a value: the chat session (`ChatSession`, what every face
/// of Parley shares) with the terminal's keys, overlays, cell geometry and editor around it.
/// Keys become session inputs or change only what the terminal has; what the session says
/// changed moves the view (a hint, a new chat, a restored draft). Nothing here does I/O or reads
/// a clock, so every key and every event of the core is tested without a terminal or a core.
@_spi(Benchmarks) public struct ClientModel: Sendable {
    /// What the client shows; `ClientScreen.frame(_:)` draws it.
    public var state: ClientState

    /// A model that starts from `state`.
    public init(state: ClientState) {
        self.state = state
    }

    /// Handles `event`; returns what to do. The editor's text is made safe as a paste is (issue
    /// 11 "Safety"): what would drive the terminal is shown, not obeyed, and sent as shown.
    public mutating func handle(_ event: ClientEvent) -> [ClientEffect] {
        switch event {
        case let .input(input):
            return handle(input)
        case let .resize(size):
            state.size = size
            state.needsFullRedraw = true
            state.sketching = state.open != nil
            return state.sketching ? [] : keepFocusInView()
        case let .session(.editorClosed(.edited(text))):
            return send(.editorClosed(.edited(SafeText.sanitize(text, for: .body))))
        case let .session(input):
            return send(input)
        case .inputEnded:
            return send(.quit(force: true))
        case .picturesReady:
            return []
        case .showCommands:
            showHelp(at: HelpText.commandsIndex(state.environment.translator))
            return []
        case let .pathCompleted(from, to):
            guard state.screen == .chat, state.chat?.editor.text == from else { return [] }
            state.chat?.editor.set(to)
            return edited()
        }
    }

    /// Ends a resize's sketch (D14): the rows are laid out at the new width from here on, and the
    /// focused row kept in view.
    public mutating func finishSketch() -> [ClientEffect] {
        guard state.sketching else { return [] }
        state.sketching = false
        return keepFocusInView()
    }

    /// Tells the session what the screen shows of the open chat when it is not what the session
    /// last saw (after a frame is laid out; a chat read anew has seen nothing yet): reading,
    /// "N new below" and paging follow it. The runtime calls it once per burst of events, before
    /// drawing.
    public mutating func settle() -> [ClientEffect] {
        guard !state.sketching else { return [] }
        guard let open = state.open, open.loaded, let chat = state.chat else { return [] }
        let viewport = Viewport(visibleRows: visibleRowIndices(), atNewest: chat.scroll == 0,
                                shown: state.focused && state.infoScreens.isEmpty)
        guard viewport != open.viewport else { return [] }
        return send(.viewport(viewport))
    }

    /// Hands `input` to the session and follows what it changed: the view goes where the
    /// session hints, a new chat starts a new view, the editor takes a text the session set.
    mutating func send(_ input: SessionInput) -> [ClientEffect] {
        let anchor = scrollAnchor()
        let highlighted = highlightedChat
        let context = state.open?.compose.context
        let output = state.session.handle(input, now: state.environment.now)
        follow(output.changes, anchor: anchor, highlighted: highlighted, composing: context)
        return output.effects.map(ClientEffect.session)
    }

    private mutating func handle(_ input: InputEvent) -> [ClientEffect] {
        switch input {
        case let .key(pressed):
            let (context, typesText) = state.keyContext
            guard let key = state.keys.defaultKey(for: pressed, in: context, typesText: typesText) else { return [] }
            switch key {
            case KeyEvent(.character("c"), .control):
                return interrupt()
            case KeyEvent(.character("l"), .control):
                state.needsFullRedraw = true
                return []
            case KeyEvent(.character("z"), .control):
                return [.suspend]
            default:
                break
            }
            var effects: [ClientEffect] = []
            state.status = nil
            if state.session.notice != nil { effects += send(.dismissNotice) }
            if state.overlay != nil { return effects + overlayKey(key) }
            if !state.infoScreens.isEmpty { return effects + infoKey(key) }
            switch state.screen {
            case .chatList: return effects + listKey(key)
            case .chat: return effects + chatKey(key)
            }
        case let .paste(text):
            guard state.screen == .chat, state.overlay == nil, state.infoScreens.isEmpty, state.open?.selection == nil else { return [] }
            state.chat?.focus = nil
            state.chat?.editor.insert(SafeText.sanitize(Self.pasted(text), for: .body))
            return edited()
        case let .mouse(mouse):
            return handle(mouse)
        case let .focus(focused):
            state.focused = focused
            return []
        default:
            return []
        }
    }

    private mutating func handle(_ mouse: MouseEvent) -> [ClientEffect] {
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

    /// A paste as it goes into the compose bar (D13): one trailing line break dropped (a copied
    /// line carries it), tabs kept.
    static func pasted(_ text: String) -> String {
        text.last?.isNewline == true ? String(text.dropLast()) : text
    }

    /// Ctrl-C: quits, asking first (through the session) when a draft or a live message would
    /// be lost; a second Ctrl-C while it asks quits at once. When it asks, the status line says
    /// so and what the next Ctrl-C does (D11: the first press is never silent).
    private mutating func interrupt() -> [ClientEffect] {
        if case .prompt = state.overlay { return send(.quit(force: true)) }
        let effects = send(.quit())
        if case .prompt = state.overlay {
            state.status = state.environment.translator.tr("Ctrl-C asked first: Ctrl-C again quits, Esc stays")
        }
        return effects
    }
}
