import Foundation
import Localization

/// The terminal's clipboard (issue 11 "Copy"): OSC 52 sets it from base64 text, so nothing
/// of the copied text can drive the terminal. Terminals that do not have it ignore the
/// sequence.
package enum Clipboard {
    /// `ESC ] 52 ; c ; BASE64 ESC \`: the system clipboard set to `text`.
    package static func setBytes(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
    }

    /// The most text a copy sends, in bytes of UTF-8: tmux and most terminals drop a longer
    /// OSC 52 sequence without a word (issue 36 D24), so a longer copy is refused instead.
    package static let maximumBytes = 74_000

    /// Why `text` is not copied, in `t`'s language; nil when it fits the sequence.
    package static func refusal(_ text: String, _ t: Translator) -> String? {
        let bytes = text.utf8.count
        guard bytes > maximumBytes else { return nil }
        return t.tr("Not copied: {size} KB is more than a terminal's clipboard takes ({limit} KB)",
                    ["size": String(bytes / 1000), "limit": String(maximumBytes / 1000)])
    }
}

extension TerminalSession {
    /// Puts `text` on the terminal's clipboard (OSC 52).
    func copyToClipboard(_ text: String) throws {
        try writeAll(Clipboard.setBytes(text))
    }
}
