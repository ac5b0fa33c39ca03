import ChatBackend
import Foundation

/// What a core transport receives.
public enum CoreInbound: Sendable {
    /// A frame of the CLI's WebSocket API: `{"corrId"?, "resp"}` (or `result`/`error`); with a
    /// `corrId` it answers that command, without one it is an event (simplex-wire §1.6).
    case frame(Data)
    /// The reply to the command sent with `corrId`, as the C API returns it: `{"result"}` or
    /// `{"error"}` (older cores: `{"resp"}`).
    case reply(corrId: String, Data)
    /// An event as the C API's receive returns it: `{"result"}` or `{"error"}`.
    case event(Data)
    /// The last message: why the transport ended.
    case ended(ChatBackendError)
}

/// A way to the core: it takes command strings tagged with a `corrId` and delivers what the core
/// says on `inbound`, which ends with `.ended`. The WebSocket API and libsimplex are the two.
public protocol CoreTransport: Sendable {
    var inbound: AsyncStream<CoreInbound> { get }
    /// Sends `command` (a `ChatCommand.text`); its reply arrives on `inbound` with `corrId`.
    func send(corrId: String, command: String) async throws(ChatBackendError)
    /// Ends the transport; `inbound` ends soon after.
    func close() async
}
