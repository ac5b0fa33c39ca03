import Foundation
import SimpleXModel

/// What the view draws around each row: date separators, time, gaps, sender and avatar, as the
/// classic or terminal layout decides them (simplex-view-logic §2.2–2.3, spec §9).
public struct RowPresentation: Hashable, Sendable {
    /// The row presented.
    public var row: MergedRow
    /// The date separator above the row, or nil.
    public var dateSeparator: String?
    /// How the row is set apart from the newer row (a collapsed group only by the day).
    public var separation: ItemSeparation
    /// The sender row (terminal) or name line (classic), or nil.
    public var sender: RowSender?
    /// The row shows its sender's avatar: terminal rows of groups and channels with a sender row; classic received group rows once per run of one sender (`shouldShowAvatar`).
    public var showsAvatar: Bool
    /// The gap above the row: terminal `terminalRowGap`; classic `.paragraph` for the large
    /// spacing after a large gap, `.none` for the small one.
    public var gapAbove: TerminalGap
    /// The row's bottom padding (terminal): 8 pt under the newest row, the level step above a
    /// date separator.
    public var paddingBottom: TerminalGap
    /// `ChatItem.isOneLine` of the row's newest item (it decides `terminalRowGap`).
    public var oneLine: Bool
    /// `terminalItemStartsWithCard`: the newest item's first element is a card, a paragraph gap below the sender row.
    public var startsWithCard: Bool
    /// The gaps inside the item (terminal, spec §9 Items).
    public var itemGaps: ItemGaps

    /// The rows of `window`, oldest first (top to bottom), with what surrounds each. `user`
    /// names the user's own items outside groups (nil: "you"). A `transcript` (an export, read
    /// away from the chat) names the sender of every group of messages in either layout.
    public static func present(
        _ window: ChatWindow, chatInfo: ChatInfo, user: User? = nil, layout: ChatLayoutMode, revealedIds: Set<Int64> = [],
        transcript: Bool = false, environment: TimelineEnvironment
    ) -> [RowPresentation] {
        present(rows: MergedRow.rows(of: window, revealedIds: revealedIds), chatInfo: chatInfo, user: user, layout: layout, transcript: transcript,
                environment: environment)
    }

    /// The presentation of `rows` (newest first, as `MergedRow.rows(of:)` or a `Timeline` keeps
    /// them), oldest first. O(rows).
    public static func present(
        rows: [MergedRow], chatInfo: ChatInfo, user: User? = nil, layout: ChatLayoutMode, transcript: Bool = false, environment: TimelineEnvironment
    ) -> [RowPresentation] {
        let separations = rows.indices.map { separation(ofRowAt: $0, in: rows, environment: environment) }
        let neighbours = RowNeighbours(chatInfo: chatInfo, user: user, terminal: layout == .terminal, transcript: transcript)
        return rows.indices.reversed().map { index in
            neighbours.present(rowAt: index, in: rows, separation: separations[index],
                               olderSeparation: index + 1 < rows.count ? separations[index + 1] : nil, environment: environment)
        }
    }

    /// The presentation of the row at `index` of `rows` (newest first) alone: what
    /// `present(rows:…)` gives for it, from the row and its two neighbours. O(1).
    public static func present(
        rowAt index: Int, of rows: [MergedRow], chatInfo: ChatInfo, user: User? = nil, layout: ChatLayoutMode, environment: TimelineEnvironment
    ) -> RowPresentation {
        RowNeighbours(chatInfo: chatInfo, user: user, terminal: layout == .terminal, transcript: false).present(
            rowAt: index, in: rows, separation: separation(ofRowAt: index, in: rows, environment: environment),
            olderSeparation: index + 1 < rows.count ? separation(ofRowAt: index + 1, in: rows, environment: environment) : nil,
            environment: environment)
    }

    /// How the row at `index` (newest first) is set apart from the newer row. A collapsed group
    /// is not (`getItemSeparation` of its newest item alone), except by the day: when the newer
    /// row is on another day its date separator stays, collapsed or revealed (the trial's defect
    /// D11: iOS drops it while the group is collapsed).
    private static func separation(ofRowAt index: Int, in rows: [MergedRow], environment: TimelineEnvironment) -> ItemSeparation {
        let newer = index > 0 ? rows[index - 1].oldest : nil
        guard rows[index].revealed else {
            var collapsed = ItemSeparation(item: rows[index].newest, newer: nil, environment: environment)
            collapsed.date = ItemSeparation(item: rows[index].newest, newer: newer, environment: environment).date
            return collapsed
        }
        return ItemSeparation(item: rows[index].newest, newer: newer, environment: environment)
    }

