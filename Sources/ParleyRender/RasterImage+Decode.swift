import CJPEG
import ChatLayout
import Foundation

extension RasterImage {
    /// The most pixels a picture may have to be drawn (a 40-megapixel photo); larger ones are
    /// refused rather than decoded into gigabytes.
    public static let maxPixels = 40_000_000

    /// The pixels of PNG or JPEG bytes, told apart by their signature (not by a name or MIME
    /// type, which SimpleX writes as `image/jpg` for either); either refused before decoding when
    /// it has more than `maxPixels`.
    public init(encoded data: Data) throws(RenderError) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let size = ImageDimensions(encoded: data) else { throw RenderError.picture("PNG without a readable header") }
            guard size.width * size.height <= Self.maxPixels else { throw RenderError.picture("the picture is \(size.width) × \(size.height) pixels, more than Parley draws") }
            try self.init(png: data)
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            try self.init(jpeg: data)
        } else {
            throw RenderError.picture("neither PNG nor JPEG")
        }
    }

    /// The pixels of JPEG bytes (libjpeg), opaque: a malformed or truncated JPEG is an error.
    /// - Complexity: O(pixels).
    public init(jpeg data: Data) throws(RenderError) {
        var rgb: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = data.withUnsafeBytes { bytes in
            parley_jpeg_decode(bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), UInt(Self.maxPixels),
                               &rgb, &width, &height, &message, message.count)
        }
        guard status == 0, let rgb else {
            throw RenderError.picture("JPEG: " + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(rgb) }
        let count = Int(width) * Int(height)
        var pixels = [UInt32](repeating: 0, count: count)
        for index in 0..<count {
            let red = UInt32(rgb[index * 3]), green = UInt32(rgb[index * 3 + 1]), blue = UInt32(rgb[index * 3 + 2])
            pixels[index] = 0xFF00_0000 | red << 16 | green << 8 | blue
        }
        self.init(width: Int(width), height: Int(height), pixels: pixels)
    }

    /// The colour at (x, y) as (red, green, blue, alpha), 0…255, premultiplied.
    public func channels(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let pixel = pixels[y * width + x]
        return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF), Int(pixel >> 24))
    }
}
