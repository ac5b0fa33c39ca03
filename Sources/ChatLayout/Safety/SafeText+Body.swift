extension SafeText {
    /// What a bidi control opens, and so what closes it.
    enum BidiOpening {
        case embedding, isolate

        var closer: Unicode.Scalar { self == .embedding ? "\u{202C}" : "\u{2069}" }
    }

    static func bidiOpening(_ scalar: Unicode.Scalar) -> BidiOpening? {
        switch scalar.value {
        case 0x202A, 0x202B, 0x202D, 0x202E: return .embedding
        case 0x2066, 0x2067, 0x2068: return .isolate
        default: return nil
        }
    }

    static func sanitizeBody(_ text: String, into output: inout String.UnicodeScalarView) {
        var open: [BidiOpening] = []
        func closeAll() {
            while let last = open.popLast() { output.append(last.closer) }
        }
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A:
                if previousWasCR { continue }
                closeAll()
                output.append("\n")
            case 0x0D, 0x2028, 0x2029:
                closeAll()
                output.append("\n")
            case 0x09:
                output.append(scalar)
            case 0x202C:
                if open.last == .embedding {
                    open.removeLast()
                    output.append(scalar)
                }
            case 0x2069:
                guard let isolate = open.lastIndex(of: .isolate) else { continue }
                while open.count > isolate { output.append(open.removeLast().closer) }
            default:
                if isControl(scalar) {
                    appendControl(scalar, to: &output)
                } else {
                    if let opening = bidiOpening(scalar) { open.append(opening) }
                    output.append(scalar)
                }
            }
        }
        closeAll()
    }
}
