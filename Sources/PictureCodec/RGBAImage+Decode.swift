import CJPEG
import CPNG
import Foundation

extension RGBAImage {
    /// The most pixels a picture may have to be decoded (a 40-megapixel photo); larger ones are
    /// refused after their header is read, rather than decoded into gigabytes.
    public static let maxPixels = 40_000_000

    /// The pixels of PNG or JPEG bytes, told apart by their signature (not by a name or MIME
    /// type, which SimpleX writes as `image/jpg` for either).
    /// - Complexity: O(pixels).
    public init(encoded data: Data) throws(PictureError) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            try self.init(png: data)
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            try self.init(jpeg: data)
        } else {
            throw PictureError("neither PNG nor JPEG")
        }
    }

    /// The pixels of PNG bytes (libpng's simplified reader: any colour type and depth into 8-bit
    /// RGBA; its text chunks are never read). A malformed or truncated PNG is an error.
    /// - Complexity: O(pixels).
    public init(png data: Data) throws(PictureError) {
        if let (width, height) = Self.pngSize(data), width * height > Self.maxPixels { throw Self.tooLarge(width, height) }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = data.withUnsafeBytes { bytes in
            parley_png_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, UInt(Self.maxPixels), &pixels, &width, &height, &message, message.count)
        }
        guard status == 0, let pixels else { throw PictureError("PNG: " + Self.text(message)) }
        defer { free(pixels) }
        self.init(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4)))
    }

    /// The pixels of JPEG bytes (libjpeg), opaque. A malformed or truncated JPEG is an error.
    /// - Complexity: O(pixels).
    public init(jpeg data: Data) throws(PictureError) {
        var rgb: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = data.withUnsafeBytes { bytes in
            parley_jpeg_decode(bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), UInt(Self.maxPixels), &rgb, &width, &height, &message, message.count)
        }
        guard status == 0, let rgb else { throw PictureError("JPEG: " + Self.text(message)) }
        defer { free(rgb) }
        let count = Int(width) * Int(height)
        var rgba = [UInt8](repeating: 255, count: count * 4)
        for index in 0..<count {
            rgba[index * 4] = rgb[index * 3]
            rgba[index * 4 + 1] = rgb[index * 3 + 1]
            rgba[index * 4 + 2] = rgb[index * 3 + 2]
        }
        self.init(width: Int(width), height: Int(height), rgba: rgba)
    }

    /// PNG bytes of the pixels (libpng): the image header, the sRGB mark, the pixels and the end,
    /// nothing else.
    /// - Complexity: O(pixels).
    public func png() throws(PictureError) -> [UInt8] {
        guard width > 0, height > 0 else { throw PictureError("PNG: an empty picture") }
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = rgba.withUnsafeBufferPointer { pixels in
            parley_png_encode(pixels.baseAddress, UInt32(width), UInt32(height), &bytes, &size, &message, message.count)
        }
        guard status == 0, let bytes else { throw PictureError("PNG: " + Self.text(message)) }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// The size a PNG's header (`IHDR`) gives, when it has one.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// The error of a picture of more than `maxPixels`.
    static func tooLarge(_ width: Int, _ height: Int) -> PictureError {
        PictureError("the picture is \(width) × \(height) pixels, more than Parley draws")
    }

    /// A C message buffer as text.
    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
