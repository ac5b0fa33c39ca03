extension SafeText {
    /// Invisible, reordering or line-breaking scalars a name shows as `[U+XXXX]` (a name is
    /// one line: the line and paragraph separators U+2028 and U+2029 would break it).
    static func isHiddenInName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0x180E, 0x061C, 0x034F, 0x00AD,
             0x115F, 0x1160, 0x3164, 0xFFA0:
            return true
        default:
            return false
        }
    }

    static func sanitizeName(_ text: String, into output: inout String.UnicodeScalarView) {
        for character in text {
            let scalars = Array(character.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                if isControl(scalar) {
                    appendControl(scalar, to: &output)
                } else if isHiddenInName(scalar) && !isEmojiJoiner(scalars, at: index) {
                    output.append(contentsOf: "[U+\(hex(scalar.value))]".unicodeScalars)
                } else {
                    output.append(scalar)
                }
            }
        }
    }

    /// Whether `scalars[index]` is a ZWJ joining two emoji of one cluster.
    static func isEmojiJoiner(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard scalars[index].value == 0x200D, index > 0, index + 1 < scalars.count,
              let first = scalars.first, first.value > 0x7F, first.properties.isEmoji else { return false }
        return scalars[index + 1].properties.isEmoji
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
