import ChatSession
import ParleyKit

/// Your messages in the widget: each change is kept by the widget's core and drawn as the
/// core's event of it (a new row, a row laid out again, a row gone), so only what changed is
/// laid out again. In a widget of a SimpleX core (`init(backend:chat:)`) the core's messages
/// are shown and these do nothing.
extension ChatWidget {
    /// Shows `messages` in place of those shown (in any order: drawn by date, then id).
    ///
    /// ```swift
    /// chat.show([PlainMessage(id: 1, sender: bob, date: Date(), text: "Hi!")])
    /// ```
    public func show(_ messages: [PlainMessage]) {
        core?.replace(with: messages)
    }

    /// Adds `message` as the newest; a message with its id already shown is updated instead.
    ///
    /// ```swift
    /// chat.append(PlainMessage(id: 2, sender: me, date: Date(), text: "Hello, *Bob*"))
    /// ```
    public func append(_ message: PlainMessage) {
        core?.append(message)
    }

    /// Shows `message` in place of the message with its id (a new text, status, reactions…);
    /// one not shown is appended.
    ///
    /// ```swift
    /// message.status = .delivered
    /// chat.update(message)
    /// ```
    public func update(_ message: PlainMessage) {
        core?.update(message)
    }

    /// Adds `messages`, older than those shown, as the answer to ``onLoadMore``: the page the
    /// reader scrolled to shows them. None: there are no older messages, and ``onLoadMore`` is
    /// not called again until you ``show(_:)`` a new set.
    ///
    /// ```swift
    /// chat.onLoadMore = { before in
    ///     chat.prepend(archive.filter { $0.id < before }.suffix(100))
    /// }
    /// ```
    public func prepend(_ messages: [PlainMessage]) {
        core?.prepend(messages)
    }

    /// Tells the core whether to ask for older messages: it asks through ``onLoadMore`` on the
    /// main thread; when the host has stopped listening, it hears that none are older.
    func hearLoadMore() {
        guard let core else { return }
        guard onLoadMore != nil else { return core.hearLoadMore(nil) }
        core.hearLoadMore { [weak self, weak core] before in
            MainContext.post {
                MainActor.assumeIsolated {
                    guard let self, let onLoadMore = self.onLoadMore else {
                        core?.prepend([])
                        return
                    }
                    onLoadMore(before)
                }
            }
        }
    }

    /// Takes the message `id` away; nothing when no message has it.
    ///
    /// ```swift
    /// chat.remove(2)
    /// ```
    public func remove(_ id: Int64) {
        core?.remove(id)
    }

    /// The messages shown (empty in a widget of a SimpleX core).
    ///
    /// ```swift
    /// let count = chat.messages.count
    /// ```
    public var messages: [PlainMessage] {
        core?.messages ?? []
    }

    /// Scrolls the message `id` to the top of the view (as far as the chat goes); a message not
    /// loaded is loaded around it first. Nothing before the chat is read, or for an unknown id.
    ///
    /// ```swift
    /// chat.scroll(to: 1)
    /// ```
    public func scroll(to id: Int64) {
        guard let open = session.open else { return }
        guard open.timeline.rowIndex(ofItem: id) != nil else { return handle(.openAt(open.ref, itemId: id)) }
        conversation.show(open, layout: session.layout(of: open), user: session.user, rowsChanged: false, hint: .top(itemId: id))
    }
}
