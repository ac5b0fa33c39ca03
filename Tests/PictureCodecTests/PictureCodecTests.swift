import Foundation
import PictureCodec
import TestSupport
import Testing

/// The one decoder of pictures (the renderer's and the terminal's): JPEG and PNG by their
/// signature into RGBA, PNG written back with nothing but pixels, a malformed picture a clear
/// error, a picture's text chunks never read.
@Suite struct PictureCodecTests {
    static func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ colour: (Int, Int, Int), within tolerance: Int = 12) -> Bool {
        abs(Int(pixel.red) - colour.0) <= tolerance && abs(Int(pixel.green) - colour.1) <= tolerance && abs(Int(pixel.blue) - colour.2) <= tolerance
            && pixel.alpha == 255
    }

    /// Four pixels: red, green / blue, white, half transparent.
    static let square = RGBAImage(width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])

    @Test func aJPEGDecodesToItsSizeAndColours() throws {
        let image = try RGBAImage(encoded: MediaItems.fixture("halves.jpg"))
        #expect(image.width == 16 && image.height == 8)
        #expect(Self.near(image.pixel(x: 3, y: 4), (220, 40, 40)))
        #expect(Self.near(image.pixel(x: 12, y: 4), (40, 160, 220)))
    }

    @Test func aPNGWrittenReadsBackAsTheSamePixels() throws {
        let png = try Self.square.png()
        #expect(try RGBAImage(encoded: Data(png)) == Self.square)
    }

    @Test func aPNGWrittenHoldsOnlyTheHeaderItsColourSpaceThePixelsAndTheEnd() throws {
        let types = Self.chunkTypes(try Self.square.png())
        #expect(types == ["IHDR", "sRGB", "IDAT", "IEND"], "\(types)")
    }

    @Test func textChunksChangeNothingDecoded() throws {
        let clean = Data(try Self.square.png())
        let hostile = HostilePNG.withTextChunks(clean)
        #expect(Self.chunkTypes([UInt8](hostile)).contains("tEXt") && Self.chunkTypes([UInt8](hostile)).contains("iTXt"), "the fixture has its text chunks")
        let decoded = try RGBAImage(encoded: hostile)
        #expect(decoded == Self.square)
        #expect(Self.chunkTypes(try decoded.png()) == ["IHDR", "sRGB", "IDAT", "IEND"], "written again, nothing of the text is left")
    }

    static let malformed: [(name: String, bytes: Data)] = [
        ("a JPEG cut after its header", MediaItems.fixture("halves.jpg").prefix(200)),
        ("a JPEG signature and noise", Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 64))),
        ("a PNG signature and noise", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x41, count: 64))),
        ("a PNG cut in its pixels", Data((try? RGBAImage(width: 64, height: 64, rgba: (0..<(64 * 64 * 4)).map { UInt8($0 % 251) }).png()) ?? []).prefix(300)),
        ("neither PNG nor JPEG", Data("GIF89a".utf8)),
        ("nothing", Data()),
    ]

    @Test(arguments: malformed)
    func aMalformedPictureIsAnErrorNotACrash(_ scenario: (name: String, bytes: Data)) {
        #expect(throws: PictureError.self, "\(scenario.name)") { try RGBAImage(encoded: scenario.bytes) }
    }

    @Test func aPictureOfTooManyPixelsIsRefusedBeforeDecoding() {
        let header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0])
        #expect(throws: PictureError("the picture is 100000 × 100000 pixels, more than Parley draws")) { try RGBAImage(encoded: header) }
    }

    /// `RGBAImage.resampled` and `covering`: (what, the picture, the size asked, the pixels expected).
    static let resampling: [(name: String, image: RGBAImage, width: Int, height: Int, expected: [UInt8])] = [
        ("a shrink averages what each pixel covers, weighted by alpha", square, 1, 1, [109, 109, 109, 223]),
        ("a uniform picture stays its colour at any size", RGBAImage(width: 3, height: 2, rgba: Array(repeating: [10, 20, 30, 255], count: 6).flatMap { $0 }), 2, 5,
         Array(repeating: [10, 20, 30, 255], count: 10).flatMap { $0 }),
        ("a grown picture blends its two nearest pixels", RGBAImage(width: 2, height: 1, rgba: [0, 0, 0, 255, 200, 200, 200, 255]), 4, 1,
         [0, 0, 0, 255, 50, 50, 50, 255, 150, 150, 150, 255, 200, 200, 200, 255]),
    ]

    @Test(arguments: resampling)
    func resampledPixels(_ scenario: (name: String, image: RGBAImage, width: Int, height: Int, expected: [UInt8])) {
        let scaled = scenario.image.resampled(width: scenario.width, height: scenario.height, from: (0, 0, Double(scenario.image.width), Double(scenario.image.height)))
        #expect(scaled.width == scenario.width && scaled.height == scenario.height, "\(scenario.name)")
        #expect(scaled.rgba == scenario.expected, "\(scenario.name)")
    }

    /// Red, green, blue and white stripes, one pixel each.
    static let stripes = RGBAImage(width: 4, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])

    /// `RGBAImage.covering`: (what, the size asked, the pixels expected).
    static let covering: [(name: String, width: Int, height: Int, expected: [UInt8])] = [
        ("the middle two of four columns, one to a pixel", 2, 1, [0, 255, 0, 255, 0, 0, 255, 255]),
        ("the middle two of four columns, averaged", 1, 1, [0, 128, 128, 255]),
        ("the middle half grown twice, over four columns and both rows", 4, 2,
         Array(repeating: [64, 191, 0, 255, 0, 191, 64, 255, 0, 64, 191, 255, 64, 64, 255, 255], count: 2).flatMap { $0 }),
    ]

    @Test(arguments: covering)
    func coveringKeepsTheAspectAndCutsTheOverflowEvenly(_ scenario: (name: String, width: Int, height: Int, expected: [UInt8])) {
        let covered = Self.stripes.covering(width: scenario.width, height: scenario.height)
        #expect(covered.width == scenario.width && covered.height == scenario.height, "\(scenario.name)")
        #expect(covered.rgba == scenario.expected, "\(scenario.name)")
    }

    @Test func flattenedLaysTransparencyOverTheMatte() {
        let flat = Self.square.flattened(on: (0, 0, 0))
        #expect(flat.pixel(x: 1, y: 1) == (128, 128, 128, 255))
        #expect(flat.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    }

    @Test func rowsCutsABand() {
        #expect(Self.square.rows(1..<2) == RGBAImage(width: 2, height: 1, rgba: [0, 0, 255, 255, 255, 255, 255, 128]))
    }

    /// The chunk types of PNG bytes, in order.
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
