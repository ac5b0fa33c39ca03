import Foundation
import SimpleXModel

/// Media messages for the layout's and the renderer's tests: pictures with the previews of
/// `Tests/Fixtures/media` (JPEGs made for the tests: `sunset.jpg` 64 × 48, `portrait.jpg`
/// 24 × 32, `halves.jpg` 16 × 8, red left and blue right), video, voice, files in transfer and
/// received, link previews, quotes of each, and forwarded items.
public enum MediaItems {
    /// The bytes of a fixture picture.
    public static func fixture(_ name: String) -> Data {
        guard let bytes = FileManager.default.contents(atPath: Repository.url("Tests/Fixtures/media/\(name)").path), !bytes.isEmpty else {
            preconditionFailure("the fixture Tests/Fixtures/media/\(name) is missing")
        }
        return bytes
    }

    /// A fixture picture as the core sends a preview: `data:image/jpg;base64,…`.
    public static func preview(_ name: String) -> String {
        "data:image/jpg;base64," + fixture(name).base64EncodedString()
    }

    static func item(_ id: Int64, _ content: MsgContent, sent: Bool, file: CIFile? = nil) -> ChatItem {
        var item = ChatItems.text(id, direction: sent ? .directSnd : .directRcv, status: sent ? .sndSent(sndProgress: .complete) : .rcvRead).with(content)
        item.file = file
        return item
    }

    public static func file(_ id: Int64, _ name: String, size: Int64, status: CIFileStatus, path: String? = nil) -> CIFile {
        CIFile(fileId: id, fileName: name, fileProtocol: .xftp, fileSize: size, fileSource: path.map { CryptoFile(filePath: $0) }, fileStatus: status)
    }

    public static func image(_ id: Int64, text: String = "", preview: String = preview("sunset.jpg"), sent: Bool = false, path: String? = nil) -> ChatItem {
        item(id, .image(image: preview, text: text), sent: sent, file: file(id, "picture.jpg", size: 48_000, status: sent ? .sndComplete : .rcvComplete, path: path))
    }

    public static func video(_ id: Int64, duration: Int = 42, text: String = "", sent: Bool = false) -> ChatItem {
        item(id, .video(duration: duration, image: preview("sunset.jpg"), text: text), sent: sent, file: file(id, "clip.mp4", size: 2_400_000, status: .rcvInvitation))
    }

    public static func voice(_ id: Int64, duration: Int = 17, text: String = "", sent: Bool = false) -> ChatItem {
        item(id, .voice(duration: duration, text: text), sent: sent, file: file(id, "voice.m4a", size: 30_000, status: sent ? .sndComplete : .rcvComplete))
    }

    public static func document(_ id: Int64, name: String = "report.pdf", status: CIFileStatus = .rcvTransfer(rcvProgress: 40, rcvTotal: 100),
                                text: String = "", sent: Bool = false) -> ChatItem {
        item(id, .file(text: text), sent: sent, file: file(id, name, size: 1_572_864, status: status))
    }

    public static func link(_ id: Int64, text: String = "https://simplex.chat", sent: Bool = false) -> ChatItem {
        item(id, .link(preview: LinkPreview(description: "Private and secure messenger without any user IDs", image: preview("sunset.jpg"),
                                            title: "SimpleX Chat", uri: "https://simplex.chat"), text: text), sent: sent)
    }

    /// `item` replying to a message of `content`, sent by the user or by the other side.
    public static func quoting(_ item: ChatItem, _ content: MsgContent, fromUser: Bool = false) -> ChatItem {
        var item = item
        item.quotedItem = CIQuote(chatDir: fromUser ? .directSnd : .directRcv, content: content, itemId: 0, sentAt: item.meta.itemTs)
        return item
    }

    /// A chat of every card and quote, ids 1…, 30 s apart, received and sent alternating.
    public static var chat: [ChatItem] {
        [
            image(1, text: "The view from the hill"),
            image(2, sent: true),
            image(3, preview: preview("portrait.jpg")),
            video(4, text: "Short clip"),
            voice(5),
            voice(6, text: "Listen to this one", sent: true),
            document(7),
            document(8, name: "notes.txt", status: .sndComplete, sent: true),
            link(9),
            quoting(ChatItems.text(10, "Lovely picture!", direction: .directSnd, status: .sndSent(sndProgress: .complete)),
                    .image(image: preview("sunset.jpg"), text: "The view from the hill")),
            quoting(ChatItems.text(11, "Got it"), .voice(duration: 17, text: ""), fromUser: true),
            quoting(ChatItems.text(12, "Thanks for the report", direction: .directSnd, status: .sndSent(sndProgress: .complete)), .file(text: "report.pdf")),
            ChatItems.text(13, "Forwarded to you").forwarded(),
            ChatItems.text(14, "A forwarded message long enough to take two lines, so that its end button stands between the text and the time").forwarded(),
        ]
    }
}
