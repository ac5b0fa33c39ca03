import Foundation

/// The width and height of an encoded picture, read from its header alone: PNG's `IHDR`, JPEG's
/// start-of-frame marker. Pure: the layout sizes image cards by the preview's aspect without
/// decoding it.
public struct ImageDimensions: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// The size of PNG or JPEG bytes; nil for other or truncated bytes, or a zero side.
    /// - Complexity: O(bytes before the frame header) for JPEG, O(1) for PNG.
    public init?(encoded data: Data) {
        let bytes = [UInt8](data.prefix(65_536 * 4))
        guard let size = Self.png(bytes) ?? Self.jpeg(bytes), size.width > 0, size.height > 0 else { return nil }
        self = size
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func png(_ bytes: [UInt8]) -> ImageDimensions? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageDimensions(width: Int(bigEndian(bytes, 16, 4)), height: Int(bigEndian(bytes, 20, 4)))
    }

    /// Walks the JPEG markers to the first start of frame (SOF0–SOF15 but DHT, JPG and DAC).
    static func jpeg(_ bytes: [UInt8]) -> ImageDimensions? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = Int(bigEndian(bytes, offset + 2, 2))
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                return ImageDimensions(width: Int(bigEndian(bytes, offset + 7, 2)), height: Int(bigEndian(bytes, offset + 5, 2)))
            }
            offset += 2 + length
        }
        return nil
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt32 {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
