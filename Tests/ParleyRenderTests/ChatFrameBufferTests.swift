import ChatLayout
import SimpleXModel
import Foundation
import ParleyRender
import Testing

/// A frame kept between frames (issue 21 "only what changed is drawn again"): a scroll by
/// whole device pixels draws only the rows it uncovers, and every frame has the pixels of its
/// band drawn whole.
@Suite struct ChatFrameBufferTests {
    /// The band drawn whole by a buffer of its own.
    static func whole(_ tree: LayoutTree, top: Double, height: Double, scale: Double) throws -> RasterImage {
        let buffer = ChatFrameBuffer()
        _ = buffer.frame(tree, top: top, height: height, scale: scale)
        return try #require(buffer.image)
    }

    /// Scrolls down and up, in both layouts and at two scales: a frame that moved by whole
    /// pixels draws only the uncovered rows (half a point is a pixel at 2×, part of one at 1×,
    /// drawn whole), and each equals the band drawn whole.
    @Test(arguments: [(ChatLayoutMode.classic, 1.0), (.terminal, 1.0), (.classic, 2.0)])
    func scrollingDrawsOnlyTheUncoveredRows(layout: ChatLayoutMode, scale: Double) throws {
        let tree = try RenderFixtures.tree("demo-chat", layout: layout, width: 393)
        let height = 400.0
        let buffer = ChatFrameBuffer()
        var top = max(0, tree.height - height - 300)
        _ = buffer.frame(tree, top: top, height: height, scale: scale)
        #expect(buffer.lastDrawnRows == Int(height * scale))
        for points in [20.0, 0.5, -37, 120, -1] {
            top += points
            _ = buffer.frame(tree, top: top, height: height, scale: scale)
            let pixels = abs(points) * scale
            #expect(buffer.lastDrawnRows == (pixels == pixels.rounded() ? Int(pixels) : Int(height * scale)), "scroll by \(points)")
            let same = try buffer.image == Self.whole(tree, top: top, height: height, scale: scale)
            #expect(same, "scroll by \(points) at \(scale)×")
        }
        _ = buffer.frame(tree, top: top, height: height, scale: scale)
        #expect(buffer.lastDrawnRows == 0, "the same place again draws nothing")
    }

    /// A scroll by part of a pixel, or after `invalidate`, draws the frame whole.
    @Test func otherFramesAreDrawnWhole() throws {
        let tree = try RenderFixtures.tree("demo-chat", layout: .classic, width: 393)
        let buffer = ChatFrameBuffer()
        _ = buffer.frame(tree, top: 100, height: 300, scale: 1)
        _ = buffer.frame(tree, top: 100.25, height: 300, scale: 1)
        #expect(buffer.lastDrawnRows == 300)
        buffer.invalidate()
        _ = buffer.frame(tree, top: 100.25, height: 300, scale: 1)
        #expect(buffer.lastDrawnRows == 300)
        let same = try buffer.image == Self.whole(tree, top: 100.25, height: 300, scale: 1)
        #expect(same)
    }
}
