import CGTK4
import ChatBackend
import ChatLayout
import ChatSession
import Foundation
import ParleyKit
import SimpleXModel

/// The chat view as a GTK 4 widget for a program that owns its `GtkApplication`, its window and
/// its main loop (issue 35): the conversation drawn as the SimpleX view draws it, and the compose
/// field under it. Pack ``gtkWidget`` into a box of yours; give it your messages (``show(_:)``,
/// ``append(_:)``, ``update(_:)``, ``remove(_:)``) and hear what the user sends (``onSend``);
/// or show a chat of a SimpleX core (`init(backend:chat:)`).
///
/// It is a face of the chat client: a `ChatSession` driven by a `SessionRunner`, over a core of
/// your messages held in memory. It is also the chat pane of `parley gui`'s window, on the
/// window's session — so reading, paging, replies, edits, the menu and the compose field are
/// those of Parley's own window, written once. Create it and call it on GTK's main thread,
/// inside your main loop (in your application's `activate` handler).
///
/// ```swift
/// let me = PlainSender(id: "me", name: "Ann", isMe: true)
/// let bob = PlainSender(id: "bob", name: "Bob")
/// let chat = ChatWidget(chat: .direct(bob))
/// chat.show([PlainMessage(id: 1, sender: bob, date: Date(), text: "Hi!")])
/// chat.onSend = { draft in
///     chat.append(PlainMessage(id: 2, sender: me, date: Date(), text: draft.text, replyTo: draft.replyTo))
/// }
/// gtk_box_append(box, UnsafeMutableRawPointer(chat.gtkWidget).assumingMemoryBound(to: GtkWidget.self))
/// ```
@MainActor
public final class ChatWidget {
    /// The widget to pack into your window: a `GtkWidget *` (a vertical box holding the
    /// conversation and the compose field), typed so that your program needs none of Parley's
    /// C modules. It keeps the `ChatWidget` alive as long as it lives; when GTK finalises it
    /// (its window destroyed, or it was removed and unreferenced), the `ChatWidget` drops your
    /// closures (``onSend``, ``onLoadMore``, ``menuFilter``, ``onAction``), so closures that use
    /// the widget strongly make no reference cycle and need no `[weak chat]`. A widget never
    /// packed is never finalised: pack it, or hold your closures' captures weakly.
    ///
    /// ```swift
    /// let widget = UnsafeMutableRawPointer(chat.gtkWidget).assumingMemoryBound(to: GtkWidget.self)
    /// gtk_box_append(box, widget)
    /// ```
    public let gtkWidget: OpaquePointer
    /// Hears each message the user sends in a chat of plain messages: its text, the message it
    /// replies to, the message it edits, or the file it sends. Nothing is shown until you show
    /// it (``append(_:)``, ``update(_:)``), so your program decides what becomes of a draft.
    /// The closure may use `chat` itself: it is dropped when the GTK widget is finalised (see
    /// ``gtkWidget``), so no cycle outlives the window.
    ///
    /// ```swift
    /// chat.onSend = { draft in
    ///     if let edited = draft.editing, var message = chat.messages.first(where: { $0.id == edited }) {
    ///         message.text = draft.text
    ///         message.edited = true
    ///         return chat.update(message)
    ///     }
    ///     chat.append(PlainMessage(id: nextId, sender: me, date: Date(), text: draft.text, replyTo: draft.replyTo))
    /// }
    /// ```
    public var onSend: (Draft) -> Void = { _ in }
    /// Asks for messages older than the oldest you showed, by its id, in a chat of plain
    /// messages whose older messages you give as the reader scrolls up (exyte's
    /// `enableLoadMore`): the timeline's preload rule decides when, as it does for a SimpleX
    /// core's pages (simplex-view-logic §1.4). Answer each call once with ``prepend(_:)``, with
    /// none when there are no older messages; the page waits for your answer, however long it
    /// takes. nil (the default): every message is shown from the start.
    ///
    /// ```swift
    /// chat.onLoadMore = { before in
    ///     history.load(before: before) { older in chat.prepend(older) }
    /// }
    /// ```
    public var onLoadMore: ((_ before: Int64) -> Void)? {
        didSet { hearLoadMore() }
    }
    /// The entries of a message's menu, given its id and what the view offers for it (its
    /// core's actions: Reply, Edit and Copy in a chat of plain messages): leave out the actions
    /// your program does not support, add your own (exyte's `messageMenuAction`). A view's
    /// action it did not offer stays out. By default the view's actions as offered.
    ///
    /// ```swift
    /// let pin = ChatWidget.HostAction(id: "pin", title: "Pin", iconName: "view-pin-symbolic")
    /// chat.menuFilter = { _, offered in offered.filter { $0 != .action(.edit) } + [.host(pin)] }
    /// ```
    public var menuFilter: (_ messageId: Int64, _ offered: [MenuItem]) -> [MenuItem] = { _, offered in offered }
    /// Hears each entry the user chose in a message's menu, with the message's id: a view's
    /// action after the widget carried it out (a reply started, text copied), one of yours to
    /// carry out (a destructive one once the user confirmed it).
    ///
    /// ```swift
    /// chat.onAction = { item, messageId in
    ///     if item == .host(pin) { pinned.insert(messageId) }
    /// }
    /// ```
    public var onAction: (_ item: MenuItem, _ messageId: Int64) -> Void = { _, _ in }

