import ChatTimeline
import SimpleXModel

/// Everything the terminal client shows, as one value: the screen, the chat list, the open
/// chat with its timeline and compose bar, and what lies over them. The model changes it
/// (`ClientModel`); `ClientScreen` draws it.
@_spi(Benchmarks) public struct ClientState: Sendable {
    /// The view that fills the screen below any overlay.
    public enum Screen: Hashable, Sendable {
        /// The chat list.
        case chatList
        /// The open chat (`chat`).
        case chat
    }

    /// The view that fills the screen.
    public var screen: Screen = .chatList
    /// The active user; nil until the chat list has loaded.
    public var user: User?
    /// The chat list: each chat with its newest item.
    public var chats: [AChat] = []
    package var list = ChatListState()
    /// The open chat; nil on the chat list.
    public var chat: ChatState?
    package var overlay: Overlay?
    /// The group's views open over the chat, the last one shown (`InfoScreen`).
    package var infoScreens: [InfoScreen] = []
    /// One line at the bottom: what just happened, or why a command was refused.
    public var status: String?
    /// The app's default layout, below every profile's and chat's (seed 000 §9 "Activation").
    package var appLayout: ChatLayoutMode?
    package var theme: TerminalTheme
    /// The terminal's size in cells.
    public var size: GridSize
    /// The time and calendar dates and times are shown in; the runtime sets the time.
    public var environment: TimelineEnvironment
    /// Items being forwarded while the user picks the chat to forward them to.
    package var forwarding: (items: [ChatItem], from: ChatRef)?
    package var drafts: [ChatRef: ComposeEditor] = [:]
    package var isQuitting = false
    /// The next frame is drawn whole, not as a change of the last one (issue 18 defect 1): after
    /// a resize, whose burst may end at the size drawn last, and at Ctrl-L.
    package var needsFullRedraw = false
    /// The connection to the core is lost (a remote core), with the reason.
    var connectionProblem: String?
    /// Vim-style movement (j/k, g/G) in the message focus and the chat list.
    package var vimKeys = false
    /// A message in a chat not on screen rings the bell (`--no-bell` turns it off).
    package var bell = true
    /// Files the user asked to download here: each is saved once the core has it.
    package var downloads: Set<Int64> = []
    /// The user's home folder and the working directory, for the paths `/f` is given.
    package var home: String?
    package var workingDirectory = "/"
    /// Where the pictures of images and videos come from; nil: their cards alone (`--images off`).
    package var pictures: PictureCache?
    /// The open chat's rows as the last frame drew them, shared by copies of this state.
    private(set) var drawnRows = DrawnRows()

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

    /// Forgets the rows drawn before: the next frame draws every row anew.
    public mutating func forgetDrawnRows() {
        drawnRows = DrawnRows()
    }

    /// The client on the chat list, nothing loaded, drawn in `theme` on `size` cells.
    public init(theme: TerminalTheme, size: GridSize, environment: TimelineEnvironment) {
        self.theme = theme
        self.size = size
        self.environment = environment
    }
}

/// The chat list's own state: the highlighted chat and the search text.
package struct ChatListState: Hashable, Sendable {
    package var selected = 0
    /// The search being typed, nil when not searching.
    package var search: String?
    /// The command line being typed after `:`, nil when none is.
    package var command: String?
    /// The chats whose messages hold a search's text, as the core found them for that text.
    var messageMatches: MessageMatches?

    struct MessageMatches: Hashable, Sendable {
        var search: String
        var chats: Set<ChatRef>
    }
}

