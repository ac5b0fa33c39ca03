/// A command frame of the `simplex-chat` WebSocket API: `{"corrId": …, "cmd": …}`.
package struct WebSocketCommand: SimpleXCodable {
    /// Unique per command; the response carries it back.
    package var corrId: String
    /// The command string (`ChatCommand.text`).
    package var cmd: String

    package init(corrId: String, cmd: String) {
        self.corrId = corrId
        self.cmd = cmd
    }
}

/// A frame from the `simplex-chat` WebSocket API as the client reads it: a top-level
/// `corrId` (`FrameCorrId`) makes it the reply to that command, else it is an event; the rest
/// is the core's reply envelope (`CoreReply`: `result`, `error` or the older `resp`), the same
/// type the client decodes a reply and an event with (simplex-wire §1.6).
package enum WebSocketMessage: SimpleXCodable {
    case response(corrId: String, CoreReply<ChatResponse>)
    case event(CoreReply<ChatEvent>)

    package init(from decoder: any Decoder) throws {
        let frame = try decoder.container(keyedBy: JSONKey.self)
        if let corrId: String = try? frame.valueIfPresent("corrId") {
            self = .response(corrId: corrId, try CoreReply(from: decoder))
        } else {
            self = .event(try CoreReply(from: decoder))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case let .response(corrId, reply):
            var frame = encoder.container(keyedBy: JSONKey.self)
            try frame.encode(corrId, forKey: "corrId")
            try reply.encode(to: encoder)
        case let .event(reply):
            try reply.encode(to: encoder)
        }
    }
}

extension WebSocketCommand: JSONReadable {
    /// Fields in declaration order, as the synthesized Decodable path checks them.
    package init(json reader: inout JSONReader) throws(JSONReadError) {
        var members = try reader.beginObject()
        var cmd: Result<String, JSONReadError>?
        var corrId: Result<String, JSONReadError>?
        while let key = try reader.nextKey(in: &members) {
            switch key {
            case "cmd" where cmd == nil: cmd = try reader.attempt(String.self, field: "cmd", named: false)
            case "corrId" where corrId == nil: corrId = try reader.attempt(String.self, field: "corrId", named: false)
            default: try reader.skipValue()
            }
        }
        let id = try corrId.orMissing("corrId", at: reader.offset).get()
        self.init(corrId: id, cmd: try cmd.orMissing("cmd", at: reader.offset).get())
    }
}

extension WebSocketMessage: JSONReadable {
    /// The frame's `corrId` as the client finds it (`FrameCorrId`: one that is missing, null or
    /// no string makes an event), then the envelope from the frame's start.
    package init(json reader: inout JSONReader) throws(JSONReadError) {
        let start = reader.mark()
        let corrId = FrameCorrId.read(&reader)
        reader.reset(to: start)
        if let corrId {
            self = .response(corrId: corrId, try CoreReply(json: &reader))
        } else {
            self = .event(try CoreReply(json: &reader))
        }
    }
}
