import Foundation

/// A window's picture in the X Window Dump format xwd writes: a big-endian header, the colour
/// map, then the pixels, as 24-bit true colour in 32-bit units (what Xvfb's 24-bit screen has).
public struct XWDImage: Sendable {
    /// The file is not one xwd writes for a true-colour screen.
    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    public let width: Int
    public let height: Int
    /// Each pixel as 0xRRGGBB, row by row from the top.
    public let pixels: [UInt32]

    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func field(_ index: Int) throws -> Int {
            let offset = index * 4
            guard offset + 4 <= bytes.count else { throw Unreadable(description: "the header is cut short") }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let headerSize = try field(0), width = try field(4), height = try field(5)
        let byteOrder = try field(7), bitsPerPixel = try field(11), bytesPerLine = try field(12), colours = try field(19)
        guard bitsPerPixel == 32 else { throw Unreadable(description: "\(bitsPerPixel) bits a pixel, not 32") }
        let start = headerSize + colours * 12
        guard width > 0, height > 0, start + (height - 1) * bytesPerLine + width * 4 <= bytes.count else {
            throw Unreadable(description: "the pixels are cut short")
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            for column in 0..<width {
                let at = start + row * bytesPerLine + column * 4
                let unit = byteOrder == 0
                    ? UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
                    : UInt32(bytes[at + 3]) | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 1]) << 16
                pixels.append(unit & 0xFF_FFFF)
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at `x`, `y` (from the top left).
    public subscript(x: Int, y: Int) -> UInt32 {
        pixels[y * width + x]
    }
}