    let conversation: ConversationView
    let compose: ComposeView
    private let status = StatusLine()
    private let box: UnsafeMutablePointer<GtkWidget>
    /// Where the session lives and the user's inputs go: the widget's own session, or the
    /// window's when the widget is `parley gui`'s chat pane.
    unowned let owner: any SessionOwner
    /// The widget's own session, kept alive by it; nil in the window, which owns its session.
    private let ownSession: WidgetSession?
    /// The core of plain messages; nil for a widget of a SimpleX core, or of the window.
    let core: PlainChatCore?
    /// Where the last menu was opened: a prompt it leads to points there (else the chat's foot).
    var promptPoint: (x: Double, y: Double)?

    /// A widget showing your `messages` in `chat`, drawn in `style` (its theme, body size,
    /// time zone, date separators), in `layout`, with the compose field under it or not
    /// (`composeField`).
    ///
    /// ```swift
    /// let bob = PlainSender(id: "bob", name: "Bob")
    /// let chat = ChatWidget(chat: .direct(bob), messages: [PlainMessage(id: 1, sender: bob, date: Date(), text: "Hi!")])
    /// ```
    public convenience init(chat: PlainChat, messages: [PlainMessage] = [], style: ViewStyle = ViewStyle(), layout: ChatLayoutMode = .classic,
                            composeField: ComposeField = .builtIn) {
        let core = PlainChatCore(chat: chat, messages: messages)
        self.init(backend: core, core: core, chat: core.ref, style: style, layout: layout, composeField: composeField)
        core.hearDrafts { [weak self] draft in
            MainContext.post { MainActor.assumeIsolated { self?.onSend(draft) } }
        }
    }

    /// A widget showing chat `chat` of a SimpleX core (the embedded store, or the real core
    /// through `SimpleXRemote`): what the user sends goes to that core, as in `parley gui`.
    ///
    /// ```swift
    /// let store = try ChatStore(path: "chats.db")
    /// let chat = ChatWidget(backend: store, chat: .direct(2))
    /// ```
    public convenience init(backend: any ChatBackend, chat: ChatRef, style: ViewStyle = ViewStyle(), layout: ChatLayoutMode? = nil,
                            composeField: ComposeField = .builtIn) {
        self.init(backend: backend, core: nil, chat: chat, style: style, layout: layout, composeField: composeField)
    }

