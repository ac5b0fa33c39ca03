import Foundation
import SimpleXModel

/// The demo's direct chat with bob, beyond its first messages: every kind of content the view
/// draws — inline formats and block markdown, quotes, forwards, an edited message with its
/// history, deletions, reactions, images, video, voice, files and link previews with their
/// transfer statuses, calls, events, a group invitation, a timed message, and unread messages
/// across days.
enum DemoShowcase {
    /// An item of the showcase: on day `day` from `start` (25 November), at `minute` past 9 —
    /// before bob's first messages (28 November), with smaller ids than theirs.
    struct Entry {
        var sent: Bool
        var day: Int
        var minute: Int
        var content: CIContent
        var text: String
        var file: CIFile?
        var change: (inout ChatItem) -> Void = { _ in }
    }

    static let start = Timestamp.parse("2026-11-25T09:00:00Z")!

    /// The items, ids from `firstId`, oldest first; `edited` is the id of the edited message.
    static func items(firstId: Int64) -> (items: [ChatItem], edited: Int64, history: [ChatItem]) {
        let items = entries.enumerated().map { offset, entry in item(entry, id: firstId + Int64(offset)) }
        let edited = items.first { $0.meta.itemEdited }!
        var previous = edited
        previous.meta.itemEdited = false
        previous.content = .sndMsgContent(msgContent: .text(text: "Meeting at 3"))
        previous.meta.itemText = "Meeting at 3"
        previous.meta.updatedAt = edited.meta.itemTs
        return (items, edited.meta.itemId, [previous])
    }

    private static func item(_ entry: Entry, id: Int64) -> ChatItem {
        var item = DemoSeed.message(id, entry.text, sent: entry.sent, at: start.addingTimeInterval(Double(entry.day * 86_400 + entry.minute * 60)))
        item.content = entry.content
        item.file = entry.file
        entry.change(&item)
        return item
    }

    private static func message(_ sent: Bool, _ day: Int, _ minute: Int, _ content: MsgContent, file: CIFile? = nil,
                                change: @escaping (inout ChatItem) -> Void = { _ in }) -> Entry {
        Entry(sent: sent, day: day, minute: minute, content: sent ? .sndMsgContent(msgContent: content) : .rcvMsgContent(msgContent: content),
              text: content.text, file: file, change: change)
    }

    private static func file(_ id: Int64, _ name: String, _ size: Int64, _ status: CIFileStatus) -> CIFile {
        CIFile(fileId: id, fileName: name, fileProtocol: .xftp, fileSize: size, fileStatus: status)
    }

    /// An image preview as the core sends them (a small JPEG as a data URI): a lake at sunset,
    /// drawn for the demo (`Resources/demo-picture.jpg`); none when the build lacks it.
    private static let preview: String = {
        guard let url = Bundle.module.url(forResource: "demo-picture", withExtension: "jpg", subdirectory: "Resources"),
              let bytes = try? Data(contentsOf: url) else { return "" }
        return "data:image/jpg;base64," + bytes.base64EncodedString()
    }()

    private static var entries: [Entry] {
        [
            message(false, 0, 0, .text(text: "Formats: *bold*, _italic_, ~strike~, `code`, #secret#, !1 red!, !5 blue! and https://simplex.chat")),
            message(true, 0, 1, .text(text: "Mail me at bob@example.com, call +1 555 0100, or connect via simplex:/contact#/?v=2-7&smp=smp%3A%2F%2Fexample.com")),
            message(false, 0, 2, .text(text: "# Release notes\n\n## Fixed\n\n- scrolling\n- search\n  - in groups\n\n1. build\n2. test\n\n> quoted line\n\n```swift\nlet fast = true\n```")),
            message(true, 0, 3, .text(text: "| what | status |\n|:--|--:|\n| store | done |\n| view | next |")),
            message(true, 0, 5, .text(text: "Meeting at 4, not 3"), change: { item in
                item.meta.itemEdited = true
                item.meta.updatedAt = item.meta.itemTs.addingTimeInterval(120)
            }),
            message(false, 0, 7, .text(text: "Replying to the formats"), change: { item in
                item.quotedItem = CIQuote(chatDir: .directRcv, content: .text(text: "Formats: *bold*, _italic_…"), itemId: nil, sentAt: start)
            }),
            message(true, 0, 8, .text(text: "Forwarded from the team"), change: { item in
                item.meta.itemForwarded = .group(chatItemId: 2, chatName: "Team", groupId: 1, msgDir: .rcv)
            }),
            message(false, 0, 9, .text(text: "Reactions please"), change: { item in
                item.reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 2, userReacted: true),
                                  CIReactionCount(reaction: .emoji(emoji: "🎉"), totalReacted: 1, userReacted: false)]
            }),
            message(false, 0, 10, .text(text: "this was deleted"), change: { item in
                item.meta.itemDeleted = .deleted(chatType: .direct, deletedTs: item.meta.itemTs)
            }),
            Entry(sent: true, day: 0, minute: 11, content: .sndDeleted(deleteMode: .broadcast), text: "deleted", file: nil),
            message(false, 1, 0, .image(image: preview, text: "the lake at sunset"), file: file(1, "lake.jpg", 482_113, .rcvComplete)),
            message(true, 1, 1, .video(duration: 42, image: preview, text: ""), file: file(2, "demo.mp4", 9_104_220, .sndTransfer(sndProgress: 40, sndTotal: 100))),
            message(false, 1, 2, .voice(duration: 17, text: ""), file: file(3, "voice.m4a", 61_002, .rcvInvitation)),
            message(true, 1, 3, .file(text: "the spec"), file: file(4, "spec.pdf", 1_204_551, .sndComplete)),
            message(false, 1, 4, .file(text: ""), file: file(5, "build.log", 12_000_000, .rcvError(rcvFileError: .other(fileError: "the sender cancelled")))),
            message(false, 1, 5, .link(preview: LinkPreview(description: "Private messaging without user ids", image: preview,
                                                            title: "SimpleX Chat", uri: "https://simplex.chat"), text: "https://simplex.chat")),
            Entry(sent: false, day: 1, minute: 6, content: .rcvCall(duration: 0, status: .missed), text: "missed call", file: nil),
            Entry(sent: true, day: 1, minute: 7, content: .sndCall(duration: 754, status: .ended), text: "call ended", file: nil),
            Entry(sent: false, day: 1, minute: 8, content: .rcvDirectEvent(rcvDirectEvent: .profileUpdated(
                fromProfile: Profile(displayName: "bobby", fullName: ""), toProfile: Profile(displayName: "bob", fullName: "Bob"))), text: "updated profile", file: nil),
            Entry(sent: false, day: 1, minute: 9, content: .rcvGroupInvitation(groupInvitation: CIGroupInvitation(
                groupId: 1, groupMemberId: 3, groupProfile: GroupProfile(displayName: "Team", fullName: "Parley team"), localDisplayName: "Team",
                status: .accepted), memberRole: .member), text: "invitation to join group Team", file: nil),
            message(true, 1, 10, .text(text: "This one disappears"), change: { item in
                item.meta.itemTimed = CITimed(deleteAt: Timestamp.parse("2036-01-01T00:00:00Z"), ttl: 86_400 * 3650)
            }),
            message(false, 2, 0, .text(text: "Unread from yesterday"), change: { $0.meta.itemStatus = .rcvNew }),
            message(false, 2, 30, .text(text: "And one more, with @you"), change: { item in
                item.meta.itemStatus = .rcvNew
                item.meta.userMention = true
            }),
        ]
    }
}
