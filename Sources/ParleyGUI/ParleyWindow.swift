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
    let backend: any ChatBackend
    let list = ChatListView()
    let conversation: ConversationView
    let compose = ComposeView()
    private let title: UnsafeMutablePointer<GtkWidget>
    private let infoButton: UnsafeMutablePointer<GtkWidget>
    let groupInfo = GroupInfoPanel()
    let selectionBar = SelectionBar()
    private let status: UnsafeMutablePointer<GtkWidget>
    var user: User?
    /// What the message being composed refers to, and what is attached (simplex-view-logic §8).
    var composing = ComposeState() {
        didSet { compose.banner = composing.context.banner }
    }
    /// Items chosen to forward, and their chat, until a chat is picked in the list.
    var forwarding: (items: [ChatItem], from: ChatRef)?
    /// The files this window asked the core to receive: saved once complete.
    var downloads: Set<Int64> = []
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
        title = Label.line("")
        gtk_widget_set_hexpand(title, 1)
        infoButton = gtk_button_new_with_label("Group info")
        gtk_button_set_has_frame(infoButton.cast(), 0)
        gtk_widget_set_visible(infoButton, 0)
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(header.cast(), title)
        gtk_box_append(header.cast(), infoButton)
        status = gtk_label_new("")
        gtk_label_set_xalign(status.cast(), 0)
        gtk_widget_set_margin_start(status, 12)
        gtk_widget_set_visible(status, 0)
        let chat = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(chat, 1)
        for part in [header, conversation.area, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, compose.widget, selectionBar.widget, status] {
            gtk_box_append(chat.cast(), part)
        }
        let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(body.cast(), chat)
        gtk_box_append(body.cast(), groupInfo.widget)
        let panes = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(panes.cast(), list.widget)
        gtk_paned_set_end_child(panes.cast(), body)
        gtk_paned_set_resize_start_child(panes.cast(), 0)
        gtk_paned_set_shrink_start_child(panes.cast(), 0)
        gtk_paned_set_position(panes.cast(), ChatListView.width)
        gtk_window_set_child(window.cast(), panes)
        connectSignals()
    }

    private func connectSignals() {
        list.onOpen = { [unowned self] ref in self.open(ref) }
        groupInfo.onAlert = { [unowned self] alert in self.confirm(alert) }
        compose.onSend = { [unowned self] text in self.send(text) }
        compose.onCancel = { [unowned self] in self.cancelCompose() }
        compose.onAttach = { [unowned self] in self.chooseFileToSend() }
        conversation.onPageDue = { [unowned self] ref, page in self.load(page, of: ref) }
        conversation.onMenu = { [unowned self] row, x, y in self.openMenu(row, x: x, y: y) }
        conversation.onFailure = { [unowned self] text in self.show(text) }
        conversation.onSelection = { [unowned self] selection in self.selectionChanged(selection) }
        selectionBar.onCancel = { [unowned self] in self.conversation.selection = nil }
        selectionBar.onDelete = { [unowned self] in self.deleteSelected() }
        selectionBar.onForward = { [unowned self] in self.forwardSelected() }
        Signal.connect(infoButton, "clicked") { [unowned self] () -> Void in self.toggleGroupInfo() }
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

    /// The window's own keys: Ctrl-Q quits; Ctrl-I shows or hides group info; Ctrl-T switches
    /// the layout, Ctrl-Shift-T the theme; Escape leaves selection mode; Page Up and Page Down
    /// scroll the chat a page.
    private func key(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
        switch Int32(bitPattern: key) {
        case GDK_KEY_q where control, GDK_KEY_Q where control:
            closed = true
            gtk_window_destroy(window.cast())
        case GDK_KEY_i where control, GDK_KEY_I where control: toggleGroupInfo()
        case GDK_KEY_t where control:
            guard let chat = conversation.conversation else { return true }
            conversation.style.switchLayout(of: chat.chatInfo)
        case GDK_KEY_T where control: conversation.style.nextTheme()
        case GDK_KEY_Escape where conversation.selection != nil: conversation.selection = nil
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

    /// Opens chat `ref` at its newest page; with items to forward, the compose field forwards
    /// them there.
    func open(_ ref: ChatRef) {
        let backend = backend
        Task {
            do {
                let page = try await backend.chat(ref, .last(count: ChatQuery.pageSize)).chat
                let unread = page.chatStats.unreadCount > 0 || page.chatStats.unreadChat
                MainContext.post { self.opened(Conversation(page, ref: ref)) }
                if unread {
                    _ = try await backend.execute(.readChat(ref))
                    MainContext.post {
                        self.conversation.updateIfShowing(ref) { !$0.markRead().isEmpty }
                        self.reloadList()
                    }
                }
            } catch {
                MainContext.post { self.failed(error) }
            }
        }
    }

    /// Shows the chat opened; the same chat read again (after a flood) keeps what is being
    /// composed and the group info.
    private func opened(_ chat: Conversation) {
        gtk_label_set_text(title.cast(), SafeText.sanitize(chat.chatInfo.displayName, for: .name))
        let again = conversation.conversation?.ref == chat.ref
        conversation.show(chat)
        if !again { groupInfo.hide() }
        gtk_widget_set_visible(infoButton, chat.chatInfo.groupInfo == nil ? 0 : 1)
        if let forwarding {
            composing = ComposeState().forwarding(forwarding.items, from: forwarding.from)
            self.forwarding = nil
        } else if !again {
            composing = ComposeState()
        }
        gtk_widget_grab_focus(compose.textView)
    }

    private func load(_ page: ChatPagination, of ref: ChatRef) {
        let backend = backend
        Task {
            do {
                let items = try await backend.chat(ref, page).chat
                MainContext.post { self.conversation.updateIfShowing(ref) { $0.pageLoaded(page, items); return true } }
            } catch {
                MainContext.post {
                    self.conversation.updateIfShowing(ref) { $0.loading = false; return false }
                    self.failed(error)
                }
            }
        }
    }

    /// Sends what is composed (`ComposeState.command`: a message, its reply, an edit, a
    /// forward); false when there is nothing to send. A failure puts the text back.
    private func send(_ text: String) -> Bool {
        guard let ref = conversation.conversation?.ref else { return false }
        var state = composing
        state.text = text
        guard let command = state.command(to: ref) else { return false }
        let sent = state
        composing = ComposeState()
        run(command, in: ref) {
            self.composing = sent
            self.compose.text = text
        }
        return true
    }

    /// Runs `command` for the chat `ref` and shows what its answer changes there; a failure
    /// is shown after `failed` ran (on the GTK thread).
    func run(_ command: ChatCommand, in ref: ChatRef, failed: @escaping @Sendable () -> Void = {}) {
        let backend = backend
        Task {
            do {
                let response = try await backend.execute(command)
                MainContext.post { self.answered(response, in: ref) }
            } catch {
                MainContext.post {
                    failed()
                    self.failed(error)
                }
            }
        }
    }

    /// What a command's answer changes in the chat `ref`: sent, updated, deleted or reacted
    /// items; a refusal is shown.
    private func answered(_ response: ChatResponse, in ref: ChatRef) {
        guard let user else { return }
        let event: ChatEvent? = switch response {
        case let .newChatItems(items, _): .newChatItems(chatItems: items, user: user)
        case let .chatItemUpdated(item, _): .chatItemUpdated(chatItem: item, user: user)
        case let .chatItemsDeleted(byUser, deletions, timed, _): .chatItemsDeleted(byUser: byUser, chatItemDeletions: deletions, timed: timed, user: user)
        case let .chatItemReaction(added, reaction, _): .chatItemReaction(added: added, reaction: reaction, user: user)
        default: nil
        }
        if case let .chatCmdError(error) = response { show("the core refused: \(error.message)") }
        if let event { conversation.updateIfShowing(ref) { $0.apply(event, userId: user.userId) } }
    }

    /// Shows group info beside the chat (its members read from the core), or hides it.
    private func toggleGroupInfo() {
        guard !groupInfo.isShown else { return groupInfo.hide() }
        guard let ref = conversation.conversation?.ref, let group = conversation.conversation?.chatInfo.groupInfo else { return }
        let backend = backend
        Task {
            do {
                let response = try await backend.execute(.members(groupId: group.groupId))
                guard case let .groupMembers(members, _) = response else { throw backend.unexpected(response) }
                MainContext.post {
                    guard self.conversation.conversation?.ref == ref else { return }
                    self.groupInfo.show(members.groupInfo, members: members.members)
                }
            } catch {
                MainContext.post { self.failed(error) }
            }
        }
    }

    /// Cancels the reply, edit or forward being composed (the banner's ✕).
    private func cancelCompose() {
        if composing.isEditing { compose.text = "" }
        composing = ComposeState()
    }

    /// An event of the core for the user's profile: the open chat's rows and the list follow it.
    /// A new message in the chat on screen is read where it is seen: at once when the view is
    /// at the newest line (issue 18 "Reading"). Events the backend set aside under a flood
    /// (issue 19) read the list again, and the open chat as `FloodReload` says: anew at the
    /// newest line, its newest page merged in while scrolled up (the view keeps its top row).
    private func apply(_ event: ChatEvent) {
        guard let user else { return }
        if let ref = conversation.conversation?.ref {
            var read: [Int64] = []
            conversation.updateIfShowing(ref) { conversation in
                guard conversation.apply(event, userId: user.userId) else { return false }
                if case .newChatItems = event, conversation.scroll == 0 { read = conversation.markRead() }
                return true
            }
            if !read.isEmpty { Task { [backend] in _ = try? await backend.execute(.readItems(ref, itemIds: read)) } }
        }
        switch event {
        case let .newChatItems(items, eventUser) where eventUser.userId == user.userId:
            listAdded(items)
        case .rcvFileComplete:
            fileCompleted(event)
        case let .eventsCoalesced(chats, otherEvents):
            reloadList()
            switch FloodReload(open: conversation.conversation?.ref, scrolledUp: (conversation.conversation?.scroll ?? 0) > 0, chats: chats, otherEvents: otherEvents) {
            case .list: break
            case let .reopen(ref): open(ref)
            case let .mergeNewest(ref): load(.last(count: ChatQuery.pageSize), of: ref)
            }
        default:
            break
        }
    }

    /// New messages move their chats to the top of the list (`moveToTop`), counted unread
    /// unless their chat is the one on screen; a chat the list does not have yet reads it again.
    private func listAdded(_ items: [AChatItem]) {
        var chats = list.chats
        let open = conversation.conversation?.ref
        for item in items {
            guard let ref = item.chatInfo.chatRef,
                  chats.moveToTop(ref, with: item.chatItem, unread: ref != open && item.chatItem.isUnread) else { return reloadList() }
        }
        list.show(chats, selected: open)
    }

    /// Reads the chat list again (a new chat, a read chat, a flood), once at a
    /// time: messages that come meanwhile are in the list read after them.
    func reloadList() {
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
    func failed(_ error: any Error) {
        show((error as? ChatBackendError)?.message ?? "\(error)")
    }

    /// Shows `text` on the status line under the compose field.
    func show(_ text: String) {
        gtk_label_set_text(status.cast(), text)
        gtk_widget_set_visible(status, 1)
    }
}
