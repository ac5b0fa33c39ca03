import Foundation

extension ChatItem {
    /// The item the view shows for JSON it cannot read (spec: `invalidJSON`, `CIInvalidJSONView`):
    /// the content is `.invalidJSON` with the JSON as received and the decoding error; direction
    /// and meta are kept when they decode on their own, so the item still sorts and pages.
    init(invalidJSONFrom decoder: any Decoder, error: DecodingError) throws {
        let json = try JSONValue(from: decoder)
        let fields = try? decoder.container(keyedBy: JSONKey.self)
        let meta = (try? fields?.decodeIfPresent(CIMeta.self, forKey: "meta")) ?? CIMeta.invalidJSON(json["meta"])
        self.init(
            chatDir: (try? fields?.decodeIfPresent(CIDirection.self, forKey: "chatDir")) ?? .directRcv,
            content: .invalidJSON(decodingError: SimpleXDecodingError(error, below: decoder.codingPath).description, json: (try? SimpleXJSON.text(json)) ?? ""),
            mentions: [:],
            meta: meta,
            reactions: [])
    }
}

extension CIMeta {
    /// Meta for an unreadable item: its id and time when those can be read, else zero values.
    static func invalidJSON(_ json: JSONValue?) -> CIMeta {
        let itemId: Int64 = if case let .integer(id)? = json?["itemId"] { id } else { 0 }
        let itemTs = json?["itemTs"]?.stringValue.flatMap(Timestamp.parse) ?? Date(timeIntervalSince1970: 0)
        return CIMeta(
            createdAt: itemTs, deletable: false, editable: false, hasLink: false, itemEdited: false,
            itemId: itemId, itemStatus: .rcvRead, itemText: "", itemTs: itemTs,
            showGroupAsSender: false, updatedAt: itemTs, userMention: false)
    }
}
