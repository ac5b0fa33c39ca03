import Foundation

/// PNG files with chunks a picture's pixels do not need, for the tests that show a picture file
/// can hand on nothing but its pixels: text chunks (`tEXt`, `iTXt`) holding escape sequences a
/// terminal would obey, put in after the header.
public enum HostilePNG {
    /// What the text chunks say: a title, a hyperlink, a clipboard write, a screen clear, a
    /// cursor move, a kitty graphics command and a bell, each as a terminal would take it.
    public static let escapes = "\u{1B}]0;pwned\u{07}\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{1B}[H\u{1B}_Ga=d\u{1B}\\\u{07}\u{9B}31m"

    /// `png` with a `tEXt` chunk (keyword `Comment`) and an `iTXt` chunk (keyword `Title`), both
    /// saying `escapes`, between its header and the rest. `png` must start with its signature and
    /// `IHDR` (as every PNG does).
    public static func withTextChunks(_ png: Data, saying text: String = escapes) -> Data {
        let bytes = [UInt8](png)
        let headerEnd = 8 + 8 + 13 + 4
        precondition(bytes.count > headerEnd && Array(bytes[12..<16]) == Array("IHDR".utf8), "HostilePNG: not a PNG with its header first")
        let latin = Array(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        let textChunk = chunk("tEXt", Array("Comment".utf8) + [0] + latin)
        let internationalChunk = chunk("iTXt", Array("Title".utf8) + [0, 0, 0, 0, 0] + Array(text.utf8))
        return Data(bytes[..<headerEnd] + textChunk + internationalChunk + bytes[headerEnd...])
    }

    /// One chunk: its length, type, data and CRC-32 (ISO 3309, over the type and the data).
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let length = UInt32(data.count)
        let typed = Array(type.utf8) + data
        let crc = crc32(typed)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + typed
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// CRC-32 as PNG computes it (polynomial 0xEDB88320, reflected, inverted).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
