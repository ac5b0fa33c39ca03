import ChatLayout
import Foundation
import PictureCodec
@_spi(Benchmarks) @testable import ParleyTerminal

/// A reader of the encoder's bytes for the picture tests, written apart from the encoder: it
/// follows the cursor through the motions the encoder uses (CUP, CUU/CUD/CUF/CUB, CHA, CR, LF,
/// a scroll region's reset), notes every glyph written and where, and takes out the strings a
/// terminal would obey (CSI, OSC, APC, DCS) with the cursor where each began.
struct GraphicsStream {
    /// A control string: its kind (`_` APC, `P` DCS, `]` OSC), its body, where the cursor stood.
    struct ControlString {
        var kind: Character
        var body: [UInt8]
        var at: GridPoint
    }

    var written: [GridPoint: String] = [:]
    var strings: [ControlString] = []
    var csi: [String] = []
    /// Bytes that were neither text nor a sequence the reader knows (none is expected).
    var unknown: [UInt8] = []

    init(_ bytes: [UInt8]) {
        var row = 0, column = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B where index + 1 < bytes.count:
                let kind = bytes[index + 1]
                if kind == UInt8(ascii: "[") {
                    var end = index + 2
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                    let body = String(decoding: bytes[(index + 2)..<min(end, bytes.count)], as: UTF8.self)
                    let final = end < bytes.count ? Character(Unicode.Scalar(bytes[end])) : "?"
                    csi.append(body + String(final))
                    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                    let first = max(1, numbers.first ?? 1)
                    switch final {
                    case "H": (row, column) = (max(1, numbers.first ?? 1) - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
                    case "A": row -= first
                    case "B": row += first
                    case "C": column += first
                    case "D": column -= first
                    case "G": column = first - 1
                    case "r": (row, column) = (0, 0)
                    default: break
                    }
                    index = end + 1
                } else if [UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "P")].contains(kind) {
                    var end = index + 2
                    while end < bytes.count, bytes[end] != 0x07, !(bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                    strings.append(ControlString(kind: Character(Unicode.Scalar(kind)), body: Array(bytes[(index + 2)..<end]), at: GridPoint(row: row, column: column)))
                    index = end + (end < bytes.count && bytes[end] == 0x07 ? 1 : 2)
                } else {
                    unknown.append(byte)
                    index += 1
                }
            case 0x0D:
                column = 0
                index += 1
            case 0x0A:
                row += 1
                index += 1
            case 0x00..<0x20, 0x7F:
                unknown.append(byte)
                index += 1
            default:
                var end = index + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                let glyph = String(decoding: bytes[index..<end], as: UTF8.self)
                written[GridPoint(row: row, column: column)] = glyph
                column += max(1, CellWidth.of(glyph))
                index = end
            }
        }
    }

    /// The glyphs written inside `rows` × `columns`.
    func written(in rows: Range<Int>, _ columns: Range<Int>) -> [GridPoint: String] {
        written.filter { rows.contains($0.key.row) && columns.contains($0.key.column) }
    }

    /// The kitty commands, chunks joined: each command's keys (of its first chunk), its whole
    /// payload decoded from base64, and where the cursor stood.
    var kittyCommands: [(keys: [String: String], payload: [UInt8], at: GridPoint)] {
        var commands: [(keys: [String: String], payload: [UInt8], at: GridPoint)] = []
        var base64: [UInt8] = []
        var open = false
        for string in strings where string.kind == "_" {
            let text = String(decoding: string.body, as: UTF8.self)
            guard text.hasPrefix("G") else { continue }
            let parts = text.dropFirst().split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let keys = Dictionary(parts[0].split(separator: ",").map { pair -> (String, String) in
                let sides = pair.split(separator: "=", maxSplits: 1)
                return (String(sides[0]), sides.count > 1 ? String(sides[1]) : "")
            }, uniquingKeysWith: { $1 })
            if !open { commands.append((keys, [], string.at)) }
            if parts.count > 1 { base64 += Array(parts[1].utf8) }
            open = keys["m"] == "1"
            if !open {
                commands[commands.count - 1].payload = Array(Data(base64Encoded: Data(base64)) ?? Data())
                base64 = []
            }
        }
        return commands
    }
}

/// A DEC sixel decoder for the tests: DCS parameters, raster attributes, colour definitions
/// (RGB in percent), sixel characters with repeats, graphics carriage return and new line.
/// Pixels no sixel set stay nil.
struct SixelPicture {
    var width = 0
    var height = 0
    var pixels: [(UInt8, UInt8, UInt8)?] = []
    /// Bytes between DCS and ST that are not part of the sixel grammar (none is expected).
    var stray: [UInt8] = []

    init(_ body: [UInt8]) {
        var index = 0
        while index < body.count, body[index] != UInt8(ascii: "q") { index += 1 }
        index += 1
        func number() -> Int {
            var value = 0
            while index < body.count, (0x30...0x39).contains(body[index]) {
                value = value * 10 + Int(body[index] - 0x30)
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while index < body.count, body[index] == UInt8(ascii: ";") {
                index += 1
                values.append(number())
            }
            return values
        }
        var palette: [Int: (UInt8, UInt8, UInt8)] = [:]
        var colour = 0, x = 0, top = 0
        func put(_ bits: UInt8, count: Int) {
            for _ in 0..<count {
                for offset in 0..<6 where bits & (1 << offset) != 0 {
                    let y = top + offset
                    if x < width, y < height { pixels[y * width + x] = palette[colour] }
                }
                x += 1
            }
        }
        while index < body.count {
            let byte = body[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                let raster = numbers()
                if raster.count == 4 {
                    (width, height) = (raster[2], raster[3])
                    pixels = Array(repeating: nil, count: width * height)
                }
            case UInt8(ascii: "#"):
                index += 1
                let values = numbers()
                colour = values[0]
                if values.count == 5, values[1] == 2 {
                    palette[colour] = (UInt8((values[2] * 255 + 50) / 100), UInt8((values[3] * 255 + 50) / 100), UInt8((values[4] * 255 + 50) / 100))
                }
            case UInt8(ascii: "!"):
                index += 1
                let count = number()
                if index < body.count, (63...126).contains(body[index]) {
                    put(body[index] - 63, count: count)
                    index += 1
                }
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                (x, top) = (0, top + 6)
                index += 1
            case 63...126:
                put(byte - 63, count: 1)
                index += 1
            default:
                stray.append(byte)
                index += 1
            }
        }
    }
}
