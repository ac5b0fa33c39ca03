/// Text from other people (messages, names, file names, link texts, group descriptions) made
/// unable to drive a terminal (issue 11 "Safety"; research "Escape-injection advisories").
///
/// In every context:
/// - C0 controls and DEL become their Control Pictures (U+2400–U+2421: ESC is `␛`, so no
///   CSI, OSC, DCS, APC, PM or SOS sequence survives, only its visible text);
/// - C1 code points U+0080–U+009F (judged after UTF-8 decoding, never by byte) become `␛`
///   and the 7-bit character they stand for: U+009B (CSI) is `␛[`, U+009D (OSC) is `␛]`.
///
/// In a `.body`: CR LF, a lone CR, U+2028 and U+2029 become `\n`, the hard line break the layout
/// measures; TAB stays a tab, so the message keeps it (a pasted Makefile or TSV; issue 36
/// D13), and is drawn in cells as `tabCells` spaces (`drawn(_:)`: the layout wraps and
/// indents, so tab stops cannot hold); these two are the only controls kept; bidi embeddings,
/// overrides and isolates are balanced per paragraph: an unmatched PDF or PDI is dropped, a PDI
/// first closes the embeddings opened inside its isolate, and whatever is open at a line break
/// or the end is closed there (PDF for U+202A, B, D, E; PDI for U+2066–2068).
///
/// In a `.name` (one line, and identity-critical): every control including `\n` and TAB is a
/// Control Picture; bidi controls, invisible characters and the line and paragraph separators
/// are shown as `[U+XXXX]`: U+200B–U+200F, U+2028–U+202E, U+2060–U+2069, U+FEFF, U+180E, U+061C, U+034F, U+00AD and the Hangul
/// fillers U+115F, U+1160, U+3164, U+FFA0, except a ZWJ inside an emoji sequence, which stays.
public enum SafeText {
    /// Where the text is shown.
    public enum Context: Hashable, Sendable {
        /// A message body, quote, description or file name shown as a paragraph.
        case body
        /// A display name, shown on one line where every character must be seen.
        case name
    }

    /// `text` made safe to draw in `context`. - Complexity: O(n) in the scalars of `text`.
    public static func sanitize(_ text: String, for context: Context) -> String {
        var output = String.UnicodeScalarView()
        switch context {
        case .body: sanitizeBody(text, into: &output)
        case .name: sanitizeName(text, into: &output)
        }
        return String(output)
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// What a control is drawn as: its Control Picture (C0, DEL) or `␛` for a C1 code, which
    /// `sanitize` follows with its 7-bit final. Any other scalar is itself.
    public static func substitute(for scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0..<0x20: return Character(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{241B}"
        default: return Character(scalar)
        }
    }

    static func appendControl(_ scalar: Unicode.Scalar, to output: inout String.UnicodeScalarView) {
        output.append(contentsOf: substitute(for: scalar).unicodeScalars)
        if (0x80...0x9F).contains(scalar.value), let seven = Unicode.Scalar(scalar.value - 0x40) {
            output.append(seven)
        }
    }
}
