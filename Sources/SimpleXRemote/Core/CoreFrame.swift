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
