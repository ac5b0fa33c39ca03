import SimpleXMarkdown
import SimpleXModel

extension ChatItem {
    /// The received content shows the member's name (`CIContent.showMemberName`).
    public var showsMemberName: Bool {
        switch content {
        case .rcvMsgContent, .rcvDeleted, .rcvCall, .rcvIntegrityError, .rcvDecryptionError, .rcvMsgError,
             .rcvGroupInvitation, .rcvModerated, .rcvBlocked, .invalidJSON: true
        default: false
        }
    }

    /// `CIContent.hasTerminalSender`: sent messages, deleted and moderated items, calls and
    /// group invitations, and received content that shows the member's name.
    public var hasTerminalSender: Bool {
        switch content {
        case .sndMsgContent, .sndDeleted, .sndModerated, .sndCall, .sndGroupInvitation: true
        default: showsMemberName
        }
    }

    /// A header above the content: a report, a deleted or live item, a forwarded one.
    public var hasHeader: Bool {
        if isReport { return true }
        return meta.itemDeleted != nil || meta.itemLive == true || meta.itemForwarded != nil
    }

    /// `hasQuoteOrHeader`.
    public var hasQuoteOrHeader: Bool {
        quotedItem != nil || hasHeader
    }

    /// The text of the message, if it is one.
    public var messageText: String? {
        msgContent.map(\.text)
    }

    /// The item's block markdown: the core's, or computed from the text when the core sent none.
    public var blocks: [MarkdownBlock]? {
        markdownBlocks ?? messageText.flatMap(BlockMarkdown.blocks)
    }

    /// A text message of a few emoji only, drawn large.
    public var isLargeEmoji: Bool {
        guard case let .text(text)? = msgContent, quotedItem == nil, file == nil, meta.itemLive != true else { return false }
        return EmojiText.size(of: text) != nil
    }

    /// `ChatItem.isOneLine` (spec §9): text at the item top (a text message without a quote or
    /// header) with no block markdown and no line break, or a large emoji; reactions do not
    /// count; items without a sender (events) are not one-line.
    public var isOneLine: Bool {
        guard hasTerminalSender, case let .text(text)? = msgContent, !hasQuoteOrHeader else { return false }
        return isLargeEmoji || MessageText.isOneLine(text, blocks: blocks)
    }
}

extension MsgContent {
    /// Media shown as a card: image, video, voice, file, link preview, chat link.
    public var isMediaCard: Bool {
        switch self {
        case .image, .video, .voice, .file, .link, .chat: true
        default: false
        }
    }
}
