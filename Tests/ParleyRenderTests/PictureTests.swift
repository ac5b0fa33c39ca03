import ChatLayout
import Foundation
import ParleyRender
import SimpleXModel
import TestSupport
import Testing

/// Pictures the renderer draws (issue 10 "images drawn when the file is on disk"): JPEG and PNG
/// decoded by their signature, a malformed one a clear error, the file on disk before the
/// message's preview, the preview when there is no file.
@Suite struct PictureTests {
    /// `halves.jpg`: 16 × 8, red (220, 40, 40) on the left, blue (40, 160, 220) on the right.
    static let red = (220, 40, 40), blue = (40, 160, 220)

    static func near(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int), _ colour: (Int, Int, Int), within tolerance: Int = 12) -> Bool {
        abs(pixel.red - colour.0) <= tolerance && abs(pixel.green - colour.1) <= tolerance && abs(pixel.blue - colour.2) <= tolerance && pixel.alpha == 255
    }

    @Test func aJPEGDecodesToItsSizeAndColours() throws {
        let image = try RasterImage(encoded: MediaItems.fixture("halves.jpg"))
        #expect(image.width == 16 && image.height == 8)
        #expect(Self.near(image.channels(x: 3, y: 4), Self.red))
        #expect(Self.near(image.channels(x: 12, y: 4), Self.blue))
    }

    @Test func aPNGDecodesThroughTheSameDoor() throws {
        let png = try RasterImage(width: 2, height: 1, pixels: [0xFF00_FF00, 0xFF00_00FF]).png()
        let image = try RasterImage(encoded: png)
        #expect(image.width == 2 && image.pixels == [0xFF00_FF00, 0xFF00_00FF])
    }

    static let malformed: [(name: String, bytes: Data)] = [
        ("a JPEG cut after its header", MediaItems.fixture("halves.jpg").prefix(200)),
        ("a JPEG signature and noise", Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 64))),
        ("neither PNG nor JPEG", Data("GIF89a".utf8)),
        ("nothing", Data()),
    ]

    @Test(arguments: malformed)
    func aMalformedPictureIsAnErrorNotACrash(_ scenario: (name: String, bytes: Data)) {
        #expect(throws: RenderError.self, "\(scenario.name)") { try RasterImage(encoded: scenario.bytes) }
    }

    @Test func aPictureOfTooManyPixelsIsRefusedBeforeDecoding() {
        let header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0])
        #expect(throws: RenderError.picture("the picture is 100000 × 100000 pixels, more than Parley draws")) { try RasterImage(encoded: header) }
    }

    /// The image message laid out alone, drawn at scale 1, and the colour at the middle of its
    /// picture's left and right quarters.
    static func drawnQuarters(_ item: ChatItem, filesFolder: URL? = nil) throws -> (left: (red: Int, green: Int, blue: Int, alpha: Int), right: (red: Int, green: Int, blue: Int, alpha: Int)) {
        let tree = try RenderFixtures.tree("demo-direct", items: [item])
        let row = try #require(tree.rows.first)
        let frame = row.contentFrame(of: try #require(row.parts.first { $0.kind == .image }))
        let image = try RasterImage(png: ChatRenderer.render(tree, format: .png, extent: .all(pageHeight: 852), scale: 1, filesFolder: filesFolder))
        let y = Int(frame.y + frame.height / 2)
        return (image.channels(x: Int(frame.x + frame.width / 4), y: y), image.channels(x: Int(frame.x + frame.width * 3 / 4), y: y))
    }

    @Test func theInlinePreviewIsDrawnWhenThereIsNoFile() throws {
        let drawn = try Self.drawnQuarters(MediaItems.image(1, preview: MediaItems.preview("halves.jpg")))
        #expect(Self.near(drawn.left, Self.red, within: 24) && Self.near(drawn.right, Self.blue, within: 24))
    }

    @Test func theFileOnDiskIsDrawnBeforeThePreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try MediaItems.fixture("halves.jpg").write(to: folder.appendingPathComponent("halves.jpg"))
        let item = MediaItems.image(1, preview: MediaItems.preview("sunset.jpg"), path: "halves.jpg")
        let drawn = try Self.drawnQuarters(item, filesFolder: folder)
        #expect(Self.near(drawn.left, Self.red, within: 24) && Self.near(drawn.right, Self.blue, within: 24), "the file, not the sunset preview")
        let missing = try Self.drawnQuarters(item, filesFolder: folder.appendingPathComponent("elsewhere"))
        #expect(!Self.near(missing.left, Self.red, within: 24), "a missing file falls back to the preview")
    }

    @Test(arguments: [ChatRenderer.Format.svg, .pdf])
    func picturesGoIntoVectorFormatsToo(_ format: ChatRenderer.Format) throws {
        let tree = try RenderFixtures.tree("demo-direct", items: MediaItems.chat, layout: .classic)
        let plain = try ChatRenderer.render(RenderFixtures.tree("demo-direct", items: MediaItems.chat.map { $0.with(.text(text: "text")) }, layout: .classic),
                                            format: format, extent: .all(pageHeight: 852))
        let data = try ChatRenderer.render(tree, format: format, extent: .all(pageHeight: 852))
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == (format == .svg ? "<?xml" : "%PDF-"))
        #expect(data.count > plain.count + 10_000, "the pictures are embedded")
    }
}
