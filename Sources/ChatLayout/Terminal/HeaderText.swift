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
