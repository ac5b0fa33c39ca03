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
/// It is a face of the chat client, as `parley gui` is: a `ChatSession` driven by a
/// `SessionRunner`, over a core of your messages held in memory — so reading, paging, replies,
/// edits, the menu and the compose field behave as in Parley's own window. Create it and call
/// it on GTK's main thread, inside your main loop (in your application's `activate` handler).
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
    /// C modules. It keeps the `ChatWidget` alive as long as it lives.
    ///
    /// ```swift
    /// let widget = UnsafeMutableRawPointer(chat.gtkWidget).assumingMemoryBound(to: GtkWidget.self)
    /// gtk_box_append(box, widget)
    /// ```
    public let gtkWidget: OpaquePointer
    /// Hears each message the user sends in a chat of plain messages: its text, the message it
    /// replies to, the message it edits, or the file it sends. Nothing is shown until you show
    /// it (``append(_:)``, ``update(_:)``), so your program decides what becomes of a draft.
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

    let conversation: ConversationView
    let compose: ComposeView
    private let status = StatusLine()
    /// The chat client.
    private(set) var session: ChatSession
    private var runner: SessionRunner?
    /// The core of plain messages; nil for a widget of a SimpleX core.
    let core: PlainChatCore?
    /// The chat shown.
    let ref: ChatRef

    /// A widget showing your `messages` in `chat`, drawn in `style` (its theme, body size,
    /// time zone), in `layout`.
    ///
    /// ```swift
    /// let bob = PlainSender(id: "bob", name: "Bob")
    /// let chat = ChatWidget(chat: .direct(bob), messages: [PlainMessage(id: 1, sender: bob, date: Date(), text: "Hi!")])
    /// ```
    public convenience init(chat: PlainChat, messages: [PlainMessage] = [], style: ViewStyle = ViewStyle(), layout: ChatLayoutMode = .classic) {
        let core = PlainChatCore(chat: chat, messages: messages)
        self.init(backend: core, core: core, chat: core.ref, style: style, layout: layout)
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
    public convenience init(backend: any ChatBackend, chat: ChatRef, style: ViewStyle = ViewStyle(), layout: ChatLayoutMode? = nil) {
        self.init(backend: backend, core: nil, chat: chat, style: style, layout: layout)
    }

    private init(backend: any ChatBackend, core: PlainChatCore?, chat ref: ChatRef, style: ViewStyle, layout: ChatLayoutMode?) {
        self.core = core
        self.ref = ref
        session = ChatSession(configuration: ChatSession.Configuration(timeZone: style.timeZone, locale: .current, appLayout: layout))
        conversation = ConversationView(style: style)
        compose = ComposeView(bodySize: style.bodySize)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(box, 1)
        gtk_widget_set_vexpand(box, 1)
        for part in [conversation.widget, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, compose.widget, status.widget] {
            gtk_box_append(box.cast(), part)
        }
        gtkWidget = box.cast()
        keepAlive(with: box)
        connectSignals()
        let runner = SessionRunner(backend: backend) { [weak self] input in
            MainContext.deliver { MainActor.assumeIsolated { self?.handle(input) } }
        }
        self.runner = runner
        runner.start()
        handle(.start(opening: ref))
    }

    deinit {
        runner?.stop()
    }

    /// The widget lives as long as its GTK widget: the box holds a reference, let go when it
    /// is finalised.
    private func keepAlive(with box: UnsafeMutablePointer<GtkWidget>) {
        let release: @convention(c) (gpointer?) -> Void = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        g_object_set_data_full(box.cast(), "parley-chat-widget", Unmanaged<AnyObject>.passRetained(self).toOpaque(), release)
    }

    private func connectSignals() {
        compose.onSend = { [unowned self] in self.handle(.send) }
        compose.onChange = { [unowned self] text in self.handle(.draftChanged(text)) }
        compose.onCancel = { [unowned self] in self.handle(.cancelCompose) }
        compose.onAttach = { [unowned self] in self.chooseFileToSend() }
        compose.onUpInEmptyField = { [unowned self] in self.handle(.editLastSent) }
        conversation.onMenu = { [unowned self] row, x, y in self.openMenu(row, x: x, y: y) }
        conversation.jump.onJump = { [unowned self] in self.handle(.newest) }
        conversation.onViewport = { [unowned self] viewport in self.handle(.viewport(viewport)) }
        conversation.onFailure = { [unowned self] text in self.say(text) }
    }

    /// Hands `input` to the session, its effects to the runner and the widget, and draws what
    /// changed.
    func handle(_ input: SessionInput) {
        let output = session.handle(input, now: conversation.style.now ?? Date())
        runner?.handled(input)
        let forWidget = runner?.perform(output.effects) ?? []
        draw(output.changes)
        for effect in forWidget { perform(effect) }
    }

    /// Shows `text` on the status line under the compose field; nil hides it.
    func say(_ text: String?) {
        status.show(text)
    }
}
