import SimpleXMarkdown
import SimpleXModel

/// The terminal layout's rules (spec §9 "Rows"), each a pure function named as in the spec.
public enum TerminalRules {
    /// `terminalNameRepeatInterval`: a sender's name is shown again after 7.5 minutes.
    public static let nameRepeatInterval: Double = 7.5 * 60

    /// The channel itself is the sender (`channelRcv`, or an item shown as sent by the group).
    static func channelIsSender(_ item: ChatItem) -> Bool {
        if case .channelRcv = item.chatDir { return true }
        return item.meta.showGroupAsSender
    }

    /// Same sender: the channel on both items, or the same direction when neither has it.
    static func sameSender(_ item: ChatItem, _ other: ChatItem) -> Bool {
        let channel = (channelIsSender(item), channelIsSender(other))
        if channel.0 || channel.1 {
            return channel.0 && channel.1
        }
        return item.chatDir.isSameSender(as: other.chatDir)
    }

    /// `terminalItemShowsSender(item, older)`: an item with a sender shows it when the older
    /// item is absent, has no sender, has another sender, or is 7.5 minutes or more older.
    public static func terminalItemShowsSender(_ item: ChatItem, older: ChatItem?) -> Bool {
        guard item.hasTerminalSender else { return false }
        guard let older, older.hasTerminalSender, sameSender(item, older) else { return true }
        return item.meta.itemTs.timeIntervalSince(older.meta.itemTs) >= nameRepeatInterval
    }

    /// `terminalRowGap(item, older, separated, largeGap, hasSenderRow)`: a paragraph gap when
    /// the older item exists, the rows are not separated, and there is a large gap, a sender
    /// row, an item that is not one-line on either side, or reactions on the older item.
    public static func terminalRowGap(_ item: ChatItem, older: ChatItem?, separated: Bool, largeGap: Bool, hasSenderRow: Bool) -> TerminalGap {
        guard let older, !separated else { return .none }
        let gap = largeGap || hasSenderRow || !item.isOneLine || !older.isOneLine || !older.reactions.isEmpty
        return gap ? .paragraph : .none
    }

    /// `terminalRowsSeparated(olderRow)`: the older row's newest item is the chat banner, or a
    /// date separator stands above the row (its separation has a date).
    public static func terminalRowsSeparated(olderNewest: ChatItem, separation: ItemSeparation) -> Bool {
        if case .chatBanner = olderNewest.content { return true }
        return separation.date != nil
    }

    /// `terminalItemStartsWithCard(item, revealed)`: the item's first element is a card — a
    /// marked deleted item drawn as one; a quote with no header above it; without quote or
    /// header, content other than a message (except calls), media, text starting with a code
    /// block, table or rule, or a large emoji.
    public static func terminalItemStartsWithCard(_ item: ChatItem, revealed: Bool) -> Bool {
        if item.meta.itemDeleted != nil, !revealed { return true }
        if item.quotedItem != nil { return !item.hasHeader }
        if item.hasHeader { return false }
        guard let content = item.msgContent else {
            switch item.content {
            case .sndCall, .rcvCall: return false
            default: return true
            }
        }
        if content.isMediaCard || item.isLargeEmoji { return true }
        return item.blocks.map(MessageText.startsWithCard) ?? false
    }

    /// `terminalCardTopGap(item)`: a paragraph gap above media, voice, file and emoji when a
    /// quote or header is above them.
    public static func terminalCardTopGap(_ item: ChatItem) -> TerminalGap {
        let card = item.msgContent?.isMediaCard == true || isEmojiText(item)
        return card && item.hasQuoteOrHeader ? .paragraph : .none
    }

    /// `terminalCardBottomGap(item)`: a paragraph gap below a card that ends the item when
    /// reactions follow it.
    public static func terminalCardBottomGap(_ item: ChatItem) -> TerminalGap {
        guard !item.reactions.isEmpty else { return .none }
        let endsWithCard = (item.msgContent?.isMediaCard == true && item.messageText?.isEmpty == true) || isEmojiText(item)
        return endsWithCard ? .paragraph : .none
    }

    /// `terminalTextTopGap(item)`: above the text — none at the item top; a paragraph gap below
    /// a quote or media, or when the text starts with a code block, table or rule (none when it
    /// starts with empty lines, which are at least as high); a level step below a header when
    /// the text starts with a heading.
    public static func terminalTextTopGap(_ item: ChatItem) -> TerminalGap {
        guard let content = item.msgContent else { return .none }
        let blocks = item.blocks
        let startsWithEmptyLines: Bool = if let blocks {
            MessageText.leadingEmptyLines(blocks) > 0
        } else if case .report = content {
            false
        } else {
            MessageText.startsWithEmptyLine(content.text)
        }
        if startsWithEmptyLines { return .none }
        if item.quotedItem != nil || content.isMediaCard { return .paragraph }
        if let blocks, MessageText.startsWithCard(blocks) { return .paragraph }
        if item.hasHeader, let blocks, MessageText.startsWithHeading(blocks) { return .levelStep }
        return .none
    }

    private static func isEmojiText(_ item: ChatItem) -> Bool {
        guard case let .text(text)? = item.msgContent else { return false }
        return EmojiText.size(of: text) != nil
    }
}
