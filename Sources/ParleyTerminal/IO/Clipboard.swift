import Foundation

/// The terminal's clipboard (issue 11 "Copy"): OSC 52 sets it from base64 text, so nothing
/// of the copied text can drive the terminal. Terminals that do not have it ignore the
/// sequence.
package enum Clipboard {
    /// `ESC ] 52 ; c ; BASE64 ESC \`: the system clipboard set to `text`.
    package static func setBytes(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
    }
}

extension TerminalSession {
    /// Puts `text` on the terminal's clipboard (OSC 52).
    func copyToClipboard(_ text: String) throws {
        try writeAll(Clipboard.setBytes(text))
    }
}
