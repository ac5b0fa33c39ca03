import Localization
import SimpleXModel

/// Who a quote names (simplex-view-logic §3.4, `CIQuote.getSender`): "you" for the user's
/// direct and local messages, the user's own member name for their group messages ("you"
/// without a membership), the member for a member's; a contact's direct message, a local
/// received item and a channel's post name no one.
public enum QuoteSender {
    /// The name, nil for none; `membershipName` is the user's member name in a group chat.
    public static func name(_ direction: CIDirection?, membershipName: String?, translator t: Translator = .english) -> String? {
        switch direction {
        case .directSnd?, .localSnd?: t.tr("you", context: "sender")
        case .groupSnd?: membershipName ?? t.tr("you", context: "sender")
        case let .groupRcv(member)?: member.memberProfile.displayName
        case .directRcv?, .channelRcv?, .localRcv?, .unrecognized?, nil: nil
        }
    }

    /// Lines of quoted text: 2 below the sender's name, 3 without one (§3.4 `lineLimit`).
    public static func lineLimit(hasSender: Bool) -> Int { hasSender ? 2 : 3 }
}

/// What a quote shows of the quoted message's text (simplex-view-logic §3.4): its text, or a
/// voice message's duration when it has none.
public enum QuotedText {
    /// The quoted text: the content's text, or a voice message's duration (`DurationText`) when it has none.
    public static func text(_ content: MsgContent) -> String {
        if case let .voice(duration, text) = content, text.isEmpty { return DurationText.text(seconds: duration) }
        return content.text
    }
}
