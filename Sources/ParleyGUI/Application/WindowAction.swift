import Localization

/// The window's keys as application actions (issue 33 "A GtkApplication"): each chord the
/// window takes is an action of the application (`app.NAME`) with its accelerators, so that the
/// desktop lists them and the shortcuts window (Ctrl-?) shows them. Keys that mean something only
/// where the keyboard is (Enter in the compose field, the arrows on the message cursor) are the
/// widgets' own and listed in `ContextKey`. One table: the accelerators, the shortcuts window and
/// `/help` read it.
enum WindowAction: String, CaseIterable, Sendable {
    case quit
    case closeWindow = "close-window"
    case shortcuts
    case newChat = "new-chat"
    case findChat = "find-chat"
    case previousChat = "previous-chat"
    case nextChat = "next-chat"
    case nextUnread = "next-unread"
    case searchChat = "search-chat"
    case groupInfo = "group-info"
    case olderMention = "older-mention"
    case newerMention = "newer-mention"
    case liveMessage = "live-message"
    case newest
    case oldest
    case toggleLayout = "toggle-layout"
    case nextTheme = "next-theme"
    case switchProfile = "switch-profile"
    case preferences

    /// The action's detailed name, as accelerators and menus name it.
    var detailedName: String {
        "app." + rawValue
    }

    /// The accelerators, in GTK's notation (`<Control>q`), the first the one a menu shows.
    var accelerators: [String] {
        switch self {
        case .quit: ["<Control>q"]
        case .closeWindow: ["<Control>w"]
        case .shortcuts: ["<Control>question"]
        case .newChat: ["<Control>n"]
        case .findChat: ["<Control>k"]
        case .previousChat: ["<Alt>Up", "<Control>Page_Up"]
        case .nextChat: ["<Alt>Down", "<Control>Page_Down"]
        case .nextUnread: ["<Alt>a"]
        case .searchChat: ["<Control>f"]
        case .groupInfo: ["<Control>i"]
        case .olderMention: ["<Alt>m"]
        case .newerMention: ["<Alt><Shift>m"]
        case .liveMessage: ["<Alt>l"]
        case .newest: ["<Control>End"]
        case .oldest: ["<Control>Home"]
        case .toggleLayout: ["<Control>t"]
        case .nextTheme: ["<Control><Shift>t"]
        case .switchProfile: ["<Control>p"]
        case .preferences: ["<Control>comma"]
        }
    }

    /// What it does, in a few words, in English.
    var title: String { title(.english) }

    /// What it does, in a few words, in `t`'s language.
    func title(_ t: Translator) -> String {
        switch self {
        case .quit: t.tr("Quit (asks first when a draft would be lost)")
        case .closeWindow: t.tr("Close the window (Parley keeps running when it runs in the background)")
        case .shortcuts: t.tr("Keyboard shortcuts")
        case .newChat: t.tr("New chat: a link, an invitation, your address, a group")
        case .findChat: t.tr("Find a chat by name")
        case .previousChat: t.tr("The chat above in the list")
        case .nextChat: t.tr("The chat below in the list")
        case .nextUnread: t.tr("The next chat with unread messages")
        case .searchChat: t.tr("Search the chat")
        case .groupInfo: t.tr("Chat info")
        case .olderMention: t.tr("The older unread mention of you")
        case .newerMention: t.tr("The newer unread mention of you")
        case .liveMessage: t.tr("Start a live message")
        case .newest: t.tr("The newest message")
        case .oldest: t.tr("The chat's first message")
        case .toggleLayout: t.tr("The other layout for the chat")
        case .nextTheme: t.tr("The next theme")
        case .switchProfile: t.tr("Switch profile")
        case .preferences: t.tr("Preferences")
        }
    }

    /// The group the shortcuts window lists it in.
    var group: KeyGroup {
        switch self {
        case .quit, .closeWindow, .shortcuts, .toggleLayout, .nextTheme, .preferences: .window
        case .newChat, .switchProfile, .findChat, .previousChat, .nextChat, .nextUnread, .groupInfo: .chats
        case .searchChat, .olderMention, .newerMention, .newest, .oldest: .messages
        case .liveMessage: .compose
        }
    }
}

/// The groups of the shortcuts window, in its order.
enum KeyGroup: String, CaseIterable, Sendable {
    case chats = "Chats"
    case messages = "Messages"
    case compose = "Compose"
    case window = "Window"

    /// The group's heading in `t`'s language.
    func title(_ t: Translator) -> String {
        switch self {
        case .chats: t.tr("Chats", context: "shortcuts group")
        case .messages: t.tr("Messages", context: "shortcuts group")
        case .compose: t.tr("Compose", context: "shortcuts group")
        case .window: t.tr("Window", context: "shortcuts group")
        }
    }
}

/// A key that means something where the keyboard is, not everywhere in the window: the
/// compose field's and the message cursor's (issue 33 "Keyboard"). Listed in the shortcuts
/// window beside the actions' accelerators.
struct ContextKey: Hashable, Sendable {
    /// The keys, in GTK's accelerator notation, separated by spaces where several do it.
    let keys: String
    let title: String
    let group: KeyGroup

    /// Every such key, in the order the shortcuts window lists them, in English.
    static var all: [ContextKey] { all(.english) }

    /// Every such key, in the order the shortcuts window lists them, in `t`'s language.
    static func all(_ t: Translator) -> [ContextKey] { [
        ContextKey(keys: "Return", title: t.tr("Send"), group: .compose),
        ContextKey(keys: "<Shift>Return", title: t.tr("A new line"), group: .compose),
        ContextKey(keys: "Tab", title: t.tr("Complete a mention; else the cursor on the newest message"), group: .compose),
        ContextKey(keys: "Up", title: t.tr("In an empty field: edit your last message, else the cursor on the newest message"), group: .compose),
        ContextKey(keys: "<Control>v", title: t.tr("Paste: files and pictures are sent"), group: .compose),
        ContextKey(keys: "Up Down", title: t.tr("The cursor to the older or newer message"), group: .messages),
        ContextKey(keys: "Page_Up Page_Down", title: t.tr("A page up or down (the cursor with it)"), group: .messages),
        ContextKey(keys: "Menu <Shift>F10 Return", title: t.tr("The message's menu"), group: .messages),
        ContextKey(keys: "<Control>c", title: t.tr("Copy the selected text, else the message"), group: .messages),
        ContextKey(keys: "Escape", title: t.tr("Back to the compose field; leave selection or the search"), group: .messages),
        ContextKey(keys: "Return", title: t.tr("Open the chosen chat (in the list and its search)"), group: .chats),
    ] }
}
