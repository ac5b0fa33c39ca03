/// A command frame of the `simplex-chat` WebSocket API: `{"corrId": …, "cmd": …}`.
public struct WebSocketCommand: SimpleXCodable {
    /// Unique per command; the response carries it back.
    public var corrId: String
    /// The command string (`ChatCommand.text`).
    public var cmd: String

    public init(corrId: String, cmd: String) {
        self.corrId = corrId
        self.cmd = cmd
    }
}

/// A frame from the `simplex-chat` WebSocket API: the response to a command (with its
/// `corrId`) or an event (without one). The body is under `resp` in both.
public enum WebSocketMessage: SimpleXCodable {
    case response(corrId: String, ChatResponse)
    case event(ChatEvent)

    public init(from decoder: any Decoder) throws {
        let frame = try decoder.container(keyedBy: JSONKey.self)
        if let corrId: String = try frame.valueIfPresent("corrId") {
            self = .response(corrId: corrId, try frame.value("resp"))
        } else {
            self = .event(try frame.value("resp"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var frame = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case let .response(corrId, response):
            try frame.encode(corrId, forKey: "corrId")
            try frame.encode(response, forKey: "resp")
        case let .event(event):
            try frame.encode(event, forKey: "resp")
        }
    }
}
