import Foundation
import SimpleXModel

/// What the view draws around each row: date separators, time, gaps, sender and avatar, as the
/// classic or terminal layout decides them (simplex-view-logic §2.2–2.3, spec §9).
public struct RowPresentation: Hashable, Sendable {
    public var row: MergedRow
    /// The date separator above the row, or nil.
    public var dateSeparator: String?
    public var separation: ItemSeparation
    /// The sender row (terminal) or name line (classic), or nil.
    public var sender: RowSender?
    public var showsAvatar: Bool
    /// The gap above the row: terminal `terminalRowGap`; classic `.paragraph` for the large
    /// spacing after a large gap, `.none` for the small one.
    public var gapAbove: TerminalGap
    public var oneLine: Bool
    public var startsWithCard: Bool

    /// The rows of `window`, oldest first (top to bottom), with what surrounds each.
    public static func present(
        _ window: ChatWindow, chatInfo: ChatInfo, layout: ChatLayoutMode, revealedIds: Set<Int64> = [],
        environment: TimelineEnvironment
    ) -> [RowPresentation] {
        let rows = MergedRow.rows(of: window, revealedIds: revealedIds)
        let separations = rows.indices.map { index in
            ItemSeparation(item: rows[index].newest, newer: index > 0 && rows[index].revealed ? rows[index - 1].oldest : nil, environment: environment)
        }
        let isGroup = if case .group = chatInfo { true } else { false }
        return rows.indices.reversed().map { index in
            let row = rows[index]
            let olderRow = index + 1 < rows.count ? rows[index + 1] : nil
            let olderSeparation = index + 1 < rows.count ? separations[index + 1] : nil
            let date: Date? = olderRow == nil ? row.oldest.meta.itemTs : olderSeparation?.date
            let terminal = layout == .terminal
            let showsSender = terminal
                ? TerminalRules.terminalItemShowsSender(row.newest, older: olderRow?.newest)
                : Self.classicShowsAvatar(row, older: olderRow) && row.newest.showsMemberName
            let separated = if let olderRow, let olderSeparation {
                TerminalRules.terminalRowsSeparated(olderNewest: olderRow.newest, separation: olderSeparation)
            } else {
                true
            }
            let gap: TerminalGap = terminal
                ? TerminalRules.terminalRowGap(row.newest, older: olderRow?.newest, separated: separated,
                                               largeGap: olderSeparation?.largeGap ?? false, hasSenderRow: showsSender)
                : (olderSeparation?.largeGap == true ? .paragraph : .none)
            return RowPresentation(
                row: row,
                dateSeparator: date.map { dateSeparatorText($0, environment: environment) },
                separation: separations[index],
                sender: showsSender ? RowSender(row: row, chatInfo: chatInfo) : nil,
                showsAvatar: terminal ? isGroup && showsSender && row.newest.chatDir.isReceivedInGroup : Self.classicShowsAvatar(row, older: olderRow),
                gapAbove: gap,
                oneLine: row.newest.isOneLine,
                startsWithCard: TerminalRules.terminalItemStartsWithCard(row.newest, revealed: row.revealed))
        }
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

extension CIDirection {
    /// Received in a group or channel: from a member or from the channel.
    public var isReceivedInGroup: Bool {
        switch self {
        case .groupRcv, .channelRcv: true
        default: false
        }
    }
}
