import Foundation

extension GroupMember {
    /// A member of a list that cannot be read (issue 19, "one bad entry is one bad entry"): the
    /// other members still read, and this one keeps what can be read on its own (ids, name,
    /// role) with status `unknown` and `invalidJSON` saying what could not be read and why.
    init(invalidJSONFrom decoder: any Decoder, error: DecodingError) throws {
        let json = try JSONValue(from: decoder)
        self.init(invalidJSON: json, error: SimpleXDecodingError(error, below: decoder.codingPath).recordText)
    }

    /// `init(invalidJSONFrom:error:)` for `JSONReader`: the member's JSON is read again from
    /// `mark` as received (an error there ends the read, as on the Decodable path).
    init(invalidJSONFrom reader: inout JSONReader, at mark: JSONReader.Mark, error: JSONReadError) throws(JSONReadError) {
        reader.reset(to: mark)
        let json = try JSONValue(json: &reader)
        self.init(invalidJSON: json, error: error.decodingError.recordText)
    }

    private init(invalidJSON json: JSONValue, error: String) {
        let integer = { (key: String) -> Int64 in if case let .integer(value)? = json[key] { value } else { 0 } }
        let name = json["memberProfile"]?["displayName"]?.stringValue ?? json["localDisplayName"]?.stringValue ?? "unreadable member"
        let time = Date(timeIntervalSince1970: 0)
        self.init(
            blockedByAdmin: false, createdAt: time, groupId: integer("groupId"), groupMemberId: integer("groupMemberId"), indexInGroup: integer("indexInGroup"),
            invalidJSON: "\(error): " + ((try? SimpleXJSON.text(json)) ?? ""), invitedBy: .unknown, localDisplayName: name, memberCategory: .invitee,
            memberChatVRange: VersionRange(maxVersion: 1, minVersion: 1), memberContactProfileId: 0, memberId: json["memberId"]?.stringValue ?? "",
            memberProfile: LocalProfile(displayName: name, fullName: "", localAlias: "", profileId: 0),
            memberRole: JSONValue.part(GroupMemberRole.self, of: json["memberRole"]) ?? .observer,
            memberSettings: GroupMemberSettings(showMessages: true), memberStatus: .unknown, updatedAt: time)
    }
}