    /// `parley gui`'s chat pane: the open chat of `owner`'s session (the window's), drawn in
    /// `style`, with the compose field and the status line under it.
    convenience init(chatPaneOf owner: any SessionOwner, style: ViewStyle) {
        self.init(owner: owner, ownSession: nil, core: nil, style: style, composeField: .builtIn)
    }

    private convenience init(backend: any ChatBackend, core: PlainChatCore?, chat ref: ChatRef, style: ViewStyle, layout: ChatLayoutMode?,
                             composeField: ComposeField) {
        let own = WidgetSession(configuration: ChatSession.Configuration(timeZone: style.timeZone, locale: style.locale, appLayout: layout, translator: style.translator))
        self.init(owner: own, ownSession: own, core: core, style: style, composeField: composeField)
        own.widget = self
        own.start(on: backend, opening: ref)
    }

    private init(owner: any SessionOwner, ownSession: WidgetSession?, core: PlainChatCore?, style: ViewStyle, composeField: ComposeField) {
        self.owner = owner
        self.ownSession = ownSession
        self.core = core
        conversation = ConversationView(style: style)
        compose = ComposeView(bodySize: style.bodySize, translator: style.translator)
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(box, 1)
        gtk_widget_set_vexpand(box, 1)
        let field: [UnsafeMutablePointer<GtkWidget>] = composeField == .builtIn ? [gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, compose.widget] : []
        for part in [conversation.widget] + field + [status.widget] {
            gtk_box_append(box.cast(), part)
        }
        gtkWidget = box.cast()
        keepAlive(with: box)
        connectSignals()
    }

    /// The widget lives as long as its GTK widget: the box holds a reference, let go when it
    /// is finalised — after the widget lets go of the host's closures, so that a closure that
    /// uses the widget (as ``onSend``'s example does) keeps no cycle alive past the box.
    private func keepAlive(with box: UnsafeMutablePointer<GtkWidget>) {
        let release: @convention(c) (gpointer?) -> Void = { data in
            guard let data else { return }
            let widget = Unmanaged<ChatWidget>.fromOpaque(data)
            MainActor.assumeIsolated { widget.takeUnretainedValue().letGoOfHost() }
            widget.release()
        }
        g_object_set_data_full(box.cast(), "parley-chat-widget", Unmanaged.passRetained(self).toOpaque(), release)
    }

    /// The GTK widget is gone: the host's closures are dropped (and what they hold with them),
    /// and the core stops asking the host for older messages.
    private func letGoOfHost() {
        onSend = { _ in }
        onLoadMore = nil
        menuFilter = { _, offered in offered }
        onAction = { _, _ in }
    }

    private func connectSignals() {
        compose.onSend = { [unowned self] in self.handle(.send) }
        compose.onChange = { [unowned self] text in
            self.conversation.trace?.typed(in: self.compose.textView)
            self.handle(.draftChanged(text))
        }
        compose.onCancel = { [unowned self] in self.handle(.cancelCompose) }
        compose.onAttach = { [unowned self] in self.chooseFileToSend() }
        compose.onUpInEmptyField = { [unowned self] in self.handle(.editLastSent) }
        conversation.onMenu = { [unowned self] row, x, y in self.openMenu(row, x: x, y: y) }
        conversation.jump.onJump = { [unowned self] in self.handle(.newest) }
        conversation.onViewport = { [unowned self] viewport in self.handle(.viewport(viewport)) }
        conversation.onFailure = { [unowned self] text in self.say(text) }
    }

    /// The chat client, as its owner has it.
    var session: ChatSession { owner.session }

    /// Sends `input` to the session's owner, which draws what changed.
    func handle(_ input: SessionInput) {
        owner.handle(input)
    }

    /// Puts `bar` under the compose field, above the status line: the window's selection bar,
    /// shown in the field's place while messages are selected.
    func placeUnderCompose(_ bar: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_insert_child_after(box.cast(), bar, compose.widget)
    }

    /// Shows `text` on the status line under the compose field; nil hides it.
    func say(_ text: String?) {
        status.show(text)
    }
}
