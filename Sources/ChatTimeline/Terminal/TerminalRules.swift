import Foundation
import SimpleXMarkdown
import SimpleXModel

/// The terminal layout's rules (spec §9 "Rows" and "Items"), each a pure function named as in
/// the spec's function table.
public enum TerminalRules {
    /// `terminalNameRepeatInterval`: a sender's name is shown again after 7.5 minutes.
    public static let nameRepeatInterval: TimeInterval = 7.5 * 60

    /// Channel as sender: a `channelRcv` post, or the owner's post shown as the channel
    /// (`showGroupAsSender`).
    public static func channelIsSender(_ item: ChatItem) -> Bool {
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
    /// marked deleted item drawn as one; a quote with no report, deleted or live header above
    /// it; without quote or header, content other than a message (except calls), media, text
    /// starting with a code block, table or rule, or a large emoji.
    public static func terminalItemStartsWithCard(_ item: ChatItem, revealed: Bool) -> Bool {
        if item.isMarkedDeletedCard(revealed: revealed) { return true }
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
        let card = item.msgContent?.hasCardTopGap == true || item.isLargeEmoji
        return card && item.hasQuoteOrHeader ? .paragraph : .none
    }

    /// `terminalCardBottomGap(item)`: a paragraph gap below a card that ends the item —
    /// captionless media, a chat link without text, voice or a file without text, emoji — when
    /// reactions follow it.
    public static func terminalCardBottomGap(_ item: ChatItem) -> TerminalGap {
        guard !item.reactions.isEmpty, let content = item.msgContent else { return .none }
        return content.endsWithCard || item.isLargeEmoji ? .paragraph : .none
    }

    /// `terminalTextTopGap(item)`: above the text of `FramedItemView` — none at the item top
    /// (no quote, header or media above it: the sender row's card gap covers a card there,
    /// audit D1); none when the text starts with empty lines, which are at least as high; a
    /// paragraph gap below a quote or media, or when the text starts with a code block, table
    /// or rule; a level step below a header when the text starts with a heading.
    public static func terminalTextTopGap(_ item: ChatItem) -> TerminalGap {
        guard let content = item.msgContent, item.hasQuoteOrHeader || content.isMediaCard else { return .none }
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
        guard let blocks else { return .none }
        if MessageText.startsWithCard(blocks) { return .paragraph }
        return MessageText.startsWithHeading(blocks) ? .levelStep : .none
    }

    /// The quote's top gap (spec §9 Items "quote: above"): a paragraph gap below a report,
    /// deleted or live header (`hasHeaderAboveQuote`), otherwise none; none below it.
    public static func terminalQuoteTopGap(_ item: ChatItem) -> TerminalGap {
        item.quotedItem != nil && item.hasHeader ? .paragraph : .none
    }

    /// The row's bottom padding (spec §9 Rows "bottom padding"): 8 pt under the newest row, the
    /// level step above a date separator, otherwise none.
    public static func terminalRowBottomPadding(isNewest: Bool, dateSeparatorBelow: Bool) -> TerminalGap {
        if isNewest { return .newestRow }
        return dateSeparatorBelow ? .levelStep : .none
    }
}
