/// A decoded picture: 8-bit red, green, blue and alpha a pixel (straight, not premultiplied),
/// row by row from the top. What the decoders give (`init(encoded:)`), what the renderer and the
/// terminal draw from, and all that a picture file can hand on: its pixels, never its text.
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, rows packed.
    public let rgba: [UInt8]

    /// An image of `rgba` (`width × height × 4` bytes, rows packed); a buffer of another length is
    /// a programmer's mistake.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBAImage: \(rgba.count) bytes for \(width) × \(height) pixels")
        (self.width, self.height, self.rgba) = (width, height, rgba)
    }

    /// The pixel at (`x`, `y`) as (red, green, blue, alpha). - Complexity: O(1).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }

    /// The picture with every pixel laid over the opaque colour `matte` (alpha compositing), so
    /// that it has no transparency left: what a terminal cell or a sixel, which have none, shows.
    /// - Complexity: O(pixels).
    public func flattened(on matte: (red: UInt8, green: UInt8, blue: UInt8)) -> RGBAImage {
        var out = rgba
        let under = [Int(matte.red), Int(matte.green), Int(matte.blue)]
        for index in stride(from: 0, to: out.count, by: 4) {
            let alpha = Int(out[index + 3])
            guard alpha < 255 else { continue }
            for channel in 0..<3 {
                out[index + channel] = UInt8((Int(out[index + channel]) * alpha + under[channel] * (255 - alpha) + 127) / 255)
            }
            out[index + 3] = 255
        }
        return RGBAImage(width: width, height: height, rgba: out)
    }

    /// The rows `rows` of the picture, whole rows (a band of it). - Complexity: O(pixels of the band).
    public func rows(_ rows: Range<Int>) -> RGBAImage {
        let band = rows.clamped(to: 0..<height)
        return RGBAImage(width: width, height: band.count, rgba: Array(rgba[(band.lowerBound * width * 4)..<(band.upperBound * width * 4)]))
    }
}
