import Foundation
import SimpleXModel

/// The demo's long chat: a contact "history" with 100,000 messages, a few a day for years,
/// for scrolling, search and jumping far back.
enum DemoHistory {
    static let count: Int64 = 100_000

    /// The contact, as a copy of `template` with its own id and name.
    static func contact(from template: Contact, id: Int64) -> Contact {
        var contact = template
        contact.contactId = id
        contact.localDisplayName = "history"
        contact.profile = LocalProfile(displayName: "history", fullName: "100,000 messages", localAlias: "", profileId: 300)
        contact.customData = nil
        contact.uiThemes = nil
        return contact
    }

    /// Message `index` (0-based), with id `firstId + index`: every fifth is the user's, one in
    /// seven is formatted, and they run every 20 minutes up to the demo's first day.
    static func item(_ index: Int64, firstId: Int64) -> ChatItem {
        let time = DemoShowcase.start.addingTimeInterval(Double(index - count) * 1200)
        let sent = index % 5 == 0
        let text = index % 7 == 0 ? "Message \(index + 1) with *bold* and `code`" : "Message \(index + 1) of the long history"
        let content: MsgContent = .text(text: text)
        return ChatItem(
            chatDir: sent ? .directSnd : .directRcv, content: sent ? .sndMsgContent(msgContent: content) : .rcvMsgContent(msgContent: content),
            mentions: [:],
            meta: CIMeta(createdAt: time, deletable: true, editable: false, hasLink: false, itemEdited: false, itemId: firstId + index,
                         itemStatus: sent ? .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete) : .rcvRead, itemText: text, itemTs: time,
                         showGroupAsSender: false, updatedAt: time, userMention: false),
            reactions: [])
    }
}
