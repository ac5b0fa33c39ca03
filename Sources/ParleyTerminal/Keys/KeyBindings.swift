import Localization

/// Which keys do which of the client's actions (`KeyAction`): the defaults of
/// `KeyAction.table`, with what the settings file's `[keys]` table binds instead (issue 36
/// "A settings file"). A value the terminal takes to read its keys by.
package struct KeyBindings: Hashable, Sendable {
    /// Each action's keys; an action with none is not bound.
    package private(set) var keys: [KeyAction: [KeyEvent]]

    /// The client's keys as they are by default.
    package static let defaults = KeyBindings(keys: Dictionary(uniqueKeysWithValues: KeyAction.table.map { entry in
        (entry.action, entry.keys.split(separator: " ").compactMap { KeyChord.key(String($0)) })
    }))

    /// The action `key` does in `context` (an action of that context, else one of anywhere).
    package func action(for key: KeyEvent, in context: KeyAction.Context) -> KeyAction? {
        let bound = KeyAction.table.filter { keys[$0.action]?.contains(key) == true }
        return (bound.first { $0.context == context } ?? bound.first { $0.context == .anywhere })?.action
    }

    /// Why keys cannot be bound: the line of the settings file and what is wrong.
    package typealias Refusal = TOMLError

    /// These bindings with `action` bound to the keys `spec` writes (`KeyChord`, separated by
    /// spaces; empty unbinds it), read from `line` of the file. A key that names nothing, a
    /// plain key for typing in a chat, or a key another action of the same context (or
    /// anywhere) has is refused. - Complexity: O(actions × keys).
    package func binding(_ action: KeyAction, to spec: String, line: Int) throws(Refusal) -> KeyBindings {
        var chords: [KeyEvent] = []
        for word in spec.split(separator: " ") {
            guard let key = KeyChord.key(String(word)) else {
                throw Refusal(line: line) { $0.tr("{word} is not a key; write ctrl-t, alt-shift-m, f1, pgup, space or one character", ["word": String(word)]) }
            }
            if action.entry.context == .chat, key.text != nil {
                throw Refusal(line: line) { $0.tr("{action} = {word}: in a chat a plain key types text; bind it with ctrl- or alt-", ["action": action.rawValue, "word": String(word)]) }
            }
            chords.append(key)
        }
        var bound = self
        bound.keys[action] = chords
        return bound
    }

    /// The first key two actions share where both are read (one context, or one anywhere),
    /// with the actions; nil when there is none.
    package var clash: (key: KeyEvent, actions: (KeyAction, KeyAction))? {
        let entries = KeyAction.table
        for (index, first) in entries.enumerated() {
            for second in entries[(index + 1)...] where first.context == second.context || first.context == .anywhere || second.context == .anywhere {
                if let key = keys[first.action]?.first(where: { keys[second.action]?.contains($0) == true }) {
                    return (key, (first.action, second.action))
                }
            }
        }
        return nil
    }
}
