import ChatSession

/// The face that owns the chat session a ``ChatWidget`` shows (issue 35): the widget's own
/// (`WidgetSession`, for a host that brings messages or a core), or `parley gui`'s window, whose
/// chat pane the widget is. The widget reads the session from its owner and sends it what the
/// user does; the owner hands the widget what changed (`ChatWidget.draw`) and the effects it
/// carries out (`ChatWidget.perform`). So the chat's face — the conversation, the compose field,
/// the status line, the message menu and the prompt — is written once.
@MainActor
protocol SessionOwner: AnyObject {
    /// The chat client, as it is now.
    var session: ChatSession { get }
    /// Hands `input` to the session, its effects to the backend and the faces, and draws what
    /// changed.
    func handle(_ input: SessionInput)
}
