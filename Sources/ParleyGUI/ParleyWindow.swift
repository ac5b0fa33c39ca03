import CGTK4
import ChatLayout
import ChatBackend
import ChatSession
import ChatTimeline
import Foundation
import Localization
import SimpleXModel

/// The window: the chat list beside the open chat, its header above it; the chat itself is a
/// ``ChatWidget`` (issue 35: the widget is what users run), its conversation, compose field
/// and status line drawn and answered as in any host's window; mirrored for a right-to-left
/// language, its words in the session's language (issue 34). A face of the chat session
/// (`ChatSession`) that owns it (`SessionOwner`): signals become session inputs, the session's
/// changes are drawn — the window's own parts here, the chat's by the widget — and
/// `SessionRunner` carries out what it asks of the backend, delivering its answers and the
/// core's events on the GTK thread (`MainContext`), where the session and the widgets live.
@MainActor
final class ParleyWindow: SessionOwner {
    let window: UnsafeMutablePointer<GtkWidget>
    let list: ChatListView
    /// The open chat: its conversation, compose field and status line.
    private(set) var chat: ChatWidget!
    /// The chat's conversation.
    var conversation: ConversationView { chat.conversation }
    /// The chat's compose field.
    var compose: ComposeView { chat.compose }
    let header: ChatHeader
    /// The list's header bar, with the main menu.
    let listHeader: ListHeader
    let searchBar: SearchBar
    let groupInfo: GroupInfoPanel
    let selectionBar: SelectionBar
    /// The chat client.
    private(set) var session: ChatSession
    /// The language of the window's words: the session's (issue 34), the user's as the terminal
    /// has it.
    var t: Translator { session.configuration.translator }
    private var runner: SessionRunner?
    private let backend: any ChatBackend
    private let draftsPath: String?
    /// The application the window belongs to: its actions, notifications and launcher.
    let desktop: DesktopApplication
    /// How the window behaves on the desktop: notifications, the background, the theme.
    let options: DesktopOptions
    /// The desktop's parts the window drives: notifications, the launcher's count, the
    /// remembered switches.
    var presence: DesktopPresence!
    /// Where a prompt the window leads to points (the chat's, where its last menu was).
    var promptPoint: (x: Double, y: Double)? {
        get { chat.promptPoint }
        set { chat.promptPoint = newValue }
    }
    /// Whether the window was closed.
    private(set) var closed = false
    /// Which panes show at the window's width.
    var panes = PaneLayout(width: Int(defaultSize.width))
    /// The chat's side of the window: the header above the chat and its info panel.
    let chatPane: UnsafeMutablePointer<GtkWidget>
    /// The list's side of the window: its header above the list.
    let listPane: UnsafeMutablePointer<GtkWidget>
    /// The `AdwToastOverlay` around both panes: the window's short notices.
    private let toasts: UnsafeMutablePointer<GtkWidget>

    /// The window's size when it opens, in points.
    static let defaultSize = (width: Int32(1000), height: Int32(720))

