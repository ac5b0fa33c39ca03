import CQREncode

/// A QR code's modules, encoded by libqrencode: `size` × `size`, row by row, `true` dark.
package struct QRCode: Hashable, Sendable {
    package let size: Int
    package let modules: [Bool]

    /// `text` as a QR code of the smallest version that holds it, byte mode, error correction
    /// level L (SimpleX links are long; the terminal shows them large enough to scan); nil
    /// when it does not fit in version 40.
    package init?(_ text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_L) else { return nil }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        self.size = size
        modules = (0..<(size * size)).map { code.pointee.data[$0] & 1 == 1 }
    }

    /// Whether the module at `row`, `column` is dark; outside the code (the quiet zone) it is light.
    package func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }

    /// The code in half blocks, two module rows to a line of text, with a quiet zone of `quiet`
    /// modules around it: `▀` top dark, `▄` bottom dark, `█` both, a space neither. Drawn dark
    /// on light whatever the terminal's colours, so that cameras read it.
    package func halfBlockRows(quiet: Int = 2) -> [String] {
        let span = -quiet..<(size + quiet)
        return stride(from: -quiet, to: size + quiet, by: 2).map { row in
            String(span.map { column -> Character in
                switch (isDark(row: row, column: column), isDark(row: row + 1, column: column)) {
                case (true, true): "█"
                case (true, false): "▀"
                case (false, true): "▄"
                case (false, false): " "
                }
            })
        }
    }
}
