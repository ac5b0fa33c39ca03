import ChatSession

/// What happens to the terminal client: input, a resize, an input of the chat session (the
/// core's events and answers, the runner's outcomes), or the end of input.
@_spi(Benchmarks) public enum ClientEvent: Sendable {
    /// What the terminal sent: a key, a paste, the mouse, focus, or a reply to a query.
    case input(InputEvent)
    /// The terminal's new size.
    case resize(GridSize)
    /// An input for the session: the core's events and answers, the runner's outcomes.
    case session(SessionInput)
    /// The terminal's input ended: quit without asking (a live message is still finished).
    case inputEnded
    /// A picture finished decoding and scaling (`PictureCache`): nothing changes but the next frame shows it.
    case picturesReady
    /// The session asked for help (`/help`): the keys sheet, opened at its commands (D29).
    case showCommands
    /// The path after `/f` in the compose bar `from` completed as `to` (Tab, D27).
    case pathCompleted(from: String, to: String)
}

/// What the terminal client asks to be done: the session's effects, and giving the terminal
/// back to the shell (Ctrl-Z).
@_spi(Benchmarks) public enum ClientEffect: Hashable, Sendable {
    /// An effect of the session, for the runner or the face.
    case session(SessionEffect)
    /// Gives the terminal back to the shell and stops the process, taking the terminal again
    /// when the shell continues it; answered by a `.resize`.
    case suspend
    /// Completes the path after `/f` in the compose text (Tab, D27): the runtime lists its
    /// folder and answers with `.pathCompleted`, or not at all.
    case completePath(String)
}
