import ChatLayout
import ChatTimeline
import Foundation
@testable import ParleyKit
import SimpleXModel
import Testing

/// The adapter from plain messages to the SimpleX model (issue 35, `ParleyKit`): each rule of
/// the mapping as a table, and what the view then reads from the items.
@Suite struct PlainAdapterTests {
    static let group: PlainAdapter = PlainAdapter(chat: PlainFixtures.chat, messages: PlainFixtures.messages)

    static func item(_ message: PlainMessage, in adapter: PlainAdapter = group) -> ChatItem {
        adapter.item(message, original: nil)
    }

    static let statusRuleCases: [(PlainMessage.Status?, MetaIcon)] = [
        (nil, .sent), (.sending, .sending), (.sent, .sent), (.delivered, .delivered), (.read, .delivered), (.failed, .error),
    ]

    /// The user's message shows its status as the meta's icon; SimpleX has no read receipts, so
    /// read is delivered (✓✓).
    @Test(arguments: statusRuleCases)
    func statusRule(status: PlainMessage.Status?, icon: MetaIcon) {
        var message = PlainMessage(id: 1, sender: PlainFixtures.ann, date: PlainFixtures.time(0), text: "hi")
        message.status = status
        #expect(MetaIcon.status(Self.item(message).meta.itemStatus) == icon)
    }

    /// Another's message is received and read: no status icon, whatever its status says.
    @Test func receivedMessagesShowNoStatus() {
        var message = PlainMessage(id: 1, sender: PlainFixtures.bob, date: PlainFixtures.time(0), text: "hi")
        message.status = .failed
        #expect(MetaIcon.status(Self.item(message).meta.itemStatus) == nil)
    }

    static let uploadStatusRuleCases: [(PlainFile.UploadStatus, Bool, String, Double?)] = [
        (.none, true, "sent", nil), (.none, false, "downloaded", nil),
        (.inProgress(0.4), true, "sending 40%", 0.4), (.inProgress(0.4), false, "receiving 40%", 0.4),
        (.inProgress(nil), true, "sending", 0), (.inProgress(nil), false, "receiving", 0),
        (.inProgress(1.7), true, "sending 100%", 1),
        (.complete, true, "sent", nil), (.complete, false, "downloaded", nil),
        (.cancelled, true, "cancelled", nil), (.cancelled, false, "download cancelled", nil),
        (.error, true, "send failed", nil), (.error, false, "download failed", nil),
    ]

    /// exyte's upload status on a file sent by the user and on one received: the file card's
    /// words and its progress bar.
    @Test(arguments: uploadStatusRuleCases)
    func uploadStatusRule(upload: PlainFile.UploadStatus, sent: Bool, words: String, progress: Double?) throws {
        var message = PlainMessage(id: 1, sender: sent ? PlainFixtures.ann : PlainFixtures.bob, date: PlainFixtures.time(0), text: "")
        message.file = PlainFile(name: "a.bin", size: 2048, path: "/files/a.bin", upload: upload)
        let file = try #require(Self.item(message).file)
        #expect(MediaLabel.status(file.fileStatus) == words)
        #expect(MediaLabel.progress(file.fileStatus) == progress)
        #expect(MediaLabel.fileDetail(file) == "2.0 KB · \(words)")
        #expect(file.fileSource?.filePath == "/files/a.bin")
    }

    static let deletionRuleCases: [(PlainMessage.Deletion, String)] = [
        (.deleted, "marked deleted"), (.moderated(by: "Bob"), "moderated by Bob"), (.blocked, "blocked"), (.blockedByAdmin, "blocked by admin"),
    ]

    /// A deleted message's label, in place of its words.
    @Test(arguments: deletionRuleCases)
    func deletionRule(deletion: PlainMessage.Deletion, label: String) throws {
        var message = PlainMessage(id: 1, sender: PlainFixtures.bob, date: PlainFixtures.time(0), text: "words")
        message.deleted = deletion
        #expect(HiddenLabel(try #require(Self.item(message).meta.itemDeleted)).text == label)
    }

