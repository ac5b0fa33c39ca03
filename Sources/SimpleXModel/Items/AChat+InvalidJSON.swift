import Foundation

extension AChat {
    /// A chat of a list that cannot be read (issue 19, "one bad entry is one bad entry"): its
    /// info is `.invalidJSON` with the chat's JSON as received and the decoding error, so the
    /// other chats of the list still read; its stats are kept when they read on their own.
    init(invalidJSONFrom decoder: any Decoder, error: DecodingError) throws {
        let json = try JSONValue(from: decoder)
        let fields = try? decoder.container(keyedBy: JSONKey.self)
        self.init(
            chatInfo: .invalidJSON(decodingError: SimpleXDecodingError(error, below: decoder.codingPath).recordText, json: (try? SimpleXJSON.text(json)) ?? ""),
            chatStats: (try? fields?.decodeIfPresent(ChatStats.self, forKey: "chatStats")) ?? .nothingUnread)
    }

    /// `init(invalidJSONFrom:error:)` for `JSONReader`: the chat's JSON is read again from
    /// `mark` as received (an error there ends the read, as on the Decodable path).
    init(invalidJSONFrom reader: inout JSONReader, at mark: JSONReader.Mark, error: JSONReadError) throws(JSONReadError) {
        reader.reset(to: mark)
        let json = try JSONValue(json: &reader)
        self.init(
            chatInfo: .invalidJSON(decodingError: error.decodingError.recordText, json: (try? SimpleXJSON.text(json)) ?? ""),
            chatStats: JSONValue.part(ChatStats.self, of: json["chatStats"]) ?? .nothingUnread)
    }
}

extension ChatStats {
    /// The stats of a chat whose own cannot be read: nothing unread.
    package static let nothingUnread = ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0)
}
