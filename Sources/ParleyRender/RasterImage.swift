import CPangoCairo
import Foundation

/// Pixels of a PNG, premultiplied ARGB: how snapshot tests compare two renders and draw where
/// they differ.
public struct RasterImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Premultiplied ARGB pixels, row by row from the top, `width` a row.
    public var pixels: [UInt32]

    /// An image of `pixels`, `width` × `height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The pixels of PNG bytes.
    public init(png: Data) throws(RenderError) {
        let source = PNGSource(data: png)
        guard let surface = cairo_image_surface_create_from_png_stream(PNGSource.read, Unmanaged.passUnretained(source).toOpaque()),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("not a PNG") }
        defer { cairo_surface_destroy(surface) }
        guard let image = RasterImage(imageSurface: surface) else { throw RenderError.cairo("PNG without pixels") }
        self = image
    }

    /// The pixels of a Cairo image surface (ARGB32 or RGB24), or nil when it has none.
    init?(imageSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let bytes = cairo_image_surface_get_data(surface) else { return nil }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(bytes + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels.append(contentsOf: UnsafeBufferPointer(start: line, count: width))
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// PNG bytes of the pixels.
    public func png() throws(RenderError) -> Data {
        guard width > 0, height > 0 else { throw RenderError.cairo("an empty image") }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let bytes = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("no pixels") }
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(bytes + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { line[column] = pixels[row * width + column] }
        }
        cairo_surface_mark_dirty(surface)
        let sink = CairoSink()
        guard cairo_surface_write_to_png_stream(surface, CairoSink.write, sink.pointer) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("cannot encode the PNG") }
        return sink.data
    }

    /// How many pixels differ from `other`, and a picture of them (red where they differ, the
    /// image faded elsewhere); nil when the sizes differ.
    public func difference(from other: RasterImage) -> (count: Int, image: RasterImage)? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0
        let pixels = zip(self.pixels, other.pixels).map { mine, theirs in
            if mine == theirs { return 0x4000_0000 | (mine & 0x003F_3F3F) }
            count += 1
            return 0xFFFF_0000
        }
        return (count, RasterImage(width: width, height: height, pixels: pixels))
    }
}

/// Feeds PNG bytes to Cairo's stream reader.
final class PNGSource {
    let data: Data
    var offset = 0

    init(data: Data) {
        self.data = data
    }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: buffer, from: start..<(start + count))
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
