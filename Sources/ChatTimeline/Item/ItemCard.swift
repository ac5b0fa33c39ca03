import Localization
import SimpleXModel

/// Content other than a message that a face draws as a card or a line of its own (seed 000 §3
/// the content table, §4): deleted content, calls, group invitations, decryption and message
/// errors, unreadable items. Each says what it is once; the faces only place it.
public enum ItemCard: Hashable, Sendable {
    /// `DeletedItemView`: "deleted", "moderated", "blocked by admin".
    case deleted(String)
    /// `CICallItemView`: the call's state, an ended call with its duration.
    case call(String)
    /// `CIGroupInvitationView`: the group and what became of the invitation.
    case groupInvitation(group: String, state: String)
    /// Decryption, integrity and message errors: the core's text.
    case error(String)
    /// `CIInvalidJSONView`: an item the app could not read.
    case invalid

    /// The card of `item`, nil when its content is a message or an event.
    public init?(_ item: ChatItem, translator t: Translator = .english) {
        switch item.content {
        case .sndDeleted, .rcvDeleted: self = .deleted(t.tr("deleted", context: "item"))
        case .sndModerated, .rcvModerated: self = .deleted(t.tr("moderated", context: "item"))
        case .rcvBlocked: self = .deleted(t.tr("blocked by admin", context: "item"))
        case let .sndCall(duration, status), let .rcvCall(duration, status):
            self = .call(Self.callText(status, duration: duration, sent: item.chatDir.isSent, t))
        case let .sndGroupInvitation(invitation, _):
            self = .groupInvitation(group: invitation.groupProfile.displayName, state: t.tr("You sent group invitation"))
        case let .rcvGroupInvitation(invitation, _):
            self = .groupInvitation(group: invitation.groupProfile.displayName, state: Self.invitationState(invitation.status, t))
        case .rcvDecryptionError, .rcvIntegrityError, .rcvMsgError: self = .error(item.meta.itemText)
        case .invalidJSON: self = .invalid
        default: return nil
        }
    }

    /// What the card says, on one line, in English.
    public var text: String { text(.english) }

    /// The card's text, "invalid data" in `t`'s language.
    public func text(_ t: Translator) -> String {
        switch self {
        case let .deleted(text), let .call(text), let .error(text): text
        case let .groupInvitation(group, state): "\(group) · \(state)"
        case .invalid: t.tr("invalid data")
        }
    }

    /// The icon that starts the card in text faces: a phone for calls, an envelope for
    /// invitations, a warning sign for errors.
    public var icon: String? {
        switch self {
        case .call: "📞"
        case .groupInvitation: "✉"
        case .error: "⚠"
        case .deleted, .invalid: nil
        }
    }

    /// The card says something went wrong (drawn in the error colour).
    public var isFailure: Bool {
        switch self {
        case .invalid: true
        default: false
        }
    }

    /// A call's state (`CICallStatus`): "missed call", "ended call 12:34", …
    static func callText(_ status: CICallStatus, duration: Int, sent: Bool, _ t: Translator) -> String {
        switch status {
        case .pending: sent ? t.tr("calling…") : t.tr("incoming call")
        case .missed: t.tr("missed call")
        case .rejected: t.tr("rejected call")
        case .accepted: t.tr("accepted call")
        case .negotiated: t.tr("connecting call…")
        case .progress: t.tr("call in progress")
        case .ended: t.tr("ended call {duration}", ["duration": DurationText.text(seconds: duration)])
        case .error: t.tr("call error")
        case let .unrecognized(status): status
        }
    }

    /// A received invitation's state (`CIGroupInvitationView`).
    static func invitationState(_ status: CIGroupInvitationStatus, _ t: Translator) -> String {
        switch status {
        case .pending: t.tr("You are invited to group")
        case .accepted: t.tr("You joined this group")
        case .rejected: t.tr("You rejected group invitation")
        case .expired: t.tr("Group invitation expired")
        case let .unrecognized(status): status
        }
    }
}
