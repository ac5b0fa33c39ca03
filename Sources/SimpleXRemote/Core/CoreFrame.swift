import Foundation
import SimpleXModel

/// A frame of the WebSocket API decoded in one pass: with a `corrId` the body is a
/// `ChatResponse`, without one a `ChatEvent` (simplex-wire §1.6; Server.hs `ChatSrvResponse`).
enum CoreFrame: Decodable, Sendable {
    case reply(corrId: String, CoreReply<ChatResponse>)
    case event(CoreReply<ChatEvent>)

    private enum Keys: String, CodingKey { case corrId }

    init(from decoder: any Decoder) throws {
        let frame = try decoder.container(keyedBy: Keys.self)
        if let corrId = try frame.decodeIfPresent(String.self, forKey: .corrId) {
            self = .reply(corrId: corrId, try CoreReply(from: decoder))
        } else {
            self = .event(try CoreReply(from: decoder))
        }
    }

    /// The `corrId` of a frame whose body does not decode, so that its command fails at once
    /// with the reason instead of waiting for its timeout.
    static func corrId(of data: Data) -> String? {
        struct CorrIdOnly: Decodable { var corrId: String? }
        do {
            return try JSONDecoder().decode(CorrIdOnly.self, from: data).corrId
        } catch {
            return nil
        }
    }
}

extension CoreFrame: JSONReadable {
    /// The generated readers' path for a frame: the `corrId` is looked up first (it leads
    /// the frames the CLI writes, so that costs nothing), then the envelope is read once.
    init(json reader: inout JSONReader) throws(JSONReadError) {
        let start = reader.mark()
        var members = try reader.beginObject()
        var corrId: String?
        if try reader.seek(toField: "corrId", in: &members) {
            let mark = reader.mark()
            do throws(JSONReadError) {
                corrId = try reader.readNull() ? nil : try String(json: &reader)
            } catch {
                throw try reader.firstError(error.under(key: "corrId"), from: mark, in: &members)
            }
        }
        reader.reset(to: start)
        if let corrId {
            self = .reply(corrId: corrId, try CoreReply(json: &reader))
        } else {
            self = .event(try CoreReply(json: &reader))
        }
    }
}
