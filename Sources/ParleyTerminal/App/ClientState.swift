import ChatTimeline
import SimpleXModel

/// Everything the terminal client shows, as one value: the screen, the chat list, the open
/// chat with its timeline and compose bar, and what lies over them. The model changes it
/// (`ClientModel`); `ClientScreen` draws it.
public struct ClientState: Sendable {
    public enum Screen: Hashable, Sendable {
        case chatList
        case chat
    }

    public var screen: Screen = .chatList
    public var user: User?
    public var chats: [AChat] = []
    public var list = ChatListState()
    public var chat: ChatState?
    public var overlay: Overlay?
    /// The group's views open over the chat, the last one shown (`InfoScreen`).
    public var infoScreens: [InfoScreen] = []
    /// One line at the bottom: what just happened, or why a command was refused.
    public var status: String?
    /// The app's default layout, below every profile's and chat's (seed 000 §9 "Activation").
    public var appLayout: ChatLayoutMode?
    public var theme: TerminalTheme
    public var size: GridSize
    /// The time and calendar dates and times are shown in; the runtime sets the time.
    public var environment: TimelineEnvironment
    /// Items being forwarded while the user picks the chat to forward them to.
    public var forwarding: (items: [ChatItem], from: ChatRef)?
    public var drafts: [ChatRef: ComposeEditor] = [:]
    public var isQuitting = false
    /// The next frame is drawn whole, not as a change of the last one (issue 18 defect 1): after
    /// a resize, whose burst may end at the size drawn last, and at Ctrl-L.
    public var needsFullRedraw = false
    /// The connection to the core is lost (a remote core), with the reason.
    public var connectionProblem: String?
    /// Vim-style movement (j/k, g/G) in the message focus and the chat list.
    public var vimKeys = false
    /// A message in a chat not on screen rings the bell (`--no-bell` turns it off).
    public var bell = true
    /// Files the user asked to download here: each is saved once the core has it.
    public var downloads: Set<Int64> = []
    /// The user's home folder and the working directory, for the paths `/f` is given.
    public var home: String?
    public var workingDirectory = "/"
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

    public init(theme: TerminalTheme, size: GridSize, environment: TimelineEnvironment) {
        self.theme = theme
        self.size = size
        self.environment = environment
    }
}

/// The chat list's own state: the highlighted chat and the search text.
public struct ChatListState: Hashable, Sendable {
    public var selected = 0
    /// The search being typed, nil when not searching.
    public var search: String?
    /// The command line being typed after `:`, nil when none is.
    public var command: String?
    /// The chats whose messages hold a search's text, as the core found them for that text.
    public var messageMatches: MessageMatches?

    public struct MessageMatches: Hashable, Sendable {
        public var search: String
        public var chats: Set<ChatRef>
    }
}

/// The open chat.
public struct ChatState: Sendable {
    public var info: ChatInfo
    public var ref: ChatRef
    public var timeline = Timeline()
    public var compose = ComposeState()
    public var editor = ComposeEditor()
    /// The focused row (message focus); nil while typing in the compose bar.
    public var focus: Int64?
    /// Lines scrolled up from the newest.
    public var scroll = 0
    /// Items that arrived while scrolled up ("N new below").
    public var newBelow = 0
    /// Selection mode's selected items, nil outside it.
    public var selection: Selection?
    public var revealedSecrets: Set<Int64> = []
    /// How far the focused row's code blocks and tables are scrolled sideways.
    public var horizontalOffset = 0
    /// The layout chosen from the client (Ctrl-T), over the resolved one.
    public var layoutOverride: ChatLayoutMode?
    /// Anchors of pages that loaded nothing (`Preload`).
    public var exhausted: Set<Int64> = []
    public var loading = false
    /// The group's members, for mentions (loaded when a group opens).
    public var members: [GroupMember] = []
    /// The in-chat search (Ctrl-F), nil when not searching.
    public var query: ChatQuery?
    public var searchText: String?
    /// How far back Up has recalled the user's sent messages (0: the newest), nil when not recalling.
    public var recalled: Int?
    /// The item a jump (to a quoted message) goes to once its page is loaded.
    public var pendingJump: Int64?
    /// The first item that was unread when the chat opened: the "new messages" line stands
    /// above its row while the chat stays open (issue 18 "Reading").
    public var newMessagesAt: Int64?
    /// The items that mention the user and were unread when the chat opened or came while it
    /// was open, oldest first: Alt-M and Alt-Shift-M step through them (issue 18 "Reading").
    public var unreadMentions: [Int64] = []

    public init(info: ChatInfo, ref: ChatRef) {
        self.info = info
        self.ref = ref
    }
}

/// What lies over the screen: a menu, a dialog, a sheet (the keys, item info, group info).
public enum Overlay: Sendable {
    /// The context menu of the focused row: its actions and the highlighted one.
    case menu(MenuOverlay)
    /// A sheet of text lines (the keys, item info, group info, member info), scrolled.
    case sheet(title: String, lines: [StyledLine], scroll: Int)
    /// A question with buttons (delete, moderate): the highlighted button.
    case dialog(DialogOverlay)
}

/// A menu over the chat.
public struct MenuOverlay: Sendable {
    public enum Entry: Hashable, Sendable {
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

    public var title: String
    public var entries: [Entry]
    public var selected = 0
    /// The row the menu acts on.
    public var rowId: Int64
}

/// A dialog: a title, a message and its buttons.
public struct DialogOverlay: Sendable {
    public enum Button: Hashable, Sendable {
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

    public var title: String
    public var message: String?
    public var buttons: [(title: String, action: Button)]
    public var selected = 0
    public var itemIds: [Int64]
    /// Lines drawn under the message as they are, not wrapped: a link's QR code.
    public var picture: [StyledLine] = []
}
