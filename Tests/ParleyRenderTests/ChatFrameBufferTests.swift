import CPangoCairo
import ChatLayout
import SimpleXModel
import Foundation
import ParleyRender
import Testing

/// A frame kept between frames (issue 21 "only what changed is drawn again"): a scroll by
/// whole device pixels draws only the rows it uncovers, and every frame has the pixels of its
/// band drawn whole.
@Suite struct ChatFrameBufferTests {
    /// The bytes of `surface`'s pixels, row by row (without the stride's padding).
    static func pixels(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)) * 4, stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0..<Int(cairo_image_surface_get_height(surface))).flatMap { row in
            Array(UnsafeBufferPointer(start: data + row * stride, count: width))
        }
    }

    /// The band drawn whole by a buffer of its own.
    static func whole(_ tree: LayoutTree, top: Double, height: Double, scale: Double) throws -> [UInt8] {
        let buffer = ChatFrameBuffer()
        return pixels(try #require(buffer.frame(tree, top: top, height: height, scale: scale)))
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
            let frame = try #require(buffer.frame(tree, top: top, height: height, scale: scale))
            let pixels = abs(points) * scale
            #expect(buffer.lastDrawnRows == (pixels == pixels.rounded() ? Int(pixels) : Int(height * scale)), "scroll by \(points)")
            #expect(Self.pixels(frame) == (try Self.whole(tree, top: top, height: height, scale: scale)), "scroll by \(points) at \(scale)×")
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
        let frame = try #require(buffer.frame(tree, top: 100.25, height: 300, scale: 1))
        #expect(buffer.lastDrawnRows == 300)
        #expect(Self.pixels(frame) == (try Self.whole(tree, top: 100.25, height: 300, scale: 1)))
    }
}
