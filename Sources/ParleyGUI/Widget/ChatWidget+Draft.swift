extension ChatWidget {
    /// What the user sent in a chat of plain messages, for ``ChatWidget/onSend``: the text
    /// (SimpleX markdown, as typed), and the message it replies to, the message it edits, or
    /// the file it sends, each nil when there is none.
    ///
    /// ```swift
    /// chat.onSend = { draft in
    ///     print(draft.text, draft.replyTo ?? "-", draft.editing ?? "-", draft.filePath ?? "-")
    /// }
    /// ```
    public struct Draft: Hashable, Sendable {
        /// The message's text; empty for a file sent alone.
        public var text: String
        /// The id of the message it replies to (the user chose Reply in that message's menu).
        public var replyTo: Int64?
        /// The id of the message it is a new text of (the user chose Edit, or pressed ↑).
        public var editing: Int64?
        /// The file the user chose to send (the compose field's 📎), a path on this computer.
        public var filePath: String?

        /// A draft of `text`, replying to `replyTo`, editing `editing`, sending the file at `filePath`.
        ///
        /// ```swift
        /// let draft = ChatWidget.Draft(text: "Yes", replyTo: 1)
        /// ```
        public init(text: String, replyTo: Int64? = nil, editing: Int64? = nil, filePath: String? = nil) {
            self.text = text
            self.replyTo = replyTo
            self.editing = editing
            self.filePath = filePath
        }
    }
}
