/// The keys as the `?` sheet and the hint line show them (issue 36 "A settings file"): as the
/// help writes the defaults, or, for an action the settings file's `[keys]` binds anew, its
/// keys as bound (`Ctrl-T`, `Alt-Shift-M`, `F2`).
extension KeyBindings {
    /// `action`'s keys: `standard` (the help's way of writing the defaults) while they are the
    /// defaults, else the keys bound, two spaces apart; "—" when none is.
    package func label(_ action: KeyAction, standard: String) -> String {
        let bound = keys[action] ?? []
        guard bound != Self.defaults.keys[action] else { return standard }
        return bound.isEmpty ? "—" : bound.map(KeyChord.label(of:)).joined(separator: "  ")
    }

    /// A hint line's entry that starts with `action`'s default key `standard` (`r reply`), with
    /// the key bound now in its place; the entry as it is when the keys are the defaults or
    /// when its words do not start with the key.
    package func hint(_ text: String, _ action: KeyAction, standard: String) -> String {
        let bound = keys[action] ?? []
        guard bound != Self.defaults.keys[action], text.hasPrefix(standard + " "), let first = bound.first else { return text }
        return KeyChord.label(of: first) + text.dropFirst(standard.count)
    }
}

extension KeyChord {
    /// `key` as people read it: `Ctrl-T`, `Alt-Shift-M`, `PgUp`, `F1`, `↑`, `x`, `P`.
    package static func label(of key: KeyEvent) -> String {
        if case let .character(character) = key.key, key.modifiers.isDisjoint(with: [.control, .alt]) {
            return character == " " ? "Space" : String(character)
        }
        let words = spec(of: key).split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let spelled: [String: String] = ["pgup": "PgUp", "pgdn": "PgDn", "up": "↑", "down": "↓", "left": "←", "right": "→"]
        return words.enumerated().map { index, word in
            if let name = spelled[word] { return name }
            let isModifier = index < words.count - 1
            if !isModifier, word.count == 1 { return words.count > 1 ? word.uppercased() : word }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: "-")
    }
}
