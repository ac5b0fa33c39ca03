import SimpleXModel

/// What only an embedded core can do, beyond the commands every core answers: a command asks
/// for it (`backend as? any LocalCore`) and reports clearly when the backend has none — a
/// remote core has one active profile for all its clients, no local bots and no app settings.
public protocol LocalCore: ChatBackend {
    /// Acts as the local profile named `name` on this connection only; the active profile,
    /// and every other connection, stay as they are.
    func act(asProfileNamed name: String) async throws(ChatBackendError)

    /// Returns once the local bots have answered everything sent so far.
    func waitForBots() async

    /// The app's default chat layout, below every profile's and chat's (nil: none set).
    func appChatLayout() async throws(ChatBackendError) -> ChatLayoutMode?

    /// Sets the app's default chat layout; nil removes it.
    func setAppChatLayout(_ layout: ChatLayoutMode?) async throws(ChatBackendError)
}
