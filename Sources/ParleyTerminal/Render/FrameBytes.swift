/// The bytes of one frame as they are built, with the control sequences the encoder uses
/// (ECMA-48 and xterm names). Appends only; no per-sequence allocation.
struct FrameBytes {
    var bytes: [UInt8] = []

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(contentsOf other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// `n` in decimal, no padding.
    mutating func decimal(_ n: Int) {
        if n >= 10 { decimal(n / 10) }
        bytes.append(UInt8(0x30 + n % 10))
    }

    /// CSI `n` `final`, with `n` left out when it is 1 (every sequence used defaults to 1).
    mutating func csi(_ n: Int, _ final: UInt8) {
        append("\u{1B}[")
        if n != 1 { decimal(n) }
        bytes.append(final)
    }

    /// CUP to the 0-based `row`, `column`, shortest form.
    mutating func cursorPosition(row: Int, column: Int) {
        append("\u{1B}[")
        if row != 0 || column != 0 { decimal(row + 1) }
        if column != 0 {
            bytes.append(UInt8(ascii: ";"))
            decimal(column + 1)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    /// The bytes `decimal(n)` writes.
    static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : 5
    }

    /// The bytes `csi(n, _)` writes.
    static func csiCost(_ n: Int) -> Int {
        3 + (n == 1 ? 0 : digits(n))
    }

    /// The bytes `cursorPosition(row:column:)` writes.
    static func cursorPositionCost(row: Int, column: Int) -> Int {
        if row == 0 && column == 0 { return 3 }
        return 3 + digits(row + 1) + (column == 0 ? 0 : 1 + digits(column + 1))
    }
}

/// The fixed sequences of the renderer and the session.
enum ControlSequence {
    static let resetStyle: StaticString = "\u{1B}[0m"
    static let clearScreen: StaticString = "\u{1B}[2J"
    static let hideCursor: StaticString = "\u{1B}[?25l"
    static let showCursor: StaticString = "\u{1B}[?25h"
    static let beginSynchronizedUpdate: StaticString = "\u{1B}[?2026h"
    static let endSynchronizedUpdate: StaticString = "\u{1B}[?2026l"
    static let closeHyperlink: StaticString = "\u{1B}]8;;\u{1B}\\"
    static let openHyperlinkPrefix: StaticString = "\u{1B}]8;;"
    static let stringTerminator: StaticString = "\u{1B}\\"
}
