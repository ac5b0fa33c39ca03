import Foundation
import ParleyKit
import ParleyRender
import Testing
import TestSupport

/// `Transcript` (issue 35): plain messages drawn to PNG, SVG and a PDF as `parley export`
/// writes it, read back with poppler's tools; a palette of one's own; bad settings refused.
@Suite struct TranscriptTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-kit-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The PDF of `transcript` written to a file, for poppler to read.
    func pdf(_ transcript: Transcript, layout: ChatLayoutMode = .classic) throws -> String {
        let path = folder.appendingPathComponent("\(UUID().uuidString).pdf").path
        try transcript.render(.pdf, layout: layout).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The PDF as `parley export` writes it: a title page naming the group, its kind, the count
    /// and days of its messages and its members; then the chat with its running header, date
    /// separators, senders, quote and words (markdown drawn, not its marks), and page numbers.
    @Test(arguments: [ChatLayoutMode.classic, .terminal])
    func pdfIsTheExportsTranscript(layout: ChatLayoutMode) throws {
        let path = try pdf(PlainFixtures.transcript(), layout: layout)
        let info = try runProcess("pdfinfo", [path]).stdout
        #expect(info.contains("Title:           Lunch club"))
        #expect(info.contains("Pages:           2"))
        #expect(info.contains("(A4)"))
        let title = try runProcess("pdftotext", ["-f", "1", "-l", "1", path, "-"]).stdout
        for line in ["Lunch club", "Group", "7 messages, 3 December 2026 – 4 December 2026", "Members (3)", "Ann (you)", "Bob, admin", "Carol"] {
            #expect(title.contains(line), "\(line) on the title page:\n\(title)")
        }
        let chat = try runProcess("pdftotext", ["-f", "2", "-l", "2", path, "-"]).stdout
        for text in ["Thu, 3 Dec", "Fri, 4 Dec", "Bob", "admin", "Carol", "Ann", "Pizza on Friday? Vote below", "Yes, count me in", "menu.pdf",
                     "receiving 40%", "Order by noon 11:00", "Table booked for six", "moderated by Bob", "See you there", "page 2 of 2"] {
            #expect(chat.contains(text), "\(text) on the chat's page:\n\(chat)")
        }
        #expect(!chat.contains("*Friday*") && !chat.contains("_count"), "markdown is drawn, not its marks")
        #expect(!chat.contains("secret"), "a moderated message shows its label, not its words")
        #expect(chat.components(separatedBy: "Pizza on Friday? Vote below").count == 3, "the message and its quote")
        let fonts = try runProcess("pdffonts", [path]).stdout
        #expect(fonts.contains("DejaVuSans-Oblique"), "italic markdown is set in the oblique face:\n\(fonts)")
    }

    /// A direct chat's title page names the user and the contact; its kind says whose chat it is.
    @Test func directChatTitle() throws {
        let messages = PlainFixtures.messages.filter { $0.sender != PlainFixtures.carol }
        let path = try pdf(PlainFixtures.transcript(messages, chat: .direct(PlainFixtures.bob)))
        let title = try runProcess("pdftotext", ["-f", "1", "-l", "1", path, "-"]).stdout
        for line in ["Bob", "Direct chat with Bob", "4 messages", "Members (2)", "Ann (you)"] {
            #expect(title.contains(line), "\(line) on the title page:\n\(title)")
        }
    }

    /// A PNG is the whole chat, `width` × `scale` pixels wide; an SVG is a drawing as wide; the
    /// wider layout is the shorter picture.
    @Test func picturesOfTheWholeChat() throws {
        var transcript = PlainFixtures.transcript()
        let png = try RasterImage(png: transcript.render(.png))
        #expect(png.width == 786)
        transcript.scale = 1
        let narrow = try RasterImage(png: transcript.render(.png, width: 300)), wide = try RasterImage(png: transcript.render(.png, width: 600))
        #expect(narrow.width == 300 && wide.width == 600)
        #expect(narrow.height > wide.height)
        let svg = String(decoding: try transcript.render(.svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("width=\"393pt\""))
    }

    /// The four themes and a palette of one's own colour the chat: the background is the
    /// palette's.
    @Test(arguments: [ThemePalette(.light), ThemePalette(.dark), ThemePalette(.simplex), ThemePalette(.black),
                      ThemePalette(isLight: true, primary: RGBA(hex: 0x7B1FA2), secondary: RGBA(hex: 0x666666), background: RGBA(hex: 0xFFF3E0),
                                   onBackground: RGBA(hex: 0x3E2723), sentMessage: RGBA(hex: 0xFFE0B2), sentQuote: RGBA(hex: 0xFFCC80),
                                   receivedMessage: RGBA(hex: 0xFFFFFF), receivedQuote: RGBA(hex: 0xEEEEEE))])
    func paletteColoursTheChat(palette: ThemePalette) throws {
        var transcript = PlainFixtures.transcript()
        transcript.palette = palette
        transcript.scale = 1
        let png = try RasterImage(png: transcript.render(.png))
        let pixel = png.pixels[0]
        let (red, green, blue) = (Double(pixel >> 16 & 0xFF) / 255, Double(pixel >> 8 & 0xFF) / 255, Double(pixel & 0xFF) / 255)
        #expect(abs(red - palette.background.red) < 0.01 && abs(green - palette.background.green) < 0.01 && abs(blue - palette.background.blue) < 0.01,
                "the top-left pixel \(String(pixel, radix: 16)) is the background \(palette.background)")
    }

    static let refusals: [(String, @Sendable (inout Transcript) -> Void, Double, String)] = [
        ("narrow", { _ in }, 20, "the width is 100 to 10000 points, not 20.0"),
        ("scale", { $0.scale = 0 }, 393, "the scale is 0.25 to 8 pixels a point, not 0.0"),
        ("body", { $0.bodySize = 100 }, 393, "the body size is 8 to 64 points, not 100.0"),
        ("ids", { $0.messages.append($0.messages[0]) }, 393, "two messages have the id 1"),
    ]

    /// A setting out of range or two messages with one id is refused with an error that says so.
    @Test(arguments: refusals)
    func badSettingsAreRefused(name: String, change: @Sendable (inout Transcript) -> Void, width: Double, message: String) {
        var transcript = PlainFixtures.transcript()
        change(&transcript)
        #expect(throws: TranscriptError(message), "\(name)") { try transcript.render(.png, width: width) }
    }

    /// A sender's avatar is their picture, clipped to the avatar's circle, where it can be
    /// read; else their initials: the picture's green fills a disc (π/4 of its box), once.
    @Test(arguments: [ChatLayoutMode.classic, .terminal])
    func avatarsArePictures(layout: ChatLayoutMode) throws {
        let picture = folder.appendingPathComponent("bob.png")
        try RasterImage(width: 8, height: 8, pixels: Array(repeating: 0xFF00_C000, count: 64)).png().write(to: picture)
        var bob = PlainFixtures.bob
        bob.avatarPath = picture.path
        var carol = PlainFixtures.carol
        carol.avatarPath = folder.appendingPathComponent("missing.png").path
        let messages = [PlainMessage(id: 1, sender: bob, date: PlainFixtures.time(0), text: "hi"),
                        PlainMessage(id: 2, sender: carol, date: PlainFixtures.time(5), text: "hello")]
        var transcript = PlainFixtures.transcript(messages, chat: .group(name: "Lunch club", members: [bob, carol]))
        transcript.scale = 1
        let png = try RasterImage(png: transcript.render(.png, layout: layout))
        let green = png.pixels.indices.filter { png.pixels[$0] == 0xFF00_C000 }
        let xs = green.map { $0 % png.width }, ys = green.map { $0 / png.width }
        let (width, height) = ((xs.max() ?? 0) - (xs.min() ?? 0) + 1, (ys.max() ?? 0) - (ys.min() ?? 0) + 1)
        #expect(width >= 30 && abs(width - height) <= 1, "one avatar of Bob's picture, \(width) × \(height)")
        let share = Double(green.count) / Double(width * height)
        #expect(share > 0.7 && share < 0.85, "the picture fills the avatar's circle, not its box: \(share)")
        bob.avatarPath = nil
        transcript.messages[0].sender = bob
        transcript.chat = .group(name: "Lunch club", members: [bob, carol])
        #expect(try !RasterImage(png: transcript.render(.png, layout: layout)).pixels.contains(0xFF00_C000), "without a picture, the initials")
    }

    /// No messages is a transcript too: a title page saying so, and a picture of nothing.
    @Test func noMessages() throws {
        let path = try pdf(PlainFixtures.transcript([]))
        #expect(try runProcess("pdftotext", [path, "-"]).stdout.contains("No messages"))
        #expect(try RasterImage(png: PlainFixtures.transcript([]).render(.png)).width == 786)
    }
}
