import SimpleXMarkdown
import SimpleXModel

/// The compose bar's state (simplex-view-logic §8): the text, what it refers to, its preview,
/// a live message in progress, and the transitions the context menu triggers.
public struct ComposeState: Hashable, Sendable {
    /// What the message being composed refers to.
    public enum Context: Hashable, Sendable {
        /// A new message, referring to nothing.
        case none
        /// A reply quoting the item (`.replying`).
        case quoting(ChatItem)
        /// An edit of the user's own item: the text replaces its text.
        case editing(ChatItem)
        /// A forward of the items of the chat `from` into this chat.
        case forwarding([ChatItem], from: ChatRef)
        /// A report of the item to the group's moderators for `reason`; the text is the report's comment.
        case reporting(ChatItem, reason: ReportReason)
    }

    /// What is attached.
    public enum Preview: Hashable, Sendable {
        /// Nothing attached.
        case none
        /// A link preview, sent with the text as a link message.
        case link(LinkPreview)
        /// Images or videos, `count` of them.
        case media(count: Int)
        /// A voice message; send waits until its recording is `finished`.
        case voice(finished: Bool)
        /// A file, by its name.
        case file(name: String)
    }

    /// The text in the compose bar.
    public var text: String
    /// What the message refers to: a quote, an edit, a forward or a report.
    public var context: Context
    /// What is attached.
    public var preview: Preview
    /// The item of a live message being typed, once its first chunk is sent.
    public var liveItemId: Int64?
    /// Mentioned members by the name written after `@` (`ComposedMessage.mentions`).
    public var mentions: [String: Int64]
    /// A send is under way (its command is out, its answer not in): send and attachments are off.
    public var inProgress: Bool

    /// A state of these parts; the default is an empty compose bar.
    public init(text: String = "", context: Context = .none, preview: Preview = .none, liveItemId: Int64? = nil,
                mentions: [String: Int64] = [:], inProgress: Bool = false) {
        self.text = text
        self.context = context
        self.preview = preview
        self.liveItemId = liveItemId
        self.mentions = mentions
        self.inProgress = inProgress
    }

    // MARK: Transitions

    /// Reply: quote `item`, keeping the text and preview — unless an edit was in progress,
    /// which starts over.
    public func replying(to item: ChatItem) -> ComposeState {
        var next = isEditing ? ComposeState() : self
        next.context = .quoting(item)
        return next
    }

    /// Edit: a new state from the item — its text, its mentions, and a finished voice preview
    /// for voice messages.
    public static func editing(_ item: ChatItem) -> ComposeState {
        let content = item.msgContent
        let preview: Preview = switch content {
        case let .link(linkPreview, _)?: .link(linkPreview)
        case .voice?: .voice(finished: true)
        case .image?, .video?: .media(count: 1)
        case .file?: .file(name: item.file?.fileName ?? "")
        default: .none
        }
        let mentions = item.mentions.compactMapValues { $0.memberRef?.groupMemberId }
        return ComposeState(text: content?.text ?? "", context: .editing(item), preview: preview, mentions: mentions)
    }

    /// Forward `items` of the chat `source` into this chat.
    public func forwarding(_ items: [ChatItem], from source: ChatRef) -> ComposeState {
        var next = self
        next.context = .forwarding(items, from: source)
        return next
    }

    /// Report `item` for `reason`: the preview is cleared; the reason is the placeholder.
    public func reporting(_ item: ChatItem, reason: ReportReason) -> ComposeState {
        var next = self
        next.context = .reporting(item, reason: reason)
        next.preview = .none
        return next
    }

    /// Mentions `name` (member `groupMemberId`): at most three mentions; a name already used by
    /// another member gets a suffix (`name_1`, `name_2`). Returns the name to write after `@`,
    /// or nil when no more mentions fit.
    public mutating func mention(_ name: String, groupMemberId: Int64) -> String? {
        if let existing = mentions.first(where: { $0.value == groupMemberId })?.key {
            return existing
        }
        guard mentions.count < MessageLimits.mentions else { return nil }
        var unique = name
        var suffix = 1
        while mentions[unique] != nil {
            unique = "\(name)_\(suffix)"
            suffix += 1
        }
        mentions[unique] = groupMemberId
        return unique
    }

    // MARK: Derived

    /// The message edits an item.
    public var isEditing: Bool {
        if case .editing = context { true } else { false }
    }

    /// The message forwards items.
    public var isForwarding: Bool {
        if case .forwarding = context { true } else { false }
    }

    /// The message reports an item.
    public var isReporting: Bool {
        if case .reporting = context { true } else { false }
    }

    /// A live message is being typed: its first chunk was sent (`liveItemId`).
    public var isLive: Bool { liveItemId != nil }

    private var hasText: Bool {
        text.contains { !$0.isWhitespace }
    }

    /// Send is enabled for media, a finished voice message, a file, non-blank text, a forward,
    /// a live message, or a report with its text (a report for "other" needs text).
    public var sendEnabled: Bool {
        guard !inProgress else { return false }
        switch context {
        case .forwarding: return true
        case let .reporting(_, reason): return reason != .other || hasText
        default: break
        }
        switch preview {
        case .media, .file, .voice(finished: true): return true
        case .voice(finished: false): return false
        default: return hasText || isLive
        }
    }

    /// Attachments are off while editing, forwarding, reporting, live, in progress, or with an
    /// attachment already there.
    public var attachmentsDisabled: Bool {
        let attached = switch preview {
        case .media, .voice, .file: true
        default: false
        }
        return isEditing || isForwarding || isReporting || isLive || inProgress || attached
    }

    /// Link previews are not made alongside media, voice or file attachments.
    public var linkPreviewsAllowed: Bool {
        switch preview {
        case .media, .voice, .file: false
        default: true
        }
    }

    /// The command that sends this state to `chat` (the core parses the text's markdown):
    /// an edit updates the item; a forward forwards; a report reports; otherwise a new message
    /// with its quote and mentions. Nil when send is not enabled.
    public func command(to chat: ChatRef) -> ChatCommand? {
        guard sendEnabled else { return nil }
        switch context {
        case let .editing(item):
            return .update(chat, itemId: item.meta.itemId, message: UpdatedMessage(mentions: mentions, msgContent: edited(item.msgContent)))
        case let .forwarding(items, source):
            return .forward(to: chat, from: source, itemIds: items.map(\.meta.itemId))
        case let .reporting(item, reason):
            guard case .group = chat.chatType else { return nil }
            return .report(groupId: chat.chatId, itemId: item.meta.itemId, reason: reason, text: text)
        case let .quoting(item):
            return .send(chat, messages: [ComposedMessage(mentions: mentions, msgContent: content, quotedItemId: item.meta.itemId)])
        case .none:
            if let liveItemId {
                return .update(chat, itemId: liveItemId, live: true, message: UpdatedMessage(mentions: mentions, msgContent: content))
            }
            return .send(chat, messages: [ComposedMessage(mentions: mentions, msgContent: content)])
        }
    }

    private var content: MsgContent {
        if case let .link(linkPreview) = preview {
            return .link(preview: linkPreview, text: text)
        }
        return .text(text: text)
    }

    /// The edited content keeps the item's kind and replaces its text.
    private func edited(_ original: MsgContent?) -> MsgContent {
        switch original {
        case let .link(linkPreview, _)?: .link(preview: linkPreview, text: text)
        case let .image(image, _)?: .image(image: image, text: text)
        case let .video(duration, image, _)?: .video(duration: duration, image: image, text: text)
        case let .voice(duration, _)?: .voice(duration: duration, text: text)
        case .file?: .file(text: text)
        default: content
        }
    }
}
