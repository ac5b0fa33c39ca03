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

    /// A header line above the content (spec §9 Items, `hasHeaderAboveQuote`): a report, a
    /// deleted item or a live one. A forwarded item has no header: its mark is the end button
    /// of `FramedItemView`, placed beside the content by `ItemWithMeta` (audit D2, D3).
    public var hasHeader: Bool {
        isReport || meta.itemDeleted != nil || meta.itemLive == true
    }

    /// A quote or a header above the content (`hasQuoteOrHeader`): the content is not at the
    /// item top.
    public var hasQuoteOrHeader: Bool {
        quotedItem != nil || hasHeader
    }

    /// Drawn as the marked deleted placeholder card (`MarkedDeletedItemView`,
    /// simplex-view-logic §3.1): deleted and either not revealed or with its content already
    /// replaced by the deletion, moderation or block (audit D4).
    public func isMarkedDeletedCard(revealed: Bool) -> Bool {
        meta.itemDeleted != nil && (!revealed || isDeletedContent)
    }

    /// The text of the message, if it is one.
    public var messageText: String? {
        msgContent.map(\.text)
    }

    /// The item's block markdown: the core's, or parsed from the text when the core parsed
    /// none of it. A core that sent the inline spans (`formattedText`) parsed the blocks too, so
    /// its nil means "no blocks" and nothing is parsed again; only text the core left unparsed
    /// (plain text, or an item from elsewhere) is read, O(length) each time it is asked.
    public var blocks: [MarkdownBlock]? {
        if markdownBlocks != nil || formattedText != nil { return markdownBlocks }
        return messageText.flatMap(BlockMarkdown.blocks)
    }

    /// A text of a few emoji only, drawn large (simplex-view-logic §3.2): alone as
    /// `EmojiItemView`, or inside the frame below a quote or header (`FramedItemView.showsEmoji`);
    /// never with a file or while live.
    public var isLargeEmoji: Bool {
        guard case let .text(text)? = msgContent, file == nil, meta.itemLive != true else { return false }
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
    /// `terminalMediaCard`: media drawn as a card — image, video, voice, file, link preview,
    /// chat link.
    public var isMediaCard: Bool {
        switch self {
        case .image, .video, .voice, .file, .link, .chat: true
        default: false
        }
    }

    /// Media with `terminalCardTopGap` above it (spec §9 Items "media, voice, file and emoji"):
    /// image, video, voice and file; link previews and chat links are not among them (audit D7).
    public var hasCardTopGap: Bool {
        switch self {
        case .image, .video, .voice, .file: true
        default: false
        }
    }

    /// A card that ends the item (spec §9 Items, `metaPlacement.gapBelowBlock`): captionless
    /// image or video, a chat link without text, voice or a file without text. A link preview
    /// is followed by its text (audit D8).
    public var endsWithCard: Bool {
        switch self {
        case .image, .video, .chat, .voice, .file: text.isEmpty
        default: false
        }
    }
}
