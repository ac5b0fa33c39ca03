import Foundation

/// A message of your program, drawn as the SimpleX chat view draws its own: who sent it and
/// when, its text in SimpleX markdown (`*bold*`, `_italic_`, `~strike~`, code in backquotes, links,
/// lists, quotes, code blocks…), the message it replies to, reactions, the delivery status of
/// the user's messages, an edited mark, a deleted label, a forwarded mark and a file.
///
/// ```swift
/// let hello = PlainMessage(id: 1, sender: bob, date: Date(), text: "Hi *all*!", reactions: ["👍": 2])
/// var reply = PlainMessage(id: 2, sender: me, date: Date(), text: "Hello", replyTo: 1)
/// reply.status = .read
/// ```
public struct PlainMessage: Hashable, Sendable, Identifiable, Codable {
    /// Your id for the message: unique in the chat; replies name their original by it.
    public var id: Int64
    /// Who sent it.
    public var sender: PlainSender
    /// When it was sent: the chat is in this order, and date separators and times come from it.
    public var date: Date
    /// The words, in SimpleX markdown.
    public var text: String
    /// The id of the message this one replies to (shown quoted above it); nil for none. An id
    /// that is not among the messages shows no quote.
    public var replyTo: Int64?
    /// How many people reacted with each emoji, most first (a count under 1 is none).
    public var reactions: [String: Int]
    /// The emoji the user reacted with, drawn highlighted (each should be among `reactions`).
    public var myReactions: Set<String>
    /// How far the user's message got; nil for sent. The chat view shows it on the user's
    /// messages only.
    public var status: Status?
    /// The message was edited: the meta shows the pencil.
    public var edited: Bool
    /// The message was deleted or hidden: the label stands in place of its words.
    public var deleted: Deletion?
    /// The message was forwarded from another chat: "forwarded" heads it.
    public var forwarded: Bool
    /// A file sent with the message, below its text.
    public var file: PlainFile?

    /// A message with these parts; the rest (status, marks, file) is set on the value.
    public init(id: Int64, sender: PlainSender, date: Date, text: String, replyTo: Int64? = nil, reactions: [String: Int] = [:]) {
        self.id = id
        self.sender = sender
        self.date = date
        self.text = text
        self.replyTo = replyTo
        self.reactions = reactions
        myReactions = []
        status = nil
        edited = false
        deleted = nil
        forwarded = false
        file = nil
    }

    /// How far a message of the user got (exyte's message status; SimpleX shows no read
    /// receipts, so `read` is drawn as `delivered`: ✓✓).
    ///
    /// ```swift
    /// message.status = .delivered
    /// ```
    public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// Not sent yet: the clock-like mark.
        case sending
        /// Sent to the server: ✓.
        case sent
        /// Delivered to the recipient: ✓✓.
        case delivered
        /// Read by the recipient: ✓✓, as delivered.
        case read
        /// Not sent: the red ✕.
        case failed
    }

    /// What stands in place of a deleted message's words (seed 000 §4 `MarkedDeletedItemView`).
    ///
    /// ```swift
    /// message.deleted = .moderated(by: "Bob")
    /// ```
    public enum Deletion: Hashable, Sendable {
        /// Deleted by its sender: "marked deleted".
        case deleted
        /// Removed by a moderator, by name: "moderated by alice".
        case moderated(by: String)
        /// From someone the user blocked: "blocked".
        case blocked
        /// From someone an admin blocked: "blocked by admin".
        case blockedByAdmin
    }
}
