extension InputDecoder {
    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F) and a final (0x40–0x7E).
    /// A sequence broken by another byte, or longer than `maximumSequence`, is dropped up to
    /// that byte.
    static func parseCSI(_ bytes: [UInt8], at index: Int) -> Step {
        var end = index + 2
        while end < bytes.count {
            let byte = bytes[end]
            if (0x40...0x7E).contains(byte) {
                let length = end + 1 - index
                return csiStep(CSISequence(bytes[(index + 2)..<end], final: byte), length: length)
            }
            guard (0x20...0x3F).contains(byte), end - index <= maximumSequence else {
                return .ignored(length: end - index)
            }
            end += 1
        }
        return .incomplete
    }

    /// A CSI sequence split into its parts.
    struct CSISequence {
        /// `<`, `?`, `>` or `=` before the parameters, or 0.
        var marker: UInt8 = 0
        var parameters: [Int] = []
        var intermediates: [UInt8] = []
        var final: UInt8

        init(_ body: ArraySlice<UInt8>, final: UInt8) {
            self.final = final
            var current: Int?
            var rest = body[...]
            if let first = rest.first, (0x3C...0x3F).contains(first) {
                marker = first
                rest = rest.dropFirst()
            }
            for byte in rest {
                switch byte {
                case 0x30...0x39: current = min(99_999, (current ?? 0) * 10 + Int(byte - 0x30))
                case UInt8(ascii: ";"), UInt8(ascii: ":"):
                    parameters.append(current ?? 0)
                    current = nil
                case 0x20...0x2F: intermediates.append(byte)
                default: break
                }
            }
            if current != nil || !parameters.isEmpty { parameters.append(current ?? 0) }
        }

        func parameter(_ index: Int, default value: Int) -> Int {
            index < parameters.count && parameters[index] != 0 ? parameters[index] : value
        }
    }

    static func csiStep(_ csi: CSISequence, length: Int) -> Step {
        if let event = csiEvent(csi) { return .event(event, length: length) }
        if csi.marker == 0, csi.final == UInt8(ascii: "~"), csi.parameter(0, default: 0) == 200 {
            return .pasteStart(length: length)
        }
        return .ignored(length: length)
    }

    static func csiEvent(_ csi: CSISequence) -> InputEvent? {
        switch (csi.marker, csi.final) {
        case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
            return mouseEvent(csi).map(InputEvent.mouse)
        case (UInt8(ascii: "?"), UInt8(ascii: "c")):
            return .deviceAttributes(csi.parameters)
        case (UInt8(ascii: "?"), UInt8(ascii: "y")) where csi.intermediates == [UInt8(ascii: "$")] && csi.parameters.count == 2:
            return ModeState(rawValue: csi.parameters[1]).map { .modeReport(mode: csi.parameters[0], state: $0) }
        case (UInt8(ascii: "?"), UInt8(ascii: "S")) where csi.intermediates.isEmpty && csi.parameters.count >= 2:
            return .graphicsAttribute(item: csi.parameters[0], status: csi.parameters[1], values: Array(csi.parameters.dropFirst(2)))
        case (0, _) where csi.intermediates.isEmpty:
            return plainCSIEvent(csi)
        default:
            return nil
        }
    }

    static func plainCSIEvent(_ csi: CSISequence) -> InputEvent? {
        let modifiers = Modifiers(xtermParameter: csi.parameter(1, default: 1))
        func key(_ key: Key) -> InputEvent { .key(KeyEvent(key, modifiers)) }
        switch csi.final {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "Z"): return .key(KeyEvent(.tab, modifiers.union(.shift)))
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "R"):
            if csi.parameters.count == 2 {
                return .cursorPosition(GridPoint(row: csi.parameters[0] - 1, column: csi.parameters[1] - 1))
            }
            return key(.function(3))
        case UInt8(ascii: "t") where csi.parameters.count == 3 && csi.parameters[0] == 6:
            return .cellSize(width: csi.parameters[2], height: csi.parameters[1])
        case UInt8(ascii: "I"): return .focus(true)
        case UInt8(ascii: "O"): return .focus(false)
        case UInt8(ascii: "u"): return kittyKey(csi)
        case UInt8(ascii: "~"): return tildeKey(csi.parameter(0, default: 0)).map(key)
        default: return nil
        }
    }

    /// `CSI n ~` keys (VT220 and xterm numbering).
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }

    /// `CSI code ; modifiers u` (the kitty keyboard protocol's, also xterm's modifyOtherKeys
    /// format 1): Enter, Tab, Backspace, Esc or a character.
    static func kittyKey(_ csi: CSISequence) -> InputEvent? {
        let modifiers = Modifiers(xtermParameter: csi.parameter(1, default: 1))
        let code = csi.parameter(0, default: 0)
        switch code {
        case 13: return .key(KeyEvent(.enter, modifiers))
        case 9: return .key(KeyEvent(.tab, modifiers))
        case 127: return .key(KeyEvent(.backspace, modifiers))
        case 27: return .key(KeyEvent(.escape, modifiers))
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return .key(KeyEvent(.character(Character(scalar)), modifiers))
        }
    }

    /// `CSI < b ; x ; y M|m` (mode 1006).
    static func mouseEvent(_ csi: CSISequence) -> MouseEvent? {
        guard csi.parameters.count == 3 else { return nil }
        let code = csi.parameters[0]
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let position = GridPoint(row: csi.parameters[2] - 1, column: csi.parameters[1] - 1)
        let button = MouseEvent.Button(rawValue: code & 3) ?? .none
        let action: MouseEvent.Action
        if code & 64 != 0 {
            action = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
        } else if code & 32 != 0 {
            action = button == .none ? .move : .drag(button)
        } else if csi.final == UInt8(ascii: "m") {
            action = .release(button)
        } else {
            action = .press(button)
        }
        return MouseEvent(action: action, position: position, modifiers: modifiers)
    }
}
