/// The character classes of the core's parser (Haskell's `Data.Char` on code points), with
/// fast answers for ASCII and for the letter blocks of common scripts, which hold no
/// punctuation (checked against the Unicode data by a test).
extension Unicode.Scalar {
    /// `isSpace`: the ASCII white space characters and the `Zs` spaces (U+00A0, U+1680,
    /// U+2000–U+200A, U+202F, U+205F, U+3000).
    var isHaskellSpace: Bool {
        switch value {
        case 0x20, 0x09...0x0D, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `isPunctuation`: general categories Pc, Pd, Ps, Pe, Pi, Pf, Po.
    var isPunctuation: Bool {
        if value < 0x80 {
            // The P* characters of ASCII, !"#%&'()*,-./:;?@[\]_{}, as two bit sets.
            let set: UInt64 = value < 64 ? 0x8C00_F7EE_0000_0000 : 0x2800_0000_B800_0001
            return (set >> (value & 63)) & 1 != 0
        }
        if Self.isInBlockWithoutPunctuation(value) {
            return false
        }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// `isAlpha`: general categories Lu, Ll, Lt, Lm, Lo (for ASCII, the 52 letters).
    var isLetter: Bool {
        if value < 0x80 {
            return isASCIILetter
        }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// Whether `value` is in a block of letters, marks and symbols of a common script, without
    /// any punctuation among them: Latin-1 letters, combining marks, Greek, Cyrillic, Hebrew and
    /// Arabic letters, Devanagari letters, kana, CJK ideographs, Hangul syllables, variation
    /// selectors and emoji.
    static func isInBlockWithoutPunctuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x00C0...0x00FF, 0x0300...0x036F, 0x0391...0x03C9, 0x0400...0x04FF, 0x05D0...0x05EA,
             0x0620...0x064A, 0x0905...0x0939, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF,
             0xAC00...0xD7A3, 0xFE00...0xFE0F, 0x1F300...0x1FAFF: true
        default: false
        }
    }

    var isASCIIDigit: Bool { (0x30...0x39).contains(value) }

    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }

    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
}
