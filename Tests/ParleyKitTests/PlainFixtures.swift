import Foundation
import ParleyKit
import ParleyRender
import TestSupport

/// A group chat of plain messages over two days, every part a plain message has, and the
/// settings that make its drawing the same on every run: fonts pinned by the repository's
/// `fonts.conf`, UTC, a fixed clock.
enum PlainFixtures {
    static let ann = PlainSender(id: "ann", name: "Ann", isMe: true)
    static let bob = PlainSender(id: "bob", name: "Bob", role: "admin")
    static let carol = PlainSender(id: "carol", name: "Carol")
    static let chat = PlainChat.group(name: "Lunch club", members: [ann, bob, carol])

    /// 2026-12-03 09:00 UTC, plus `minutes`.
    static func time(_ minutes: Double) -> Date {
        Date(timeIntervalSince1970: 1_796_288_400 + minutes * 60)
    }

    /// The clock of every transcript: a day after the last message.
    static let now = time(2 * 24 * 60)

    static var messages: [PlainMessage] {
        var pizza = PlainMessage(id: 1, sender: bob, date: time(0), text: "Pizza on *Friday*? Vote below", reactions: ["🍕": 2, "👍": 1])
        pizza.myReactions = ["🍕"]
        var yes = PlainMessage(id: 2, sender: ann, date: time(3), text: "Yes, _count me in_", replyTo: 1)
        yes.status = .read
        var menu = PlainMessage(id: 3, sender: carol, date: time(4), text: "The menu")
        menu.file = PlainFile(name: "menu.pdf", size: 48_213, upload: .inProgress(0.4))
        var edited = PlainMessage(id: 4, sender: carol, date: time(5), text: "Order by ~noon~ 11:00")
        edited.edited = true
        var forwarded = PlainMessage(id: 5, sender: bob, date: time(24 * 60), text: "Table booked for six")
        forwarded.forwarded = true
        var gone = PlainMessage(id: 6, sender: carol, date: time(24 * 60 + 1), text: "secret")
        gone.deleted = .moderated(by: "Bob")
        var sending = PlainMessage(id: 7, sender: ann, date: time(24 * 60 + 2), text: "See you there")
        sending.status = .sending
        return [pizza, yes, menu, edited, forwarded, gone, sending]
    }

    /// The transcript of `messages` with the fonts pinned, in UTC, at `now`.
    static func transcript(_ messages: [PlainMessage] = messages, chat: PlainChat = chat) -> Transcript {
        PangoFonts.pin(configFile: Repository.url("fonts.conf").path)
        return Transcript(chat: chat, messages: messages, timeZone: TimeZone(identifier: "UTC") ?? .current, now: now)
    }
}
