extension ChatWidget {
    /// Where the user writes (exyte's `inputViewBuilder`, issue 35): in the widget's compose
    /// field under the chat (its reply and edit banners, 📎, Enter to send — heard through
    /// ``ChatWidget/onSend``), or in a field of your own, your program showing what it sends;
    /// a Reply or Edit chosen in a message's menu then reaches you through
    /// ``ChatWidget/onAction``.
    ///
    /// ```swift
    /// let chat = ChatWidget(chat: .direct(bob), composeField: .host)
    /// chat.onAction = { item, id in if item == .action(.reply) { myField.replyTo = id } }
    /// ```
    public enum ComposeField: Hashable, Sendable {
        /// The widget's own compose field, under the chat.
        case builtIn
        /// None: your program has its own.
        case host
    }
}
