import ChatTimeline

extension ChatWidget {
    /// One entry of a message's menu (issue 35): an action of the chat view, or one of yours.
    ///
    /// ```swift
    /// chat.menuFilter = { _, offered in
    ///     offered.filter { $0 != .action(.edit) } + [.host(ChatWidget.HostAction(id: "pin", title: "Pin", iconName: "view-pin-symbolic"))]
    /// }
    /// ```
    public enum MenuItem: Hashable, Sendable {
        /// An action of the chat view (Reply, Edit, Copy…), carried out by the widget.
        case action(MenuAction)
        /// An action of yours, carried out by you in ``ChatWidget/onAction``.
        case host(HostAction)
    }

    /// An action of your own in a message's menu (exyte's custom `MessageMenuAction`): its words,
    /// an icon of the icon theme before them, and, for one that destroys something, the question
    /// asked before it is done (the menu's entry and the confirming button in the theme's
    /// destructive colour).
    ///
    /// ```swift
    /// let pin = ChatWidget.HostAction(id: "pin", title: "Pin", iconName: "view-pin-symbolic")
    /// let purge = ChatWidget.HostAction(id: "purge", title: "Purge", iconName: "edit-delete-symbolic",
    ///                                   destructive: "Purge this message from the archive?")
    /// ```
    public struct HostAction: Hashable, Sendable {
        /// Names the action for you, in ``ChatWidget/onAction``.
        public var id: String
        /// The entry's words, in the user's language.
        public var title: String
        /// An icon name of the icon theme (`"edit-delete-symbolic"`), nil for none.
        public var iconName: String?
        /// The question asked before the action is done (its title confirms, Cancel does not);
        /// nil for an action that destroys nothing, done at once.
        public var confirmation: String?

        /// An action `id` reading `title`, with the icon `iconName`; destructive when it has a
        /// `destructive` question to confirm.
        public init(id: String, title: String, iconName: String? = nil, destructive confirmation: String? = nil) {
            self.id = id
            self.title = title
            self.iconName = iconName
            self.confirmation = confirmation
        }

        /// It destroys something: drawn in the destructive colour, done once confirmed.
        public var isDestructive: Bool { confirmation != nil }
    }
}
