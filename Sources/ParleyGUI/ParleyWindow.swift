import CGTK4
import ChatBackend
import ChatLayout
import ChatTimeline
import SimpleXModel

/// The window: the chat list beside the open chat, its name above it, the compose field and a
/// status line below. Talks to the backend from tasks and takes their answers on the GTK
/// thread (`MainContext.post`): its state is touched only there, which is why it may be sent.
final class ParleyWindow: @unchecked Sendable {
    let window: UnsafeMutablePointer<GtkWidget>
    private let backend: any ChatBackend
    private let list = ChatListView()
    private let conversation: ConversationView
    private let compose = ComposeView()
    private let title: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private var user: User?
    private var listReloading = false
    private var listReloadAgain = false
    /// Whether the window was closed: the main loop ends.
    private(set) var closed = false

    /// The window's size when it opens, in points.
    static let defaultSize = (width: Int32(1000), height: Int32(720))

    init(backend: any ChatBackend, style: ViewStyle, trace: FrameTrace?) {
        self.backend = backend
        conversation = ConversationView(style: style)
        conversation.trace = trace
        window = gtk_window_new()
        gtk_window_set_title(window.cast(), "Parley")
        gtk_window_set_default_size(window.cast(), Self.defaultSize.width, Self.defaultSize.height)
        title = gtk_label_new("")
        gtk_label_set_xalign(title.cast(), 0)
        gtk_label_set_ellipsize(title.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_margin_start(title, 12)
        gtk_widget_set_margin_top(title, 8)
        gtk_widget_set_margin_bottom(title, 8)
        status = gtk_label_new("")
        gtk_label_set_xalign(status.cast(), 0)
        gtk_widget_set_margin_start(status, 12)
        gtk_widget_set_visible(status, 0)
        let chat = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for part in [title, conversation.area, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, compose.widget, status] {
            gtk_box_append(chat.cast(), part)
        }
        let panes = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(panes.cast(), list.widget)
        gtk_paned_set_end_child(panes.cast(), chat)
        gtk_paned_set_resize_start_child(panes.cast(), 0)
        gtk_paned_set_shrink_start_child(panes.cast(), 0)
        gtk_paned_set_position(panes.cast(), ChatListView.width)
        gtk_window_set_child(window.cast(), panes)
        connectSignals()
    }

    private func connectSignals() {
        list.onOpen = { [unowned self] ref in self.open(ref) }
        compose.onSend = { [unowned self] text in self.send(text) }
        conversation.onPageDue = { [unowned self] ref, page in self.load(page, of: ref) }
        Signal.connect(window, "close-request") { [unowned self] () -> Bool in
            self.closed = true
            return false
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in
            self.key(key, modifiers: modifiers)
        }
        gtk_widget_add_controller(window, keys)
    }

    /// The window's own keys: Ctrl-Q quits; Page Up and Page Down scroll the chat a page.
    private func key(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
        switch Int32(bitPattern: key) {
        case GDK_KEY_q where control, GDK_KEY_Q where control:
            closed = true
            gtk_window_destroy(window.cast())
        case GDK_KEY_Page_Up: conversation.scrollPage(up: true)
        case GDK_KEY_Page_Down: conversation.scrollPage(up: false)
        default: return false
        }
        return true
    }

    /// Shows the window and reads the profile and its chats; opens `ref`, or the first chat.
    func start(opening ref: ChatRef?) {
        gtk_window_present(window.cast())
        gtk_widget_grab_focus(compose.textView)
        let backend = backend
        Task {
            do {
                let user = try await backend.activeUser()
                let chats = try await backend.chats(userId: user.userId)
                MainContext.post { self.loaded(user, chats, opening: ref) }
            } catch {
                MainContext.post { self.failed(error) }
            }
        }
        Task {
            for await event in await backend.events() {
                MainContext.post { self.apply(event) }
            }
        }
    }

    private func loaded(_ user: User, _ chats: [AChat], opening ref: ChatRef?) {
        self.user = user
        conversation.user = user
        list.show(chats, selected: ref ?? conversation.conversation?.ref ?? chats.first?.chatInfo.chatRef)
        if conversation.conversation == nil, let ref = ref ?? chats.first?.chatInfo.chatRef { open(ref) }
    }

    /// Opens chat `ref` at its newest page.
    private func open(_ ref: ChatRef) {
        let backend = backend
        Task {
            do {
                let page = try await backend.chat(ref, .last(count: ChatQuery.pageSize)).chat
                MainContext.post { self.opened(Conversation(page, ref: ref)) }
            } catch {
                MainContext.post { self.failed(error) }
            }
        }
    }

    private func opened(_ chat: Conversation) {
        gtk_label_set_text(title.cast(), SafeText.sanitize(chat.chatInfo.displayName, for: .name))
        conversation.show(chat)
        gtk_widget_grab_focus(compose.textView)
    }

    private func load(_ page: ChatPagination, of ref: ChatRef) {
        let backend = backend
        Task {
            do {
                let items = try await backend.chat(ref, page).chat
                MainContext.post { self.conversation.updateIfShowing(ref) { $0.pageLoaded(page, items) } }
            } catch {
                MainContext.post {
                    self.conversation.updateIfShowing(ref) { $0.loading = false }
                    self.failed(error)
                }
            }
        }
    }

    private func send(_ text: String) {
        guard let ref = conversation.conversation?.ref else { return }
        let backend = backend
        Task {
            do {
                let items = try await backend.send(ref, [ComposedMessage(msgContent: .text(text: text))])
                MainContext.post { self.conversation.updateIfShowing(ref) { $0.sent(items) } }
            } catch {
                MainContext.post {
                    self.compose.text = text
                    self.failed(error)
                }
            }
        }
    }

    /// An event of the core for the user's profile: the open chat's rows and the list follow it.
    private func apply(_ event: ChatEvent) {
        guard let user else { return }
        if let ref = conversation.conversation?.ref {
            conversation.updateIfShowing(ref) { _ = $0.apply(event, userId: user.userId) }
        }
        if case let .newChatItems(_, eventUser) = event, eventUser.userId == user.userId { reloadList() }
    }

    /// Reads the chat list again (a new message moves its chat up and counts it), once at a
    /// time: messages that come meanwhile are in the list read after them.
    private func reloadList() {
        guard let user else { return }
        guard !listReloading else {
            listReloadAgain = true
            return
        }
        listReloading = true
        let backend = backend
        Task {
            let chats = try? await backend.chats(userId: user.userId)
            MainContext.post {
                self.listReloading = false
                if let chats { self.list.show(chats, selected: self.conversation.conversation?.ref) }
                if self.listReloadAgain {
                    self.listReloadAgain = false
                    self.reloadList()
                }
            }
        }
    }

    /// Shows what failed on the status line under the compose field.
    private func failed(_ error: any Error) {
        gtk_label_set_text(status.cast(), (error as? ChatBackendError)?.message ?? "\(error)")
        gtk_widget_set_visible(status, 1)
    }
}
