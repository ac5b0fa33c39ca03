/// A key as the settings file writes it (issue 36 "A settings file"): modifiers `ctrl-`,
/// `alt-`, `shift-` before a key name (`enter`, `tab`, `backspace`, `delete`, `insert`, `esc`,
/// `up`, `down`, `left`, `right`, `home`, `end`, `pgup`, `pgdn`, `space`, `f1`–`f12`) or one
/// character (`?`, `+`, `n`), case-insensitive but for the character. Shift with a letter is
/// its capital (`alt-shift-m` is Alt-M as terminals send it: `alt-M`).
package enum KeyChord {
    private static let named: [(String, Key)] = [
        ("enter", .enter), ("tab", .tab), ("backspace", .backspace), ("delete", .delete), ("insert", .insert), ("esc", .escape),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown),
    ]

    private static let modifierNames: [(String, Modifiers)] = [("ctrl-", .control), ("alt-", .alt), ("shift-", .shift)]

    /// The key `spec` names, or nil.
    package static func key(_ spec: String) -> KeyEvent? {
        var modifiers: Modifiers = []
        var rest = Substring(spec)
        while let (prefix, modifier) = modifierNames.first(where: { rest.count > $0.0.count && rest.lowercased().hasPrefix($0.0) }) {
            modifiers.insert(modifier)
            rest = rest.dropFirst(prefix.count)
        }
        let name = rest.lowercased()
        if let key = named.first(where: { $0.0 == name })?.1 { return KeyEvent(key, modifiers) }
        if name == "space" { return character(" ", modifiers) }
        if name.first == "f", let number = Int(name.dropFirst()), (1...12).contains(number), String(number) == name.dropFirst() {
            return KeyEvent(.function(number), modifiers)
        }
        guard rest.count == 1, let character = rest.first, !character.isWhitespace,
              character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        return self.character(character, modifiers)
    }

    private static func character(_ character: Character, _ modifiers: Modifiers) -> KeyEvent {
        var modifiers = modifiers
        var character = character
        if character.isLetter, modifiers.contains(.shift) {
            modifiers.remove(.shift)
            character = Character(character.uppercased())
        } else if character.isLetter, modifiers.contains(.control) {
            character = Character(character.lowercased())
        }
        return KeyEvent(.character(character), modifiers)
    }

    /// `key` as the file writes it; `key(spec(of: k)) == k` for every key `key(_:)` gives.
    package static func spec(of key: KeyEvent) -> String {
        var prefix = ""
        if key.modifiers.contains(.control) { prefix += "ctrl-" }
        if key.modifiers.contains(.alt) { prefix += "alt-" }
        if key.modifiers.contains(.shift) { prefix += "shift-" }
        switch key.key {
        case let .character(character):
            if character == " " { return prefix + "space" }
            if character.isUppercase, character.isLetter { return prefix + "shift-" + character.lowercased() }
            return prefix + String(character)
        case let .function(number):
            return prefix + "f\(number)"
        default:
            return prefix + (named.first { $0.1 == key.key }?.0 ?? "")
        }
    }
}