/// The open chat.
@_spi(Benchmarks) public struct ChatState: Sendable {
    /// The chat as the core last described it.
    public var info: ChatInfo
    package var ref: ChatRef
    /// The chat's loaded items, from which its rows are made.
    public var timeline = Timeline()
    package var compose = ComposeState()
    package var editor = ComposeEditor()
    /// The focused row (message focus); nil while typing in the compose bar.
    package var focus: Int64?
    /// Lines scrolled up from the newest.
    package var scroll = 0
    /// Items that arrived while scrolled up ("N new below").
    package var newBelow = 0
    /// Selection mode's selected items, nil outside it.
    package var selection: Selection?
    var revealedSecrets: Set<Int64> = []
    /// How far the focused row's code blocks and tables are scrolled sideways.
    var horizontalOffset = 0
    /// The layout chosen from the client (Ctrl-T), over the resolved one.
    public var layoutOverride: ChatLayoutMode?
    /// Anchors of pages that loaded nothing (`Preload`).
    package var exhausted: Set<Int64> = []
    package var loading = false
    /// The group's members, for mentions (loaded when a group opens).
    package var members: [GroupMember] = []
    /// The in-chat search (Ctrl-F), nil when not searching.
    package var query: ChatQuery?
    package var searchText: String?
    /// How far back Up has recalled the user's sent messages (0: the newest), nil when not recalling.
    var recalled: Int?
    /// The item a jump (to a quoted message) goes to once its page is loaded.
    var pendingJump: Int64?
    /// The first item that was unread when the chat opened: the "new messages" line stands
    /// above its row while the chat stays open (issue 18 "Reading").
    var newMessagesAt: Int64?
    /// The items that mention the user and were unread when the chat opened or came while it
    /// was open, oldest first: Alt-M and Alt-Shift-M step through them (issue 18 "Reading").
    package var unreadMentions: [Int64] = []

    /// The chat `ref`, described by `info`, with nothing loaded yet.
    public init(info: ChatInfo, ref: ChatRef) {
        self.info = info
        self.ref = ref
    }
}

/// What lies over the screen: a menu, a dialog, a sheet (the keys, item info, group info).
package enum Overlay: Sendable {
    /// The context menu of the focused row: its actions and the highlighted one.
    case menu(MenuOverlay)
    /// A sheet of text lines (the keys, item info, group info, member info), scrolled.
    case sheet(title: String, lines: [StyledLine], scroll: Int)
    /// A question with buttons (delete, moderate): the highlighted button.
    case dialog(DialogOverlay)
}

/// A menu over the chat.
package struct MenuOverlay: Sendable {
    package enum Entry: Hashable, Sendable {
        case action(MenuAction)
        case reaction(String)
        /// One of the user's own reactions, to take back.
        case removeReaction(String)
        case reportReason(ReportReason)
        /// A local profile to switch to: its id and name.
        case profile(Int64, String)
        /// A role for a member (member info's "Change role").
        case role(GroupMemberRole, groupMemberId: Int64)
        /// One of New chat's ways to start a conversation.
        case newChat(NewChatChoice)
    }

    package var title: String
    package var entries: [Entry]
    package var selected = 0
    /// The row the menu acts on.
    package var rowId: Int64
}

/// A dialog: a title, a message and its buttons.
package struct DialogOverlay: Sendable {
    package enum Button: Hashable, Sendable {
        case delete(CIDeleteMode)
        case moderate
        /// An alert's action: the command that carries it out and what its answer is for.
        case command(ChatCommand, purpose: ClientRequest.Purpose, destructive: Bool)
        /// An action no backend can carry out yet: what the status line says instead.
        case notice(String)
        /// Copies the text to the terminal's clipboard (OSC 52).
        case copy(String)
        /// Quit, leaving the drafts (and finishing a live message).
        case quit
        case cancel

        /// Drawn red: it deletes, removes, leaves or blocks.
        var isDestructive: Bool {
            switch self {
            case .delete, .moderate: true
            case let .command(_, _, destructive): destructive
            case .notice, .copy, .quit, .cancel: false
            }
        }
    }

    package var title: String
    package var message: String?
    package var buttons: [(title: String, action: Button)]
    package var selected = 0
    package var itemIds: [Int64]
    /// Lines drawn under the message as they are, not wrapped: a link's QR code.
    package var picture: [StyledLine] = []
}
