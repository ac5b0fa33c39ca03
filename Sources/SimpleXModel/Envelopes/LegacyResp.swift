/// The `resp` of an older core's envelope: the body itself, or — the WebSocket server of cores
/// 6.3.4 to 6.3.7 — the body as Haskell's `Either` is written: `{"Right": body}`, or
/// `{"Left": {"type": "chatCmdError", "chatError": …}}` for an error (an object of that one
/// member; a body has a `type`).
enum LegacyResp<Body: SimpleXCodable>: Decodable {
    case body(Body)
    case error(ChatError)

    init(from decoder: any Decoder) throws {
        if let either = try? decoder.container(keyedBy: JSONKey.self), either.allKeys.count == 1 {
            if either.contains("Right") {
                self = .body(try either.value("Right"))
                return
            }
            if either.contains("Left") {
                self = .error((try either.value("Left") as LegacyError).chatError)
                return
            }
        }
        self = .body(try Body(from: decoder))
    }
}

/// The `Left` of the 6.3.4–6.3.7 WebSocket server: the error inside its object.
struct LegacyError: Decodable, JSONReadable {
    var chatError: ChatError

    init(from decoder: any Decoder) throws {
        chatError = try decoder.container(keyedBy: JSONKey.self).value("chatError")
    }

    init(json reader: inout JSONReader) throws(JSONReadError) {
        let start = reader.offset
        var members = try reader.beginObject()
        var chatError: ChatError?
        while let key = try reader.nextKey(in: &members) {
            if "chatError" ~= key, chatError == nil {
                chatError = try reader.attempt(ChatError.self, field: "chatError").get()
            } else {
                try reader.skipValue()
            }
        }
        guard let chatError else { throw JSONReadError(.keyNotFound, at: start).under(key: "chatError") }
        self.chatError = chatError
    }
}

extension JSONReader {
    /// Reads an envelope's `resp` (`LegacyResp`), keeping a failure as `attempt` does: an
    /// `Either` object's side, or else the body, whose unreadable content is named as the
    /// Decodable path names it (`LegacyResp<Body>`, the field's type there).
    mutating func attemptLegacyResp<Body: SimpleXCodable>(_ type: Body.Type) throws(JSONReadError) -> Result<LegacyResp<Body>, JSONReadError> {
        let start = mark()
        guard let (side, value, end) = eitherSide() else {
            reset(to: start)
            do throws(JSONReadError) {
                return .success(.body(try Body(json: &self)))
            } catch where !error.isSyntax {
                reset(to: start)
                try skipValue()
                return .failure(error.named(LegacyResp<Body>.self).under(key: "resp"))
            }
        }
        reset(to: value)
        let read: Result<LegacyResp<Body>, JSONReadError> = switch side {
        case .right: try attempt(Body.self, field: "Right").map(LegacyResp.body)
        case .left: try attempt(LegacyError.self, field: "Left").map { .error($0.chatError) }
        }
        reset(to: end)
        return read.mapError { $0.under(key: "resp") }
    }

    private enum EitherSide { case right, left }

    /// Whether the value here is an `Either` object, `{"Right": …}` or `{"Left": …}`, and
    /// where its side's value and the object end; nil for anything else, unreadable JSON too
    /// (the body's reader then says what is wrong, as the Decodable path does).
    private mutating func eitherSide() -> (EitherSide, Mark, Mark)? {
        guard peek() == UInt8(ascii: "{") else { return nil }
        do throws(JSONReadError) {
            var members = try beginObject()
            guard let key = try nextKey(in: &members), "Right" ~= key || "Left" ~= key else { return nil }
            let side: EitherSide = "Right" ~= key ? .right : .left
            let value = mark()
            try skipValue()
            guard try nextKey(in: &members) == nil else { return nil }
            return (side, value, mark())
        } catch {
            return nil
        }
    }
}
