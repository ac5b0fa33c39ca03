import SimpleXModel

/// The header above a message's content (seed 000 §9 Items "headers", `FramedItemView`'s
/// header; only one is shown): a report's audience (an archived report once deleted), a
/// revealed deleted, moderated or blocked item, a live message. One decision for every face:
/// the renderer and the terminal client only place its `title`.
public enum ItemHeader: Hashable, Sendable {
    /// A report: who sees it (`sent`: the user's own report).
    case report(sent: Bool)
    /// A report marked deleted.
    case archivedReport
    /// A message marked deleted, moderated or blocked, shown because the user revealed it.
    case deleted(HiddenLabel)
    /// A live message still being typed: "LIVE".
    case live

    /// The header of `item`, nil when it has none (`ChatItem.hasHeader`): a report first, then a
    /// deletion, then a live message.
    public init?(_ item: ChatItem) {
        if item.isReport {
            self = item.meta.itemDeleted == nil ? .report(sent: item.chatDir.isSent) : .archivedReport
        } else if let deleted = item.meta.itemDeleted {
            self = .deleted(HiddenLabel(deleted))
        } else if item.meta.itemLive == true {
            self = .live
        } else {
            return nil
        }
    }

    /// What the header says: "Only you and moderators see it", "moderated by alice", "LIVE".
    public var title: String {
        switch self {
        case .report(sent: true): "Only you and moderators see it"
        case .report(sent: false): "Only sender and moderators see it"
        case .archivedReport: "archived report"
        case let .deleted(label): label.text
        case .live: "LIVE"
        }
    }

    /// A report's header is drawn in red while the report stands (`flag`, red).
    public var isAlert: Bool {
        if case .report = self { true } else { false }
    }
}

extension ReportReason {
    /// The question above the reasons the menu's Report offers (`knownCases`, in that order).
    public static let pickerTitle = "Report reason?"

    /// The reason as the apps name it (`ReportReason.text`).
    public var label: String {
        switch self {
        case .spam: "Spam"
        case .content: "Inappropriate content"
        case .community: "Community guidelines violation"
        case .profile: "Inappropriate profile"
        case .other: "Another reason"
        case let .unrecognized(reason): reason
        }
    }

    /// What a report's text starts with, in red italic (`ReportReason.attrString`): the reason
    /// and ": ", whatever follows.
    public var textPrefix: String { label + ": " }
}
