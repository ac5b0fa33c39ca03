import SimpleXModel

extension ChatWindow {
    /// A window holding one page of a chat, as the core gave it (the newest items, oldest
    /// first): what `parley rows`, `layout`, `render` and a front end opening a chat start from.
    public init(page: [ChatItem], stats: ChatStats, navigation: NavigationInfo? = nil) {
        self.init()
        apply(.initial(count: page.count), page: page, navigation: navigation, stats: stats)
    }
}
