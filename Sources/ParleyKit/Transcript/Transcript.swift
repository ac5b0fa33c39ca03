import ChatLayout
import ChatTimeline
import Foundation
import ParleyRender
import SimpleXModel

/// A chat of your own messages drawn as the SimpleX chat view draws its chats: date
/// separators, senders and avatars, quotes, reactions, markdown, files and the meta, in either
/// layout and any palette — to PNG, SVG, or a PDF as `parley export` writes it.
///
/// ```swift
/// import ParleyKit
///
/// let ann = PlainSender(id: "ann", name: "Ann", isMe: true)
/// let bob = PlainSender(id: "bob", name: "Bob")
/// let transcript = Transcript(chat: .group(name: "Lunch", members: [ann, bob]), messages: [
///     PlainMessage(id: 1, sender: bob, date: Date(), text: "Pizza *today*?"),
///     PlainMessage(id: 2, sender: ann, date: Date(), text: "Yes!", replyTo: 1, reactions: ["🍕": 1]),
/// ])
/// try transcript.render(.pdf).write(to: URL(fileURLWithPath: "lunch.pdf"))
/// ```
public struct Transcript: Sendable {
    /// The chat the messages are in.
    public var chat: PlainChat
    /// The messages, in any order: they are drawn by date (then id).
    public var messages: [PlainMessage]
    /// The colours: a SimpleX theme's or your own.
    public var palette: ThemePalette
    /// The time zone of the times and days shown.
    public var timeZone: TimeZone
    /// The current time: date separators leave out its year.
    public var now: Date
    /// The body text size in points; nil for 17 in pictures (the phone's) and 12 in a PDF (as `parley export`).
    public var bodySize: Double?
    /// Pixels per point of a PNG.
    public var scale: Double
    /// The paper of a PDF.
    public var paper: TranscriptPaper

    /// A transcript of `messages` in `chat`, in the light theme, the current time zone and time,
    /// PNGs at 2 pixels per point and PDFs on A4.
    public init(chat: PlainChat, messages: [PlainMessage], palette: ThemePalette = ThemePalette(.light), timeZone: TimeZone = .current,
                now: Date = Date()) {
        self.chat = chat
        self.messages = messages
        self.palette = palette
        self.timeZone = timeZone
        self.now = now
        bodySize = nil
        scale = 2
        paper = .a4
    }

    /// The whole chat drawn as `format`, laid out `width` points wide in `layout` (a PDF is as
    /// wide as its paper's text: `width` is for pictures). Pictures of files with a `path`, and
    /// senders' avatars (`avatarPath`), come from those files (a relative path from the current folder).
    /// - Throws: `TranscriptError` for a width, scale or body size out of range, two messages
    ///   with one id, or the renderer's failure.
    /// - Complexity: the layout and drawing of every message.
    public func render(_ format: TranscriptFormat, width: Double = 393, layout: ChatLayoutMode = .classic) throws(TranscriptError) -> Data {
        guard (100...10_000).contains(width) else { throw TranscriptError("the width is 100 to 10000 points, not \(width)") }
        guard (0.25...8).contains(scale) else { throw TranscriptError("the scale is 0.25 to 8 pixels a point, not \(scale)") }
        if let bodySize, !(8...64).contains(bodySize) { throw TranscriptError("the body size is 8 to 64 points, not \(bodySize)") }
        var seen: Set<Int64> = []
        for message in messages where !seen.insert(message.id).inserted {
            throw TranscriptError("two messages have the id \(message.id)")
        }
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let adapter = PlainAdapter(chat: chat, messages: messages, avatars: avatarImages(folder: folder))
        let items = adapter.items(messages)
        do {
            switch format {
            case .png, .svg:
                return try picture(items, adapter: adapter, format: format == .png ? .png : .svg, width: width, layout: layout, folder: folder)
            case .pdf:
                return try document(items, adapter: adapter, layout: layout, folder: folder)
            }
        } catch let error as LayoutError {
            throw TranscriptError(error.description)
        } catch let error as RenderError {
            throw TranscriptError(error.description)
        } catch {
            throw TranscriptError("\(error)")
        }
    }

    /// The environment of `chatInfo`'s rows: a palette equal to a SimpleX theme's is that theme.
    func environment(_ chatInfo: ChatInfo, width: Double, bodySize: Double, layout: ChatLayoutMode) -> LayoutEnvironment {
        let theme = ThemeName.allCases.first { ThemePalette($0) == palette }
        return LayoutEnvironment(chat: chatInfo, width: width, bodySize: bodySize, layout: layout, theme: theme ?? (palette.isLight ? .light : .dark),
                                 customPalette: theme == nil ? palette : nil, timeZone: timeZone)
    }
}
