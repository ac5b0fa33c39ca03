import Localization
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
    public var title: String { title(.english) }

    /// What the header says in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case .report(sent: true): t.tr("Only you and moderators see it")
        case .report(sent: false): t.tr("Only sender and moderators see it")
        case .archivedReport: t.tr("archived report")
        case let .deleted(label): label.text(t)
        case .live: t.tr("LIVE")
        }
    }

    /// A report's header is drawn in red while the report stands (`flag`, red).
    public var isAlert: Bool {
        if case .report = self { true } else { false }
    }
}

extension ReportReason {
    /// The question above the reasons the menu's Report offers (`knownCases`, in that order).
    public static let pickerTitle = pickerTitle(.english)

    /// The question above the reasons in `t`'s language.
    public static func pickerTitle(_ t: Translator) -> String { t.tr("Report reason?") }

    /// The reason as the apps name it (`ReportReason.text`).
    public var label: String { label(.english) }

    /// The reason as the apps name it, in `t`'s language.
    public func label(_ t: Translator) -> String {
        switch self {
        case .spam: t.tr("Spam")
        case .content: t.tr("Inappropriate content")
        case .community: t.tr("Community guidelines violation")
        case .profile: t.tr("Inappropriate profile")
        case .other: t.tr("Another reason")
        case let .unrecognized(reason): reason
        }
    }

    /// What a report's text starts with, in red italic (`ReportReason.attrString`): the reason
    /// and ": ", whatever follows.
    public var textPrefix: String { textPrefix(.english) }

    /// What a report's text starts with, in `t`'s language.
    public func textPrefix(_ t: Translator) -> String { t.tr("{reason}: ", ["reason": label(t)]) }
}
