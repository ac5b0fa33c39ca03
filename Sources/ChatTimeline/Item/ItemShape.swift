import Localization
import SimpleXModel

/// What a row's content is drawn as (seed 000 §3 the content table, §4, §9 Items): decided
/// once from the row, so every face draws the same thing and hidden stays hidden.
public enum ItemShape: Hashable, Sendable {
    /// A collapsed run (`CollapsedRowText`); a run of deleted items is a card, like its items.
    case collapsed(String, deleted: Bool)
    /// A message marked deleted, moderated or blocked, not revealed: its label, never its words
    /// (`MarkedDeletedItemView`).
    case hidden(HiddenLabel)
    /// A message: header, quote, media and text.
    case message(MsgContent)
    /// Content other than a message drawn as a card or a line of its own.
    case card(ItemCard)
    /// An event (`CIEventView`): its text, naming who did it.
    case event(String)

    /// The shape of `row`'s newest item, or of the collapsed run.
    public init(_ row: MergedRow, translator: Translator = .english) {
        if let collapsed = CollapsedRowText.text(row, translator: translator) {
            self = .collapsed(collapsed, deleted: row.mergeCategory?.isDeleted == true)
            return
        }
        let item = row.newest
        if let deleted = item.meta.itemDeleted, item.isMarkedDeletedCard(revealed: row.revealed) {
            self = .hidden(HiddenLabel(deleted, report: item.isReport))
        } else if let content = item.msgContent {
            self = .message(content)
        } else if let card = ItemCard(item, translator: translator) {
            self = .card(card)
        } else {
            self = .event(EventText.text(item))
        }
    }

    /// Drawn as a card: hidden items, deleted runs and the cards (seed 000 §9 "cards:
    /// DeletedItemView, MarkedDeletedItemView, …"); a classic face draws them in a bubble.
    public var isCard: Bool {
        switch self {
        case .hidden, .card, .collapsed(_, deleted: true): true
        case .message, .event, .collapsed(_, deleted: false): false
        }
    }
}

/// The text of an event (`CIEventView`, `eventItemViewText`): a member's event starts with the
/// member's name, "alice added bob", not "added bob".
public enum EventText {
    /// The event's text: the item's text, after the member's name for a member's event.
    public static func text(_ item: ChatItem) -> String {
        guard case let .groupRcv(member) = item.chatDir else { return item.meta.itemText }
        return member.memberProfile.displayName + " " + item.meta.itemText
    }
}

extension MergeCategory {
    /// Runs of deleted items (`rcvItemDeleted`, `sndItemDeleted`).
    public var isDeleted: Bool {
        switch self {
        case .rcvItemDeleted, .sndItemDeleted: true
        default: false
        }
    }
}
