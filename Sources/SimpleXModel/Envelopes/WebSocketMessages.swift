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

/// A frame from the `simplex-chat` WebSocket API: the response to a command (with its
/// `corrId`) or an event (without one). The body is under `resp` in both.
package enum WebSocketMessage: SimpleXCodable {
    case response(corrId: String, ChatResponse)
    case event(ChatEvent)

    package init(from decoder: any Decoder) throws {
        let frame = try decoder.container(keyedBy: JSONKey.self)
        if let corrId: String = try frame.valueIfPresent("corrId") {
            self = .response(corrId: corrId, try frame.value("resp"))
        } else {
            self = .event(try frame.value("resp"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
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
    /// A `corrId` (read first, wherever it is) makes the body under `resp` a response, else an
    /// event.
    package init(json reader: inout JSONReader) throws(JSONReadError) {
        let start = reader.mark()
        var members = try reader.beginObject()
        var corrId: String?
        if try reader.seek(toField: "corrId", in: &members) {
            let mark = reader.mark()
            do throws(JSONReadError) {
                corrId = try reader.readIfPresent(String.self)
            } catch {
                throw try reader.firstError(error.under(key: "corrId"), from: mark, in: &members)
            }
        }
        reader.reset(to: start)
        members = try reader.beginObject()
        guard try reader.seek(toField: "resp", in: &members) else {
            throw JSONReadError(.keyNotFound, at: reader.offset).under(key: "resp")
        }
        let mark = reader.mark()
        do throws(JSONReadError) {
            if let corrId {
                self = .response(corrId: corrId, try reader.read(ChatResponse.self))
            } else {
                self = .event(try reader.read(ChatEvent.self))
            }
        } catch {
            throw try reader.firstError(error.under(key: "resp"), from: mark, in: &members)
        }
        try reader.skipMembers(&members)
    }
}