    /// Who an item is from: sent by the user, received from a contact or a member; one sender
    /// is one member however often they write, the listed members first, in order.
    @Test func directionsAndMembers() throws {
        let direct = PlainAdapter(chat: .direct(PlainFixtures.bob), messages: [])
        #expect(direct.direction(of: PlainFixtures.ann) == .directSnd)
        #expect(direct.direction(of: PlainFixtures.bob) == .directRcv)
        #expect(direct.chatInfo.displayName == "Bob")
        let dave = PlainSender(id: "dave", name: "Dave")
        let group = PlainAdapter(chat: PlainFixtures.chat, messages: PlainFixtures.messages + [PlainMessage(id: 9, sender: dave, date: .now, text: "")])
        #expect(group.direction(of: PlainFixtures.ann) == .groupSnd)
        #expect(group.groupMembers.map(\.memberProfile.displayName) == ["Bob", "Carol", "Dave"])
        #expect(group.groupMembers.map(\.groupMemberId) == [2, 3, 4])
        guard case let .groupRcv(member) = group.direction(of: PlainFixtures.bob) else { throw Failure("Bob's items are received in a group") }
        #expect(member.groupMemberId == 2)
        guard case let .group(_, info) = group.chatInfo else { throw Failure("a group chat is a group") }
        #expect(info.membership.memberProfile.displayName == "Ann")
        #expect(info.groupProfile.displayName == "Lunch club")
    }

    /// A role label is the sender row's label; no label is none (not "member").
    @Test func roleLabels() throws {
        let items = Self.group.items(PlainFixtures.messages)
        let rows = RowPresentation.present(ChatWindow(page: items, stats: ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0)),
                                           chatInfo: Self.group.chatInfo, layout: .terminal,
                                           environment: TimelineEnvironment(now: PlainFixtures.now, timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX")))
        let senders = rows.compactMap(\.sender).map { "\($0.name) \($0.role ?? "-")" }
        #expect(senders == ["Bob admin", "Ann -", "Carol -", "Bob admin", "Carol -", "Ann -"])
    }

    /// Items are in date order (then by id); a reply quotes its original when it is among the
    /// messages, with the original's sender, words and markdown; otherwise it quotes nothing.
    @Test func orderAndQuotes() throws {
        let late = PlainMessage(id: 1, sender: PlainFixtures.bob, date: PlainFixtures.time(10), text: "*late*")
        let early = PlainMessage(id: 2, sender: PlainFixtures.ann, date: PlainFixtures.time(5), text: "early")
        let reply = PlainMessage(id: 3, sender: PlainFixtures.carol, date: PlainFixtures.time(10), text: "re", replyTo: 1)
        let orphan = PlainMessage(id: 4, sender: PlainFixtures.carol, date: PlainFixtures.time(11), text: "re", replyTo: 99)
        let items = Self.group.items([orphan, reply, late, early])
        #expect(items.map(\.meta.itemId) == [2, 1, 3, 4])
        let quote = try #require(items[2].quotedItem)
        #expect(quote.itemId == 1)
        #expect(quote.content.text == "*late*")
        #expect(quote.formattedText?.first?.format == .bold)
        #expect(QuoteSender.name(quote.chatDir, membershipName: "Ann") == "Bob")
        #expect(items[3].quotedItem == nil)
    }

    /// The text is SimpleX markdown, parsed as the core parses it; edited, forwarded and
    /// reactions (most first, the user's marked) are the item's.
    @Test func markdownMarksAndReactions() throws {
        let item = Self.group.items(PlainFixtures.messages)[0]
        #expect(item.formattedText?.map(\.text) == ["Pizza on ", "Friday", "? Vote below"])
        #expect(item.reactions.map { "\($0.reaction) \($0.totalReacted) \($0.userReacted)" } == ["emoji(emoji: \"🍕\") 2 true", "emoji(emoji: \"👍\") 1 false"])
        let messages = PlainFixtures.messages
        var none = messages[0]
        none.reactions = ["👍": 0, "🎉": -2, "🍕": 1]
        #expect(Self.item(none).reactions.map(\.totalReacted) == [1], "a count under 1 is no reaction")
        #expect(Self.item(messages[3]).meta.itemEdited)
        #expect(ForwardedHeader.text(Self.item(messages[4])) == "forwarded")
        #expect(ForwardedHeader.text(Self.item(messages[3])) == nil)
    }
}

/// A failure a test throws, with its message.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
