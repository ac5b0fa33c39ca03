extension SafeText {
    /// The cells a tab of a body is drawn as: the layout wraps and indents, so tab stops cannot
    /// hold, and a tab is as wide wherever it stands (issue 36 D13).
    public static let tabCells = 4

    /// A body as terminal cells draw it: `sanitize(text, for: .body)` with each tab as
    /// `tabCells` spaces, so what is measured is what is drawn and no tab reaches the
    /// terminal. - Complexity: O(n) in the scalars of `text`.
    public static func drawn(_ text: String) -> String {
        expandingTabs(sanitize(text, for: .body))
    }

    /// `text` with each tab as `tabCells` spaces. - Complexity: O(n).
    public static func expandingTabs(_ text: String) -> String {
        guard text.utf8.contains(0x09) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                output.append(contentsOf: String(repeating: " ", count: tabCells).unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }
}
