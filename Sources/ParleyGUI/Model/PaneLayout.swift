/// Which of the window's two panes show (issue 38 "Narrow windows", as Fractal and the GNOME
/// apps fold): the chat list beside the open chat from `foldWidth` points wide; below it one at
/// a time — the list, or the chat with a back button in its header to the list. Opening a chat
/// from the list shows the chat. No I/O.
struct PaneLayout: Hashable, Sendable {
    /// The narrowest window that shows both panes.
    static let foldWidth = 600

    /// A pane of the window.
    enum Pane: Hashable, Sendable { case list, chat }

    /// The window's width in points.
    private(set) var width: Int
    /// The pane a narrow window shows.
    private(set) var narrowPane = Pane.list

    init(width: Int) {
        self.width = width
    }

    /// The window shows one pane at a time.
    var isFolded: Bool { width < Self.foldWidth }
    /// The chat list shows.
    var showsList: Bool { !isFolded || narrowPane == .list }
    /// The open chat shows.
    var showsChat: Bool { !isFolded || narrowPane == .chat }
    /// The chat's header has a back button to the list.
    var showsBack: Bool { isFolded && narrowPane == .chat }

    /// The window became `width` points wide.
    mutating func resized(to width: Int) {
        self.width = width
    }

    /// A chat was opened from the list: a narrow window shows it.
    mutating func openedChat() {
        narrowPane = .chat
    }

    /// The back button: a narrow window shows the list.
    mutating func back() {
        narrowPane = .list
    }
}
