import Foundation
import ParleyRender
import TestSupport
import Testing

/// The snapshot strategies themselves: what they let pass, and what a failure carries.
@Suite struct SnapshotStrategyTests {
    static func image(_ pixels: [UInt32]) throws -> Data {
        try RasterImage(width: 10, height: 10, pixels: pixels).png()
    }

    @Test func pngsWithinHalfAPercentPassAndOthersCarryADiffImage() throws {
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: 100)
        var onePixel = white
        onePixel[0] = 0xFF00_0000
        var many = white
        for index in 0..<10 { many[index] = 0xFF00_0000 }
        let strategy = Snapshotting<Data>.png(tolerance: 0.01)
        #expect(strategy.compare(try Self.image(white), try Self.image(white)) == nil)
        #expect(strategy.compare(try Self.image(white), try Self.image(onePixel)) == nil, "1% of the pixels")
        let difference = try #require(strategy.compare(try Self.image(white), try Self.image(many)))
        #expect(difference.message.hasPrefix("10 pixels differ"))
        let diff = try RasterImage(png: try #require(difference.artifact))
        #expect(diff.pixels.filter { $0 == 0xFFFF_0000 }.count == 10, "red where they differ")
    }

    @Test func linesListTheLinesThatDifferWithTheirNumbers() throws {
        let difference = try #require(Snapshotting<String>.lines.compare(Data("a\nb\nc\n".utf8), Data("a\nB\nc\nd\n".utf8)))
        #expect(difference.message == "- reference, + now:\n-2: b\n+2: B\n+4: d")
        #expect(Snapshotting<String>.lines.compare(Data("same".utf8), Data("same".utf8)) == nil)
    }
}
