/// A reply of the core's C API: `{"result": Body}` or `{"error": ChatError}`, with an optional
/// `remoteHostId`. Older cores wrapped the body as `{"resp": Body}`; that decodes as `.result`
/// (and `{"resp": {"Right": Body}}`, `{"resp": {"Left": ChatError}}` of the 6.3.4–6.3.7
/// WebSocket server as `.result` and `.error`, `LegacyResp`).
/// `Body` is `ChatResponse` for `chat_send_cmd` and `ChatEvent` for `chat_recv_msg`.
public enum CoreReply<Body: SimpleXCodable>: SimpleXCodable {
    case result(Body, remoteHostId: Int64? = nil)
    case error(ChatError, remoteHostId: Int64? = nil)

    public init(from decoder: any Decoder) throws {
        let envelope = try decoder.container(keyedBy: JSONKey.self)
        let remoteHostId: Int64? = try envelope.valueIfPresent("remoteHostId")
        if envelope.contains("error") {
            self = .error(try envelope.value("error"), remoteHostId: remoteHostId)
        } else if envelope.contains("result") {
            self = .result(try envelope.value("result"), remoteHostId: remoteHostId)
        } else if envelope.contains("resp") {
            switch try envelope.value("resp") as LegacyResp<Body> {
            case let .body(body): self = .result(body, remoteHostId: remoteHostId)
            case let .error(error): self = .error(error, remoteHostId: remoteHostId)
            }
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a core reply needs a \"result\", \"error\" or \"resp\" field"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var envelope = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case let .result(body, remoteHostId):
            try envelope.encode(body, forKey: "result")
            try envelope.encodeIfPresent(remoteHostId, forKey: "remoteHostId")
        case let .error(error, remoteHostId):
            try envelope.encode(error, forKey: "error")
            try envelope.encodeIfPresent(remoteHostId, forKey: "remoteHostId")
        }
    }
}
