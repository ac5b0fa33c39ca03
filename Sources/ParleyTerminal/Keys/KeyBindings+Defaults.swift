/// The settings' keys acted on (issue 36 "A settings file"): the client reads every key as its
/// defaults have it, so a key the file binds becomes the key that does the same by default,
/// and a default key the file took away does nothing.
extension KeyBindings {
    /// The key that does by default what `key` does under these bindings in `context`: the
    /// first default key of the action `key` is bound to; nil for a default key whose action
    /// these bindings moved elsewhere; else `key` itself (movement, readline keys). A plain
    /// character is only read as an action where it does not type text (`typesText` false).
    /// O(actions × keys).
    package func defaultKey(for key: KeyEvent, in context: KeyAction.Context, typesText: Bool) -> KeyEvent? {
        guard self != .defaults, !(typesText && key.text != nil) else { return key }
        if let action = action(for: key, in: context) { return Self.defaults.keys[action]?.first }
        return Self.defaults.action(for: key, in: context) == nil ? key : nil
    }
}
