@testable import SimpleXMarkdown
import Testing

/// The parser's fast character classes agree with the Unicode data on every code point.
@Suite struct CharacterClassTests {
    private static func unicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }

    @Test func punctuationMatchesTheGeneralCategoryEverywhere() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isPunctuation != Self.unicodePunctuation(scalar) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func lettersMatchTheGeneralCategoryEverywhere() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: false
            }
            if scalar.isLetter != expected {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func spacesAreTheSpaceSeparatorsAndASCIIWhiteSpace() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = (0x09...0x0D).contains(value) || scalar.properties.generalCategory == .spaceSeparator
            if scalar.isHaskellSpace != expected {
                Issue.record("U+\(String(value, radix: 16)) space \(scalar.isHaskellSpace), expected \(expected)")
            }
        }
    }
}
