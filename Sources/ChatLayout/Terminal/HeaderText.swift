import SimpleXModel

/// The header above a message's content (spec §9 Items "headers"): a report's reason, a
/// revealed deleted or moderated item, a live message, a forwarded one.
enum HeaderText {
    static func text(_ item: ChatItem) -> String? {
        guard item.hasHeader else { return nil }
        if case let .report(reason, _)? = item.msgContent {
            return "report: \(reason.label)"
        }
        switch item.meta.itemDeleted {
        case let .moderated(member, _)?: return "moderated by \(member.memberProfile.displayName)"
        case .blocked?, .blockedByAdmin?: return "blocked"
        case .deleted?: return "deleted"
        case .unrecognized?, nil: break
        }
        if item.meta.itemLive == true { return "live" }
        if item.meta.itemForwarded != nil { return "forwarded" }
        return nil
    }
}

/// The classic bubble's forwarded header (simplex-view-logic §3.3): below the deleted or live
/// header, only when there is no quote; "saved" or "saved from <chat>" in the user's notes.
enum ForwardedHeader {
    static func text(_ item: ChatItem) -> String? {
        guard let from = item.meta.itemForwarded, item.quotedItem == nil else { return nil }
        switch item.chatDir {
        case .localSnd, .localRcv:
            switch from {
            case let .contact(_, chatName, _, _), let .group(_, chatName, _, _): return "saved from \(chatName)"
            case .unknown, .unrecognized: return "saved"
            }
        default:
            return "forwarded"
        }
    }
}

/// The sender a quote names: the user for sent items, the member, or the direct chat's contact.
enum QuoteSender {
    static func name(_ direction: CIDirection?, contactName: String?) -> String? {
        switch direction {
        case .directSnd?, .groupSnd?, .localSnd?: "you"
        case .directRcv?: contactName
        case let .groupRcv(member)?: member.memberProfile.displayName
        case .channelRcv?, .localRcv?, .unrecognized?, nil: nil
        }
    }
}

extension ReportReason {
    var label: String {
        switch self {
        case .spam: "spam"
        case .content: "inappropriate content"
        case .community: "community guidelines violation"
        case .profile: "inappropriate profile"
        case .other: "other reason"
        case let .unrecognized(reason): reason
        }
    }
}
