import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// Everything the terminal client shows, as one value: the chat session (the list, the open
/// chat, the prompt, the notice) and what only the terminal has — the screen's size and theme,
/// the list's highlight, the open chat's focus, scroll and editor, and what lies over them. The
/// model changes it (`ClientModel`); `ClientScreen` draws it.
@_spi(Benchmarks) public struct ClientState: Sendable {
    /// The chat client.
    public var session: ChatSession
    /// The chat list's highlight and what is typed on it.
    package var list = ChatListState()
    /// The open chat's view: focus, scroll, the compose bar's editor; nil on the list.
    public var chat: ChatView?
    package var overlay: Overlay?
    /// The group's views open over the chat, the last one shown (`InfoScreen`).
    package var infoScreens: [InfoScreen] = []
    /// One line at the bottom for what only the terminal says (a key's hint); the session's
    /// notice shows when there is none.
    public var status: String?
    package var theme: TerminalTheme
    /// The terminal's size in cells.
    public var size: GridSize
    /// The time and calendar dates and times are shown in; the runtime sets the time.
    public var environment: TimelineEnvironment
    /// The next frame is drawn whole, not as a change of the last one (issue 18 defect 1): after
    /// a resize, whose burst may end at the size drawn last, and at Ctrl-L.
    package var needsFullRedraw = false
    /// The next frame is a sketch (issue 36 D14): after a resize the header, the compose bar and
    /// the hint line are drawn at once at the new size, the chat's rows as the last frame had
    /// them (cut or padded); the rows are laid out at the new width for the frame after it.
    package var sketching = false
    /// Vim-style movement (j/k, g/G) in the message focus and the chat list.
    package var vimKeys = false
    /// Which keys do which actions: the defaults, or the settings file's `[keys]`.
    package var keys = KeyBindings.defaults
    /// A message in a chat not on screen rings the bell (`--no-bell` turns it off).
    package var bell = true
    /// The terminal has focus (its focus reports say so; true until one says otherwise).
    package var focused = true
    /// The client is ending.
    package var isQuitting = false
    /// Links to print, one a line, once the terminal is given back (p in a link dialog, issue
    /// 36 D23): whole, to select or copy from the shell, where the dialog's frame would break them.
    package var printOnQuit: [String] = []
    /// Where the pictures of images and videos come from; nil: their cards alone (`--images off`).
    package var pictures: PictureCache?
    /// The open chat's rows as the last frame drew them, shared by copies of this state.
    private(set) var drawnRows = DrawnRows()

    /// The open chat of the session.
    public var open: OpenChat? { session.open }

    /// The view that fills the screen below any overlay.
    var screen: Screen { session.open != nil && chat != nil ? .chat : .chatList }

    /// The screens.
    enum Screen: Hashable {
        case chatList, chat
    }

    /// The key as a movement: with vim keys on, j, k, g and G are down, up, home and end.
    func motion(of key: KeyEvent) -> Key {
        guard vimKeys, let character = key.text else { return key.key }
        return switch character {
        case "j": .down
        case "k": .up
        case "g": .home
        case "G": .end
        default: key.key
        }
    }

    /// Where a key is read now, as the settings' `[keys]` name it, and whether a plain
    /// character types text there (the compose bar, a search, the command line, a dialog).
    var keyContext: (context: KeyAction.Context, typesText: Bool) {
        if overlay != nil || !infoScreens.isEmpty { return (.anywhere, true) }
        switch screen {
        case .chatList: return (list.search == nil && list.command == nil ? .list : .anywhere, list.search != nil || list.command != nil)
        case .chat: return chat?.focus != nil && chat?.searchText == nil ? (.message, false) : (.chat, true)
        }
    }

    /// What the status line says: the terminal's own word, else the session's notice.
    var statusText: String? {
        status ?? session.notice.map { SafeText.sanitize($0.message(session.configuration.translator), for: .name) }
    }

    /// Forgets the rows drawn before: the next frame draws every row anew.
    public mutating func forgetDrawnRows() {
        drawnRows = DrawnRows()
    }

    /// The client of `session` drawn in `theme` on `size` cells: on the chat list, or in the chat
    /// the session has open (at its newest line, its draft in the compose bar).
    public init(session: ChatSession = ChatSession(), theme: TerminalTheme, size: GridSize, environment: TimelineEnvironment) {
        self.session = session
        self.theme = theme
        self.size = size
        self.environment = environment
        chat = session.open.map { ChatView(text: $0.compose.text) }
    }
}

/// The chat list's own state: the highlighted chat and what is typed on it.
package struct ChatListState: Hashable, Sendable {
    package var selected = 0
    /// The search being typed, nil when not searching.
    package var search: String?
    /// The command line being typed after `:`, nil when none is.
    package var command: String?
}

/// The open chat as only the terminal has it: the focused row, how far it is scrolled, the
/// compose bar's editor, secrets shown, sideways scroll, and the search being typed.
@_spi(Benchmarks) public struct ChatView: Sendable {
    package var editor = ComposeEditor()
    /// The focused row (message focus); nil while typing in the compose bar.
    package var focus: Int64?
    /// Lines scrolled up from the newest.
    package var scroll = 0
    var revealedSecrets: Set<Int64> = []
    /// How far the focused row's code blocks and tables are scrolled sideways.
    var horizontalOffset = 0
    /// The in-chat search being typed (Ctrl-F), nil when none is.
    package var searchText: String?

    /// A view at the newest line with `text` in the compose bar.
    init(text: String = "") {
        editor.set(text)
    }
}

/// What lies over the screen: a menu, a sheet, or the session's prompt.
package enum Overlay: Sendable {
    /// The context menu of the focused row, or New chat: its entries and the highlighted one.
    case menu(MenuOverlay)
    /// A sheet of text lines (the keys, item info), scrolled.
    case sheet(title: String, lines: [StyledLine], scroll: Int, fromSession: Bool)
    /// The session's prompt (`ChatSession.prompt`): the highlighted choice.
    case prompt(selected: Int)
    /// A line asked for over the profiles picker: a name or a password.
    case ask(ProfileQuestion)
}

/// A menu the terminal makes: a row's actions, or New chat's choices.
package struct MenuOverlay: Sendable {
    package enum Entry: Hashable, Sendable {
        case action(MenuAction)
        /// One of New chat's ways to start a conversation.
        case newChat(NewChatChoice)
    }

    package var title: String
    package var entries: [Entry]
    package var selected = 0
    /// The row the menu acts on.
    package var rowId: Int64
}
