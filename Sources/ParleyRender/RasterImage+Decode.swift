import ChatLayout
import Foundation
import PictureCodec

extension RasterImage {
    /// The most pixels a picture may have to be drawn (`RGBAImage.maxPixels`, a 40-megapixel
    /// photo); larger ones are refused rather than decoded into gigabytes.
    public static let maxPixels = RGBAImage.maxPixels

    /// The pixels of PNG or JPEG bytes, told apart by their signature (`RGBAImage(encoded:)`,
    /// the decoder the terminal shares), premultiplied for Cairo; a malformed, unknown or too
    /// large picture is `RenderError.picture` with the decoder's reason.
    /// - Complexity: O(pixels).
    public init(encoded data: Data) throws(RenderError) {
        do {
            self.init(try RGBAImage(encoded: data))
        } catch {
            throw RenderError.picture(error.message)
        }
    }

    /// `image`'s pixels as premultiplied ARGB. - Complexity: O(pixels).
    init(_ image: RGBAImage) {
        let pixels = (0..<(image.width * image.height)).map { index -> UInt32 in
            let base = index * 4
            let alpha = UInt32(image.rgba[base + 3])
            func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
            return alpha << 24 | premultiplied(image.rgba[base]) << 16 | premultiplied(image.rgba[base + 1]) << 8 | premultiplied(image.rgba[base + 2])
        }
        self.init(width: image.width, height: image.height, pixels: pixels)
    }

    /// The colour at (x, y) as (red, green, blue, alpha), 0…255, premultiplied.
    public func channels(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let pixel = pixels[y * width + x]
        return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF), Int(pixel >> 24))
    }
}
