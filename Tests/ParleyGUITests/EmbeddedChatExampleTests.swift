import ChatLayout
import Foundation
import Testing
import TestSupport

/// `Examples/embedded-chat` for real (issue 35 "Examples"): a GTK application of its own with a
/// `ChatWidget` beside its own label, built as a package depending on Parley by path (into the
/// folder `make examples` builds it in), run on a virtual display. Typing and Enter send the
/// message; the host shows it and its echo, which the widget draws: the picture of the window
/// gains a sent bubble and a received one (the light theme's colours, counted in pixels).
@Suite(.serialized) struct EmbeddedChatExampleTests {
    static let fonts = ["FONTCONFIG_FILE": Repository.url("fonts.conf").path]

    @Test func aMessageTypedInTheWidgetIsSentAndEchoed() throws {
        let scratch = Repository.url(".build/external")
        let build = try runProcess("swift", ["build", "--package-path", Repository.url("Examples/embedded-chat").path, "--scratch-path", scratch.path])
        try #require(build.status == 0, "the example does not build:\n\(build.stdout)\(build.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-embedded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let display = try XvfbDisplay()
        defer { display.close() }
        let program = try display.start(scratch.appendingPathComponent("debug/embedded-chat").path, [], environment: Self.fonts,
                                        output: folder.appendingPathComponent("output.txt"))
        defer { program.stop() }
        let window = try display.window(titled: "Embedded chat")

        let greeting = try poll(within: .seconds(60)) { () throws -> Bubbles? in
            let bubbles = try Bubbles(display.picture(of: window))
            return bubbles.received > Self.bubble ? bubbles : nil
        }
        let before = try #require(greeting, "the widget drew no greeting: \(program.printed)")
        #expect(before.sent == 0, "nothing sent yet: \(before)")

        try display.xdotool(["windowfocus", "--sync", window])
        try display.xdotool(["type", "--delay", "15", "hello widget"])
        try display.xdotool(["key", "Return"])
        let echoed = try poll(within: .seconds(60)) { () throws -> Bubbles? in
            let bubbles = try Bubbles(display.picture(of: window))
            return bubbles.sent > Self.bubble && bubbles.received > before.received + Self.bubble ? bubbles : nil
        }
        #expect(echoed != nil, "no message and echo drawn after \(before): \(program.printed)")
    }

    /// Fewer pixels than a bubble of one short line has.
    static let bubble = 1500

    /// How many pixels of the window have the light theme's sent and received bubble colours.
    struct Bubbles: CustomStringConvertible {
        var sent = 0, received = 0

        init(_ picture: XWDImage) {
            let palette = ThemePalette(.light)
            let (sentColour, receivedColour) = (Self.hex(palette.sentMessage), Self.hex(palette.receivedMessage))
            for pixel in picture.pixels {
                if pixel & 0xFF_FFFF == sentColour { sent += 1 } else if pixel & 0xFF_FFFF == receivedColour { received += 1 }
            }
        }

        static func hex(_ colour: RGBA) -> UInt32 {
            [colour.red, colour.green, colour.blue].reduce(0) { $0 << 8 | UInt32(($1 * 255).rounded()) }
        }

        var description: String { "\(sent) sent and \(received) received pixels" }
    }
}