    /// `shouldShowAvatar(current, older)`: received group and channel items, once per run of
    /// one sender.
    static func classicShowsAvatar(_ row: MergedRow, older: MergedRow?) -> Bool {
        let item = row.oldest
        guard item.chatDir.isReceivedInGroup else { return false }
        guard let older = older?.newest, older.chatDir.isReceivedInGroup else { return true }
        switch (item.chatDir, older.chatDir) {
        case let (.groupRcv(a), .groupRcv(b)): return a.memberId != b.memberId
        case (.channelRcv, .channelRcv): return false
        default: return true
        }
    }
}

/// The gaps inside an item of the terminal layout (spec §9 Items and the function table).
public struct ItemGaps: Hashable, Sendable {
    /// `terminalCardTopGap`: above media, voice, file and emoji below a quote or header.
    public var cardTopGap: TerminalGap
    /// `terminalCardBottomGap`: below a card that ends the item when reactions follow.
    public var cardBottomGap: TerminalGap
    /// `terminalTextTopGap`: above the text.
    public var textTopGap: TerminalGap
    /// Above the quote: a paragraph below a report, deleted or live header.
    public var quoteTopGap: TerminalGap

    /// The gaps of `item`.
    public init(_ item: ChatItem) {
        cardTopGap = TerminalRules.terminalCardTopGap(item)
        cardBottomGap = TerminalRules.terminalCardBottomGap(item)
        textTopGap = TerminalRules.terminalTextTopGap(item)
        quoteTopGap = TerminalRules.terminalQuoteTopGap(item)
    }
}

/// What presenting one row needs besides its neighbours: the chat, the user, the layout, and
/// whether the rows are a transcript.
private struct RowNeighbours {
    let chatInfo: ChatInfo
    let user: User?
    let terminal: Bool
    /// Classic rows name their senders as terminal rows do (`terminalItemShowsSender`): every
    /// group of messages, the user's own and a direct chat's included.
    let transcript: Bool

    var isGroup: Bool {
        if case .group = chatInfo { true } else { false }
    }

    /// The row at `index` of `rows` (newest first), with its separation and the older row's.
    func present(rowAt index: Int, in rows: [MergedRow], separation: ItemSeparation, olderSeparation: ItemSeparation?,
                 environment: TimelineEnvironment) -> RowPresentation {
        let older = index + 1 < rows.count ? olderSeparation.map { (row: rows[index + 1], separation: $0) } : nil
        return present(rows[index], separation: separation, older: older, dateSeparatorBelow: index > 0 && separation.date != nil,
                       isNewest: index == 0, environment: environment)
    }

    func present(_ row: MergedRow, separation: ItemSeparation, older: (row: MergedRow, separation: ItemSeparation)?,
                 dateSeparatorBelow: Bool, isNewest: Bool, environment: TimelineEnvironment) -> RowPresentation {
        let date: Date? = older == nil ? row.oldest.meta.itemTs : older?.separation.date
        let showsSender: Bool
        let showsAvatar: Bool
        let gap: TerminalGap
        if terminal {
            showsSender = TerminalRules.terminalItemShowsSender(row.newest, older: older?.row.newest)
            showsAvatar = isGroup && showsSender
            let separated = older.map { TerminalRules.terminalRowsSeparated(olderNewest: $0.row.newest, separation: $0.separation) } ?? true
            gap = TerminalRules.terminalRowGap(row.newest, older: older?.row.newest, separated: separated,
                                               largeGap: older?.separation.hasLargeGap ?? false, hasSenderRow: showsSender)
        } else {
            showsAvatar = RowPresentation.classicShowsAvatar(row, older: older?.row)
            showsSender = transcript ? TerminalRules.terminalItemShowsSender(row.newest, older: older?.row.newest) : showsAvatar && row.newest.showsMemberName
            gap = older?.separation.hasLargeGap == true ? .paragraph : .none
        }
        return RowPresentation(
            row: row,
            dateSeparator: date.map { DateSeparator.text($0, environment: environment) },
            separation: separation,
            sender: showsSender ? RowSender(row: row, chatInfo: chatInfo, user: user, translator: environment.translator) : nil,
            showsAvatar: showsAvatar,
            gapAbove: gap,
            paddingBottom: terminal ? TerminalRules.terminalRowBottomPadding(isNewest: isNewest, dateSeparatorBelow: dateSeparatorBelow) : .none,
            oneLine: row.newest.isOneLine,
            startsWithCard: TerminalRules.terminalItemStartsWithCard(row.newest, revealed: row.revealed),
            itemGaps: ItemGaps(row.newest))
    }
}
