import Foundation
import Localization
import SimpleXModel

/// What the menu's Info shows for an item (seed 000 "ChatItemInfoView", the core's
/// `/_get item info`): its times (sent or created, received, edited, deleted or moderated,
/// disappearing), the message it replies to, where it was forwarded or saved from, each
/// member's delivery status in a group, and its versions. The words and values
/// every face shows; each draws them its own way. Other people's text is as the core has it:
/// a face makes it safe for its medium.
public struct ItemInfoSections: Hashable, Sendable {
    /// One line: a label and its value ("Sent at" and the time; a member and a status),
    /// joined by their section's `Kind.separator`.
    public struct Line: Hashable, Sendable {
        /// What the value is, or whose.
        public var label: String
        /// The value.
        public var value: String
    }

    /// What a section is about.
    public enum Kind: Hashable, Sendable {
        /// The item's times: a time's name, then the time.
        case times
        /// The quoted message: when it was sent, and its text.
        case inReplyTo
        /// The chat it was forwarded from and its text there.
        case forwardedFrom
        /// The chat a note was saved from and its text there.
        case savedFrom
        /// Each member and the item's delivery status to them (`GroupSndStatus`'s tag).
        case delivery
        /// Each version, newest first: its time ("(current)" after the one shown), then its text.
        case history

        /// What stands between a line's label and its value: ": " after a time's name or a
        /// chat, two spaces after a member or a version's time.
        public var separator: String {
            switch self {
            case .times, .forwardedFrom, .savedFrom: ": "
            case .inReplyTo, .delivery, .history: "  "
            }
        }

        /// The section's heading in English; the times have none.
        public var heading: String? { heading(.english) }

        /// The section's heading in `t`'s language.
        public func heading(_ t: Translator) -> String? {
            switch self {
            case .times: nil
            case .inReplyTo: t.tr("In reply to")
            case .forwardedFrom: t.tr("Forwarded from")
            case .savedFrom: t.tr("Saved from")
            case .delivery: t.tr("Delivery")
            case .history: t.tr("History")
            }
        }
    }

    /// Lines of one kind, under its heading.
    public struct Section: Hashable, Sendable {
        /// What the lines are.
        public var kind: Kind
        /// The section's lines, in order.
        public var lines: [Line]
    }

    /// "Sent message", "Received message", or "Saved message" for a note.
    public var title: String
    /// The sections that have lines, in the sheet's order.
    public var sections: [Section]

    /// The info of `item` as the core gave it (`info`), with group members named from
    /// `members` (a member not among them is "member N") and times and words written in
    /// `environment` (its calendar and translator).
    public init(item: AChatItem, info: ChatItemInfo, members: [GroupMember], environment: TimelineEnvironment) {
        func time(_ date: Date) -> String {
            "\(DateSeparator.text(date, environment: environment)) \(environment.timestampText(date))"
        }
        let t = environment.translator
        let item = item.chatItem
        let meta = item.meta
        let isNote = item.chatDir == .localSnd || item.chatDir == .localRcv
        title = isNote ? t.tr("Saved message") : item.chatDir.isSent ? t.tr("Sent message") : t.tr("Received message")
        var times = [Line(label: isNote ? t.tr("Created at") : t.tr("Sent at"), value: time(meta.itemTs))]
        if !item.chatDir.isSent { times.append(Line(label: t.tr("Received at"), value: time(meta.createdAt))) }
        if meta.itemEdited { times.append(Line(label: t.tr("Edited at"), value: time(meta.updatedAt))) }
        switch meta.itemDeleted {
        case let .deleted(_, deletedTs?)?: times.append(Line(label: t.tr("Deleted at"), value: time(deletedTs)))
        case let .moderated(_, deletedTs?)?: times.append(Line(label: t.tr("Moderated at"), value: time(deletedTs)))
        default: break
        }
        if let deleteAt = meta.itemTimed?.deleteAt { times.append(Line(label: t.tr("Disappears at"), value: time(deleteAt))) }
        sections = [Section(kind: .times, lines: times)]
        if let quote = item.quotedItem {
            sections.append(Section(kind: .inReplyTo, lines: [Line(label: time(quote.sentAt), value: quote.content.text)]))
        }
        if let forwarded = info.forwardedFromChatItem {
            sections.append(Section(kind: isNote ? .savedFrom : .forwardedFrom,
                                    lines: [Line(label: forwarded.chatInfo.displayName, value: forwarded.chatItem.meta.itemText)]))
        }
        if let statuses = info.memberDeliveryStatuses, !statuses.isEmpty {
            sections.append(Section(kind: .delivery, lines: statuses.map { status in
                let name = members.first { $0.groupMemberId == status.groupMemberId }?.memberProfile.displayName ?? t.tr("member {id}", ["id": String(status.groupMemberId)])
                return Line(label: name, value: status.memberDeliveryStatus.typeTag)
            }))
        }
        if !info.itemVersions.isEmpty {
            sections.append(Section(kind: .history, lines: info.itemVersions.enumerated().map { index, version in
                let current = index == 0 && meta.itemDeleted == nil
                return Line(label: time(version.itemVersionTs) + (current ? " " + t.tr("(current)") : ""), value: version.msgContent.text)
            }))
        }
    }
}
