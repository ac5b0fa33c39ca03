/// The character classes of the core's parser (Haskell's `Data.Char` on code points).
extension Unicode.Scalar {
    /// `isSpace`: the ASCII white space characters, no-break space and the other `Zs` spaces.
    var isHaskellSpace: Bool {
        switch value {
        case 0x20, 0x09...0x0D, 0xA0: true
        default: properties.generalCategory == .spaceSeparator
        }
    }

    /// `isPunctuation`: general categories Pc, Pd, Ps, Pe, Pi, Pf, Po.
    var isPunctuation: Bool {
        if value < 0x80 {
            return Self.asciiPunctuation[Int(value)]
        }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }

    /// `isAlpha`: general categories Lu, Ll, Lt, Lm, Lo.
    var isLetter: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// ASCII punctuation by code: the P* characters of the first 128 code points.
    private static let asciiPunctuation: [Bool] = (0..<128).map { code in
        "!\"#%&'()*,-./:;?@[\\]_{}".unicodeScalars.contains(Unicode.Scalar(UInt8(code)))
    }

    var isASCIIDigit: Bool { (0x30...0x39).contains(value) }

    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }

    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
}
