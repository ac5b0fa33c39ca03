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
            content: .invalidJSON(decodingError: SimpleXDecodingError(error, below: decoder.codingPath).recordText, json: (try? SimpleXJSON.text(json)) ?? ""),
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

extension ChatItem {
    /// `init(invalidJSONFrom:error:)` for `JSONReader`: the item's JSON is read again from
    /// `mark` as received (an error there ends the read, as on the Decodable path), and its
    /// `meta` and `chatDir` are kept when they read on their own.
    init(invalidJSONFrom reader: inout JSONReader, at mark: JSONReader.Mark, error: JSONReadError) throws(JSONReadError) {
        reader.reset(to: mark)
        let json = try JSONValue(json: &reader)
        self.init(
            chatDir: JSONValue.part(CIDirection.self, of: json["chatDir"]) ?? .directRcv,
            content: .invalidJSON(decodingError: error.decodingError.recordText, json: (try? SimpleXJSON.text(json)) ?? ""),
            mentions: [:],
            meta: JSONValue.part(CIMeta.self, of: json["meta"]) ?? CIMeta.invalidJSON(json["meta"]),
            reactions: [])
    }
}

extension JSONValue {
    /// A part of an unreadable record (an item's meta, a chat's stats) read on its own, or nil
    /// when it is absent, null or unreadable too (the record then shows defaults there).
    static func part<Part: JSONReadable>(_ type: Part.Type, of json: JSONValue?) -> Part? {
        guard let json, json != .null else { return nil }
        do {
            return try JSONReader.read(type, from: SimpleXJSON.compactUTF8(json))
        } catch {
            return nil
        }
    }
}
