import ChatTimeline
import Foundation
import SimpleXModel

/// The meta of an item as pieces of text and icons, in `ciMetaText` order (spec §6 CIMetaView,
/// §9 "Time and Status"): edited, timer with its time-to-live, via proxy, status (or the clear
/// placeholder), file encryption, then the time. Pure: tests check its characters.
public struct MetaText: Hashable, Sendable {
    /// One piece of the meta line, in order.
    public enum Piece: Hashable, Sendable {
        /// An icon, one character in text.
        case icon(MetaIcon)
        /// Text: the time, or a timer's time-to-live.
        case text(String)
        /// The space after a piece: a no-break space in the copy.
        case separator
    }

    /// The pieces in `ciMetaText` order, the time last.
    public var pieces: [Piece]

    /// A meta of exactly `pieces`.
    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The meta of an item: `chatTTL` is the chat's own time-to-live (a timer equal to it shows
    /// no text), `encrypted` whether the item's file is encrypted (nil: no file).
    public init(meta: CIMeta, time: String, chatTTL: Int? = nil, encrypted: Bool? = nil) {
        var pieces: [Piece] = []
        if meta.itemEdited {
            pieces.append(.icon(.edited))
        }
        let disappearing = meta.itemTimed?.deleteAt != nil
        if disappearing, let timed = meta.itemTimed {
            pieces.append(.icon(.timer))
            if timed.ttl != chatTTL {
                pieces.append(.text(Self.shortTime(seconds: timed.ttl)))
            }
            pieces.append(.separator)
        }
        if meta.sentViaProxy == true {
            pieces.append(.icon(.viaProxy))
        }
        if let status = MetaIcon.status(meta.itemStatus) {
            pieces += [.icon(status), .separator]
        } else if !disappearing {
            pieces += [.icon(.placeholder), .separator]
        }
        if let encrypted {
            pieces += [.icon(encrypted ? .encrypted : .unencrypted), .separator]
        }
        pieces.append(.text(time))
        self.init(pieces: pieces)
    }

    /// The meta `row` shows (spec §6 CIMetaView, §9 "Time and Status"), decided once for every
    /// face: nil when its separation hides the time (classic sent bubbles always show it);
    /// only the time for hidden items (`MarkedDeletedItemView`: its text and
    /// time, no icons), cards (calls and invitations show no status, `showStatus: false`),
    /// collapsed runs and events.
    public static func shown(for row: RowPresentation, shape: ItemShape, time: String, classic: Bool = false) -> MetaText? {
        let item = row.row.newest
        guard row.separation.showsTimestamp || (classic && item.chatDir.isSent) else { return nil }
        switch shape {
        case .message:
            return MetaText(meta: item.meta, time: time, encrypted: item.file?.fileSource.map { $0.cryptoArgs != nil })
        case .card, .hidden, .collapsed, .event:
            return MetaText(pieces: [.text(time)])
        }
    }

    /// `ciMetaText(unbreakable: true)`: separators are no-break spaces, a word joiner follows
    /// the edit, timer and via-proxy icons, and spaces inside the time are no-break spaces.
    public var unbreakable: String {
        var text = ""
        for piece in pieces {
            switch piece {
            case let .icon(icon):
                text.append(icon.character)
                switch icon {
                case .edited, .timer, .viaProxy: text.append(MetaCopy.wordJoiner)
                default: break
                }
            case let .text(string):
                text += MetaCopy.noBreak(string)
            case .separator:
                text.append(MetaCopy.noBreakSpace)
            }
        }
        return text
    }

    /// The visible text: icons as their characters, separators as spaces.
    public var visible: String {
        pieces.map { piece in
            switch piece {
            case let .icon(icon): String(icon.character)
            case let .text(string): string
            case .separator: " "
            }
        }.joined()
    }

    /// `shortTimeText`: a time-to-live as "30s", "5m", "1h", "1d", "1w", "1mth".
    public static func shortTime(seconds: Int) -> String {
        switch seconds {
        case ..<60: "\(seconds)s"
        case ..<3600: "\(seconds / 60)m"
        case ..<86_400: "\(seconds / 3600)h"
        case ..<604_800: "\(seconds / 86_400)d"
        case ..<2_592_000: "\(seconds / 604_800)w"
        default: "\(seconds / 2_592_000)mth"
        }
    }
}
