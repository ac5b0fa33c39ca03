import ChatLayout
import Foundation
import PictureCodec
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36: "a hostile image cannot write to the terminal". A PNG whose text chunks hold a
/// title, a hyperlink, a clipboard write, a screen clear, a kitty command, a bell and a C1 CSI
/// gives the same pixels as the clean PNG, and in every mode the frame holds nothing of its
/// text: only Parley's sequences, its pixels in Parley's encoding.
@Suite struct HostilePictureTests {
    static func previews() throws -> (clean: String, hostile: String) {
        let png = Data(try RGBAImage(encoded: MediaItems.fixture("sunset.jpg")).png())
        return ("data:image/png;base64," + png.base64EncodedString(), "data:image/png;base64," + HostilePNG.withTextChunks(png).base64EncodedString())
    }

    /// The first frame of bob's chat with the picture drawn as `drawing` (nil: `--images off`).
    static func frameBytes(preview: String, drawing: PictureDrawing?) -> [UInt8] {
        let cache = drawing.map { TerminalPictureTests.immediate($0) }
        var frame = ClientScreen.frame(TerminalPictureTests.client(TerminalPictureTests.chat(preview: preview), pictures: cache).state)
        var encoder = TerminalFrameEncoder()
        if let cache, case let .graphics(graphics) = cache.drawing {
            encoder.graphics = graphics
            frame.pictures = frame.grid.pictureNumbers.reduce(into: [:]) { $0[$1] = cache.graphics($1) }
        }
        return encoder.encode(frame, after: nil).bytes
    }

    static let drawings: [PictureDrawing?] = [nil, .blocks, .graphics(.kitty), .graphics(.sixel), .graphics(.inlineImages)]

    @Test(arguments: drawings)
    func aHostilePNGIsInert(_ drawing: PictureDrawing?) throws {
        let (clean, hostile) = try Self.previews()
        let bytes = Self.frameBytes(preview: hostile, drawing: drawing)
        #expect(bytes == Self.frameBytes(preview: clean, drawing: drawing), "the same frame as the clean picture's")
        let text = String(decoding: bytes, as: UTF8.self)
        for word in ["pwned", "evil.example", "cm0gLXJmIH4=", "\u{1B}]0;", "\u{1B}]52", "\u{1B}[2J\u{1B}[H\u{1B}_", "a=d\u{1B}", "\u{9B}"] {
            #expect(!text.contains(word), "\(String(describing: drawing)): \(word.debugDescription)")
        }
        #expect(!bytes.contains(0x07), "no bell")
        let stream = GraphicsStream(bytes)
        #expect(stream.unknown.isEmpty)
        for string in stream.strings {
            let body = String(decoding: string.body, as: UTF8.self)
            switch string.kind {
            case "_":
                let keys = body.dropFirst().prefix { $0 != ";" }.split(separator: ",").map { $0.split(separator: "=").first.map(String.init) ?? "" }
                #expect(body.hasPrefix("G") && Set(keys).isSubset(of: ["a", "f", "t", "i", "p", "q", "C", "c", "r", "x", "y", "w", "h", "m", "d"]))
            case "P":
                #expect(SixelPicture(string.body).stray.isEmpty, "only sixel between DCS and ST")
            default:
                #expect(body.hasPrefix("1337;File=inline=1;"), "no OSC but the picture's")
            }
        }
    }

    @Test func theHostilePNGDecodesToTheCleanPixels() throws {
        let (clean, hostile) = try Self.previews()
        let images = try [clean, hostile].map { try RGBAImage(encoded: try #require(MediaImage(filePath: nil, preview: $0).previewBytes)) }
        #expect(images[0] == images[1])
    }
}
