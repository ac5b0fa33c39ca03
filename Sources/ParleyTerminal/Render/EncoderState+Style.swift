import ChatLayout

extension EncoderState {
    /// Makes `style` the pen: OSC 8 when the link changes, then the shorter of the SGR change
    /// from the pen (attributes off and on, changed colours) and a reset followed by the whole
    /// style. Colours are compared as `colorDepth` shows them.
    mutating func setStyle(_ style: CellStyle) {
        guard style != pen else { return }
        if style.link != pen.link {
            closeLink()
            if encoder.hyperlinks, let link = style.link, let url = sanitizedLink(link) {
                out.append(ControlSequence.openHyperlinkPrefix)
                out.append(contentsOf: url)
                out.append(ControlSequence.stringTerminator)
            }
        }
        let depth = encoder.colorDepth
        let from: Pen = (depth.map(pen.foreground), depth.map(pen.background), pen.attributes)
        let to: Pen = (depth.map(style.foreground), depth.map(style.background), style.attributes)
        if from != to {
            shorterSGR(from: from, to: to)
        }
        pen = style
    }

    /// Ends the open hyperlink, if any.
    mutating func closeLink() {
        if pen.link != nil, encoder.hyperlinks {
            out.append(ControlSequence.closeHyperlink)
        }
        pen.link = nil
    }

    typealias Pen = (foreground: TerminalColor, background: TerminalColor, attributes: CellStyle.Attributes)

    /// Writes both candidate sequences at the end of `out` and keeps the shorter, so no
    /// buffer is allocated per change.
    private mutating func shorterSGR(from: Pen, to: Pen) {
        let start = out.bytes.count
        var change = SGRCodes()
        var attributesOn = to.attributes.subtracting(from.attributes)
        let attributesOff = from.attributes.subtracting(to.attributes)
        if !attributesOff.isDisjoint(with: [.bold, .dim]) {
            change.add(22, to: &out)
            attributesOn.formUnion(to.attributes.intersection([.bold, .dim]))
        }
        if attributesOff.contains(.italic) { change.add(23, to: &out) }
        if attributesOff.contains(.underline) { change.add(24, to: &out) }
        if attributesOff.contains(.inverse) { change.add(27, to: &out) }
        if attributesOff.contains(.strikethrough) { change.add(29, to: &out) }
        change.addAttributes(attributesOn, to: &out)
        if from.foreground != to.foreground { change.addColor(to.foreground, background: false, to: &out) }
        if from.background != to.background { change.addColor(to.background, background: true, to: &out) }
        change.finish(&out)
        let changeLength = out.bytes.count - start

        var reset = SGRCodes()
        reset.add(0, to: &out)
        reset.addAttributes(to.attributes, to: &out)
        if to.foreground != .default { reset.addColor(to.foreground, background: false, to: &out) }
        if to.background != .default { reset.addColor(to.background, background: true, to: &out) }
        reset.finish(&out)
        let resetLength = out.bytes.count - start - changeLength

        if resetLength < changeLength {
            out.bytes.removeSubrange(start..<(start + changeLength))
        } else {
            out.bytes.removeLast(resetLength)
        }
    }

    /// `url` as OSC 8 may carry it: printable ASCII, anything else percent-encoded (controls
    /// dropped); nil when empty or longer than 2083 bytes, the limit terminals keep.
    mutating func sanitizedLink(_ url: String) -> [UInt8]? {
        if let known = sanitizedLinks[url] { return known.isEmpty ? nil : known }
        var bytes: [UInt8] = []
        for scalar in url.unicodeScalars where !SafeText.isControl(scalar) {
            if scalar.value > 0x20 && scalar.value < 0x7F {
                bytes.append(UInt8(scalar.value))
            } else {
                for byte in String(scalar).utf8 {
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                }
            }
        }
        if bytes.count > 2083 { bytes = [] }
        sanitizedLinks[url] = bytes
        return bytes.isEmpty ? nil : bytes
    }

    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x41 + value - 10
    }
}

/// SGR parameters joined by `;` into one `CSI … m`, written straight into the frame.
struct SGRCodes {
    private var count = 0

    mutating func add(_ code: Int, to bytes: inout FrameBytes) {
        if count == 0 {
            bytes.append("\u{1B}[")
        } else {
            bytes.append(UInt8(ascii: ";"))
        }
        bytes.decimal(code)
        count += 1
    }

    mutating func addAttributes(_ attributes: CellStyle.Attributes, to bytes: inout FrameBytes) {
        for (attribute, code) in Self.attributeCodes where attributes.contains(attribute) { add(code, to: &bytes) }
    }

    static let attributeCodes: [(CellStyle.Attributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9)]

    mutating func addColor(_ color: TerminalColor, background: Bool, to bytes: inout FrameBytes) {
        let offset = background ? 10 : 0
        switch color {
        case .default: add(39 + offset, to: &bytes)
        case .ansi(let n): add(n < 8 ? 30 + offset + Int(n) : 90 + offset + Int(n) - 8, to: &bytes)
        case .indexed(let n):
            add(38 + offset, to: &bytes)
            add(5, to: &bytes)
            add(Int(n), to: &bytes)
        case .rgb(let r, let g, let b):
            add(38 + offset, to: &bytes)
            add(2, to: &bytes)
            add(Int(r), to: &bytes)
            add(Int(g), to: &bytes)
            add(Int(b), to: &bytes)
        }
    }

    /// Closes the sequence with `m`; writes nothing when no code was added.
    func finish(_ bytes: inout FrameBytes) {
        if count > 0 { bytes.append(UInt8(ascii: "m")) }
    }
}
