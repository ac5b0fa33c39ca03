extension InputDecoder {
    /// One step of parsing at `index`.
    enum Step: Equatable {
        /// The bytes from `index` may still become something longer.
        case incomplete
        case event(InputEvent, length: Int)
        /// A sequence that means nothing here (an unknown CSI, an OSC other than 11).
        case ignored(length: Int)
        /// `ESC [ 200 ~`: what follows is pasted.
        case pasteStart(length: Int)
    }

    static func parse(_ bytes: [UInt8], at index: Int) -> Step {
        let byte = bytes[index]
        if byte == 0x1B { return parseEscape(bytes, at: index) }
        if byte < 0x20 || byte == 0x7F {
            return .event(.key(controlKey(byte)), length: 1)
        }
        return parseText(bytes, at: index, modifiers: [], prefix: 0)
    }

    /// The key a C0 byte or DEL stands for: Enter (CR), Tab, Backspace (DEL; BS is
    /// Ctrl-Backspace), Ctrl-Space (NUL), otherwise Ctrl with the letter or symbol (LF is Ctrl-J).
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D: return KeyEvent(.enter)
        case 0x09: return KeyEvent(.tab)
        case 0x7F: return KeyEvent(.backspace)
        case 0x08: return KeyEvent(.backspace, .control)
        case 0x00: return KeyEvent(.character(" "), .control)
        case 0x1B: return KeyEvent(.escape)
        case 0x01...0x1A: return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        default: return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), .control)
        }
    }

    /// ESC and one byte as an Alt key, when that byte is a whole key.
    static func altKey(_ byte: UInt8) -> KeyEvent? {
        if byte < 0x20 || byte == 0x7F {
            var key = controlKey(byte)
            key.modifiers.insert(.alt)
            return key
        }
        if byte < 0x80 { return KeyEvent(.character(Character(Unicode.Scalar(byte))), .alt) }
        return nil
    }

    static func parseEscape(_ bytes: [UInt8], at index: Int) -> Step {
        guard index + 1 < bytes.count else { return .incomplete }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return parseCSI(bytes, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return .incomplete }
            if let key = ss3Key(bytes[index + 2]) { return .event(.key(key), length: 3) }
            return .event(.key(KeyEvent(.character("O"), .alt)), length: 2)
        case UInt8(ascii: "]"):
            guard index + 2 < bytes.count else { return .incomplete }
            guard (0x30...0x39).contains(bytes[index + 2]) else { return .event(.key(KeyEvent(.character("]"), .alt)), length: 2) }
            return parseOSC(bytes, at: index)
        case UInt8(ascii: "_"), UInt8(ascii: "P"):
            return parseReplyString(bytes, at: index) ?? .event(.key(KeyEvent(.character(Character(Unicode.Scalar(next))), .alt)), length: 2)
        case 0x1B:
            return .event(.key(KeyEvent(.escape)), length: 1)
        case 0x80...:
            return parseText(bytes, at: index + 1, modifiers: .alt, prefix: 1)
        default:
            return altKey(next).map { .event(.key($0), length: 2) } ?? .ignored(length: 1)
        }
    }

    /// SS3 finals: arrows, Home, End and F1–F4 in application mode, keypad Enter.
    static func ss3Key(_ byte: UInt8) -> KeyEvent? {
        switch byte {
        case UInt8(ascii: "A"): return KeyEvent(.up)
        case UInt8(ascii: "B"): return KeyEvent(.down)
        case UInt8(ascii: "C"): return KeyEvent(.right)
        case UInt8(ascii: "D"): return KeyEvent(.left)
        case UInt8(ascii: "H"): return KeyEvent(.home)
        case UInt8(ascii: "F"): return KeyEvent(.end)
        case UInt8(ascii: "M"): return KeyEvent(.enter)
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return KeyEvent(.function(Int(byte) - 0x50 + 1))
        default: return nil
        }
    }

    /// One UTF-8 scalar from `index` as a character key with `modifiers`; `prefix` bytes before
    /// it belong to the event (ESC for Alt).
    static func parseText(_ bytes: [UInt8], at index: Int, modifiers: Modifiers, prefix: Int) -> Step {
        switch UTF8Step.decode(bytes, at: index) {
        case .incomplete: return .incomplete
        case .scalar(let scalar, let length):
            return .event(.key(KeyEvent(.character(Character(scalar)), modifiers)), length: prefix + length)
        case .invalid(let length):
            return .event(.key(KeyEvent(.character("\u{FFFD}"), modifiers)), length: prefix + length)
        }
    }

    static let maximumSequence = 256

    /// The two string replies Parley asks for, ended by ST (or BEL): a kitty graphics reply,
    /// `ESC _ G … ST`, and XTVERSION's, `ESC P > | … ST`. `.incomplete` while the bytes so far
    /// may still be one; nil when they are not (the caller reads Alt and the letter). A reply
    /// longer than `maximumSequence` is dropped.
    static func parseReplyString(_ bytes: [UInt8], at index: Int) -> Step? {
        let prefix: [UInt8] = bytes[index + 1] == UInt8(ascii: "_") ? Array("_G".utf8) : Array("P>|".utf8)
        for (offset, expected) in prefix.enumerated() {
            guard index + 1 + offset < bytes.count else { return .incomplete }
            guard bytes[index + 1 + offset] == expected else { return nil }
        }
        let start = index + 1 + prefix.count
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x07 || byte == 0x1B {
                if byte == 0x1B {
                    guard end + 1 < bytes.count else { return .incomplete }
                    guard bytes[end + 1] == UInt8(ascii: "\\") else { return .ignored(length: end - index) }
                }
                let length = end + (byte == 0x07 ? 1 : 2) - index
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                return .event(prefix.count == 2 ? .graphicsReply(text) : .terminalName(text), length: length)
            }
            if end - index > maximumSequence { return .ignored(length: end - index) }
            end += 1
        }
        return .incomplete
    }

    /// `ESC ] Ps ; Pt` ended by BEL or ST. Only OSC 11 (the background colour) is kept.
    static func parseOSC(_ bytes: [UInt8], at index: Int) -> Step {
        var end = index + 2
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x07 {
                return oscStep(bytes[(index + 2)..<end], length: end + 1 - index)
            }
            if byte == 0x1B {
                guard end + 1 < bytes.count else { return .incomplete }
                guard bytes[end + 1] == UInt8(ascii: "\\") else { return .ignored(length: end - index) }
                return oscStep(bytes[(index + 2)..<end], length: end + 2 - index)
            }
            if end - index > maximumSequence { return .ignored(length: end - index) }
            end += 1
        }
        return .incomplete
    }

    static func oscStep(_ body: ArraySlice<UInt8>, length: Int) -> Step {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;"), let color = parseColorSpec(text.dropFirst(3)) else { return .ignored(length: length) }
        return .event(.backgroundColor(red: color.0, green: color.1, blue: color.2), length: length)
    }

    /// `rgb:R/G/B` with 1–4 hex digits a channel (XParseColor), scaled to 8 bits.
    static func parseColorSpec(_ spec: Substring) -> (UInt8, UInt8, UInt8)? {
        guard spec.hasPrefix("rgb:") else { return nil }
        let channels = spec.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return (values[0], values[1], values[2])
    }
}

/// One step of UTF-8 decoding (Unicode §3.9, maximal subparts for invalid input).
enum UTF8Step: Equatable {
    case scalar(Unicode.Scalar, length: Int)
    case invalid(length: Int)
    case incomplete

    static func decode(_ bytes: [UInt8], at index: Int) -> UTF8Step {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return .invalid(length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else { return .incomplete }
            let byte = bytes[index + offset]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }
}
