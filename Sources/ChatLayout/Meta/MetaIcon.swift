import SimpleXModel

/// The icons of the meta line (`ciMetaText`): drawn as vector shapes; in text (the transparent
/// copy, and measuring) each stands as one character.
public enum MetaIcon: String, Hashable, Sendable {
    /// The item was edited (the pencil).
    case edited
    /// A disappearing item: the timer, then its time-to-live when it differs from the chat's.
    case timer
    /// Sent through a private routing proxy (`sentViaProxy`).
    case viaProxy
    /// Being sent: not accepted by a server yet (`sndNew`).
    case sending
    /// Sent: accepted by the server (`sndSent`).
    case sent
    /// Delivered to the recipient (`sndRcvd`).
    case delivered
    /// Delivered, its receipt reporting a bad message hash (`sndRcvd` with `badMsgHash`).
    case deliveredBadHash
    /// Not sent: an authorization error (`sndErrorAuth`), in red.
    case authError
    /// Not sent: an error (`sndError`), in red.
    case error
    /// Sending met a temporary error and is retried (`sndWarning`), in yellow.
    case warning
    /// A received item not read yet (`rcvNew`), in the primary colour.
    case unread
    /// A status this version cannot read.
    case invalid
    /// The clear space kept where a received item has no status (`circlebadge.fill`, clear).
    case placeholder
    /// The item's file is encrypted locally.
    case encrypted
    /// The item's file is not encrypted.
    case unencrypted

    /// The character the icon stands as in text.
    public var character: Character {
        switch self {
        case .edited: "\u{270E}"
        case .timer: "\u{23F1}"
        case .viaProxy: "\u{21C4}"
        case .sending: "\u{22EF}"
        case .sent: "\u{2713}"
        case .delivered, .deliveredBadHash: "\u{2714}"
        case .authError, .error: "\u{2715}"
        case .warning: "\u{26A0}"
        case .unread, .placeholder: "\u{25CF}"
        case .invalid: "?"
        case .encrypted, .unencrypted: "\u{26BF}"
        }
    }

    /// `meta.statusIcon`: the status an item's meta shows, or nil (received and read).
    public static func status(_ status: CIStatus) -> MetaIcon? {
        switch status {
        case .sndNew: .sending
        case .sndSent: .sent
        case let .sndRcvd(receipt, _): receipt == .badMsgHash ? .deliveredBadHash : .delivered
        case .sndErrorAuth: .authError
        case .sndError: .error
        case .sndWarning: .warning
        case .rcvNew: .unread
        case .rcvRead: nil
        case .invalid, .unrecognized: .invalid
        }
    }

    /// The ink the icon is drawn in (its colour at 67% opacity is the painter's business).
    public var ink: Ink {
        switch self {
        case .authError, .error: .named(.red)
        case .warning: .named(.yellow)
        case .unread: .primary
        case .placeholder: .clear
        default: .secondary
        }
    }
}

extension MetaIcon {
    /// The icon in a terminal (spec §6): ✓✓ delivered, told from ✓ sent; the edit and proxy
    /// marks stand apart from the icon after them; the clear placeholder takes no cell (a
    /// terminal does not align metas of received and sent items).
    public var cellGlyph: String {
        switch self {
        case .delivered, .deliveredBadHash: "✓✓"
        case .edited, .viaProxy: String(character) + " "
        case .placeholder: ""
        default: String(character)
        }
    }
}