    init(desktop: DesktopApplication, options: DesktopOptions, backend: any ChatBackend, configuration: ChatSession.Configuration, draftsPath: String?,
         style: ViewStyle, trace: FrameTrace?) {
        self.desktop = desktop
        self.options = options
        self.backend = backend
        self.draftsPath = draftsPath
        session = ChatSession(configuration: configuration)
        let t = configuration.translator
        gtk_widget_set_default_direction(t.direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        list = ChatListView(translator: t)
        header = ChatHeader(translator: t)
        listHeader = ListHeader(translator: t)
        searchBar = SearchBar(translator: t)
        groupInfo = GroupInfoPanel(translator: t)
        selectionBar = SelectionBar(translator: t)
        window = desktop.makeWindow(t)
        gtk_window_set_title(window.cast(), "Parley")
        gtk_window_set_default_size(window.cast(), Self.defaultSize.width, Self.defaultSize.height)
        chatPane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        listPane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        toasts = adw_toast_overlay_new()
        chat = ChatWidget(chatPaneOf: self, style: style.speaking(configuration))
        conversation.trace = trace
        chat.placeUnderCompose(selectionBar.widget)
        let pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(pane, 1)
        for part in [searchBar.widget, UnsafeMutablePointer<GtkWidget>(chat.gtkWidget)] {
            gtk_box_append(pane.cast(), part)
        }
        let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_vexpand(body, 1)
        gtk_box_append(body.cast(), pane)
        gtk_box_append(body.cast(), groupInfo.widget)
        gtk_box_append(chatPane.cast(), header.widget)
        gtk_box_append(chatPane.cast(), body)
        gtk_box_append(listPane.cast(), listHeader.widget)
        gtk_box_append(listPane.cast(), list.widget)
        let panes = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(panes.cast(), listPane)
        gtk_paned_set_end_child(panes.cast(), chatPane)
        gtk_paned_set_resize_start_child(panes.cast(), 0)
        gtk_paned_set_shrink_start_child(panes.cast(), 0)
        gtk_paned_set_position(panes.cast(), ChatListView.width)
        adw_toast_overlay_set_child(toasts.cast(), panes)
        adw_application_window_set_content(window.cast(), toasts)
        connectSignals()
        connectPanes()
        connectCursor()
        connectDrops()
        presence = DesktopPresence(window: self)
    }

    private func connectSignals() {
        list.onOpen = { [unowned self] ref, match in self.handle(match.map { .openAt(ref, itemId: $0) } ?? .open(ref)) }
        list.onSearch = { [unowned self] text in self.handle(.listSearch(text)) }
        list.onRequest = { [unowned self] id in
            self.promptPoint = self.conversation.foot
            self.handle(.contactRequest(contactRequestId: id))
        }
        listHeader.onNewChat = { [unowned self] in self.showNewChat() }
        listHeader.onSearch = { [unowned self] in self.list.beginSearch() }
        header.onInfo = { [unowned self] in self.toggleGroupInfo() }
        searchBar.onSearch = { [unowned self] text in self.handle(.search(text.map { ChatQuery(search: $0) })) }
        searchBar.onStep = { [unowned self] older in self.stepMatch(older: older) }
        groupInfo.onAlert = { [unowned self] alert in
            self.promptPoint = self.conversation.foot
            self.handle(.group(.alert(alert, groupMemberId: nil)))
        }
        groupInfo.onContact = { [unowned self] action in
            self.promptPoint = self.conversation.foot
            self.handle(.contact(action))
        }
        conversation.onToggle = { [unowned self] row in self.handle(.toggleSelected(row: row)) }
        conversation.isShown = { [unowned self] in gtk_window_is_active(self.window.cast()) != 0 }
        selectionBar.onCancel = { [unowned self] in self.handle(.selection(.end)) }
        selectionBar.onDelete = { [unowned self] in
            self.promptPoint = self.conversation.foot
            self.handle(.selection(.delete))
        }
        selectionBar.onForward = { [unowned self] in self.handle(.selection(.forward)) }
        Signal.connect(window, "close-request") { [unowned self] () -> Bool in
            if self.presence.keepsRunning {
                self.hide()
                return true
            }
            self.closing = true
            defer { self.closing = false }
            self.handle(.quit())
            return !self.closed
        }
        Signal.connect(window, "notify::is-active") { [unowned self] (_: gpointer?) in
            self.conversation.shownChanged()
            self.chatSeen()
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in
            self.key(key, modifiers: modifiers)
        }
        gtk_widget_add_controller(window, keys)
    }

    /// Shows the window and starts the session: the profile and its chats are read, `ref` (or
    /// the first chat) opened, and the core's events and connection followed.
    func start(opening ref: ChatRef?) {
        if !options.background { present() }
        let runner = SessionRunner(backend: backend, draftsPath: draftsPath) { [unowned self] input in
            MainContext.deliver { MainActor.assumeIsolated { self.handle(input) } }
        }
        self.runner = runner
        runner.start()
        openFirst = ref == nil
        handle(.start(opening: ref))
    }

    /// No chat was named: the first of the list opens once it is read.
    private var openFirst = false

    /// Hands `input` to the session, its effects to the runner and the window, and draws what
    /// changed. Only on the GTK thread.
    func handle(_ input: SessionInput) {
        let output = session.handle(input, now: conversation.style.now ?? Date())
        runner?.handled(input)
        let forWindow = runner?.perform(output.effects) ?? []
        draw(output.changes)
        for effect in forWindow { perform(effect) }
        if openFirst, session.open == nil, let first = session.chats.first?.chatInfo.chatRef {
            openFirst = false
            handle(.open(first))
        }
    }

    /// The window's close button is being handled: GTK closes it once the session agrees.
    private var closing = false

    /// Ends the window once the session quits: what it still asks of the core (a live message
    /// finished) is carried out, then the main loop stops. The wait is detached from the main
    /// actor, whose queue GTK's main loop does not run; its end comes back through GLib's.
    func close() {
        guard !closed else { return }
        closed = true
        if let runner {
            Task.detached {
                await runner.finish()
                MainContext.post { MainActor.assumeIsolated { self.finished = true } }
            }
        } else {
            finished = true
        }
        if !closing { gtk_window_destroy(window.cast()) }
    }

    /// The window is closed and what the session asked is done: the main loop may end.
    private(set) var finished = false

    /// Shows `text`, a short notice of the window's own (a link that cannot open, a setting
    /// that cannot be kept), as a toast over the window (issue 38: `AdwToast`). libadwaita 1.2
    /// reads a toast's title as markup, so the text is escaped: it is shown as written.
    func toast(_ text: String) {
        guard let escaped = g_markup_escape_text(text, -1) else { return }
        defer { g_free(escaped) }
        adw_toast_overlay_add_toast(toasts.cast(), adw_toast_new(escaped))
    }
}
