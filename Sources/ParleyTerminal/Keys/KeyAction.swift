/// What the terminal client does at a key (issue 36 "A settings file"): every action a key can
/// be bound to in the settings' `[keys]` table, by the name the file uses. The readline keys
/// of the compose bar stay as they are.
package enum KeyAction: String, Hashable, Sendable, CaseIterable {
    case help, quit, redraw, suspend, nextUnread = "next_unread"
    case openChat = "open_chat", searchChats = "search_chats", newChat = "new_chat", switchProfile = "switch_profile"
    case reload, commandLine = "command_line", quitFromList = "quit_from_list"
    case send, newLine = "new_line", back, focusMessages = "focus_messages", searchChat = "search_chat"
    case toggleLayout = "toggle_layout", groupInfo = "group_info", externalEditor = "external_editor", liveMessage = "live_message"
    case olderMention = "older_mention", newerMention = "newer_mention", attachFile = "attach_file"
    case scrollUp = "scroll_up", scrollDown = "scroll_down", newest
    case menu, reply, edit, delete, react, forward, info, select, reveal, jumpToQuote = "jump_to_quote", backToTyping = "back_to_typing"

    /// Where an action's keys are read: everywhere, on the chat list, in a chat while typing
    /// (keys there need Ctrl or Alt, or are named keys: plain keys type text), or on a focused
    /// message. Two actions of one context, or one anywhere, cannot share a key.
    package enum Context: String, Hashable, Sendable {
        case anywhere, list, chat, message
    }

    /// An action's context, its keys by default and what it does, as the settings file and
    /// `parley --print-config` write them.
    package struct Entry: Hashable, Sendable {
        package let action: KeyAction
        package let context: Context
        /// The keys by default, as the file writes them (`KeyChord`), separated by spaces.
        package let keys: String
        package let summary: String
    }

    /// Every action with its default keys: the keys the client has today (`?` lists them).
    package static let table: [Entry] = [
        Entry(action: .help, context: .anywhere, keys: "? f1", summary: "these keys"),
        Entry(action: .quit, context: .anywhere, keys: "ctrl-c", summary: "quit (a live message is sent as it stands)"),
        Entry(action: .redraw, context: .anywhere, keys: "ctrl-l", summary: "draw the screen anew"),
        Entry(action: .suspend, context: .anywhere, keys: "ctrl-z", summary: "suspend to the shell (fg comes back)"),
        Entry(action: .nextUnread, context: .anywhere, keys: "alt-a", summary: "the next chat with unread messages"),
        Entry(action: .openChat, context: .list, keys: "enter right", summary: "open the chat"),
        Entry(action: .searchChats, context: .list, keys: "/", summary: "find chats by name or by any of their messages"),
        Entry(action: .newChat, context: .list, keys: "n", summary: "new chat: a link, an invitation, your address, a group"),
        Entry(action: .switchProfile, context: .list, keys: "p", summary: "switch profile"),
        Entry(action: .reload, context: .list, keys: "r", summary: "read the list again"),
        Entry(action: .commandLine, context: .list, keys: ":", summary: "the command line"),
        Entry(action: .quitFromList, context: .list, keys: "q", summary: "quit"),
        Entry(action: .send, context: .chat, keys: "enter", summary: "send"),
        Entry(action: .newLine, context: .chat, keys: "alt-enter ctrl-j", summary: "a new line"),
        Entry(action: .back, context: .chat, keys: "esc", summary: "cancel a reply or edit, else back to the list"),
        Entry(action: .focusMessages, context: .chat, keys: "tab", summary: "focus the messages"),
        Entry(action: .searchChat, context: .chat, keys: "ctrl-f", summary: "search in the chat"),
        Entry(action: .toggleLayout, context: .chat, keys: "ctrl-t", summary: "terminal ⇄ classic layout"),
        Entry(action: .groupInfo, context: .chat, keys: "ctrl-g", summary: "group info"),
        Entry(action: .externalEditor, context: .chat, keys: "ctrl-x", summary: "write the message in $VISUAL, $EDITOR or vi"),
        Entry(action: .liveMessage, context: .chat, keys: "alt-l", summary: "a live message, sent as you type"),
        Entry(action: .olderMention, context: .chat, keys: "alt-m", summary: "the older unread mention of you"),
        Entry(action: .newerMention, context: .chat, keys: "alt-shift-m", summary: "the newer unread mention of you"),
        Entry(action: .attachFile, context: .chat, keys: "ctrl-o", summary: "send a file (starts /f)"),
        Entry(action: .scrollUp, context: .chat, keys: "pgup", summary: "scroll up a screen"),
        Entry(action: .scrollDown, context: .chat, keys: "pgdn", summary: "scroll down a screen"),
        Entry(action: .newest, context: .chat, keys: "end", summary: "the newest messages"),
        Entry(action: .menu, context: .message, keys: "enter space", summary: "the message's menu"),
        Entry(action: .reply, context: .message, keys: "r", summary: "reply"),
        Entry(action: .edit, context: .message, keys: "e", summary: "edit"),
        Entry(action: .delete, context: .message, keys: "d", summary: "delete"),
        Entry(action: .react, context: .message, keys: "+", summary: "react"),
        Entry(action: .forward, context: .message, keys: "f", summary: "forward"),
        Entry(action: .info, context: .message, keys: "i", summary: "info"),
        Entry(action: .select, context: .message, keys: "s", summary: "select"),
        Entry(action: .reveal, context: .message, keys: "x", summary: "show or hide secrets"),
        Entry(action: .jumpToQuote, context: .message, keys: "q", summary: "jump to the quoted message"),
        Entry(action: .backToTyping, context: .message, keys: "esc tab", summary: "back to typing"),
    ]

    /// This action's entry in `table`.
    package var entry: Entry {
        guard let entry = Self.table.first(where: { $0.action == self }) else { preconditionFailure("KeyAction.table lists every action; \(rawValue) is missing") }
        return entry
    }
}
