import Foundation

extension PlainMessage {
    enum CodingKeys: String, CodingKey {
        case id, sender, date, text, replyTo, reactions, myReactions, status, edited, deleted, forwarded, file
    }

    /// Reads a message from JSON: `id`, `sender`, `date` (as the decoder's date strategy reads
    /// it, e.g. `.iso8601`) and `text` are required; the rest may be left out.
    ///
    /// ```json
    /// {"id": 2, "sender": {"id": "u1", "name": "Ann", "isMe": true}, "date": "2026-12-05T09:30:00Z",
    ///  "text": "on *Monday*", "replyTo": 1, "status": "read", "reactions": {"👍": 2}}
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int64.self, forKey: .id), sender: try container.decode(PlainSender.self, forKey: .sender),
                  date: try container.decode(Date.self, forKey: .date), text: try container.decode(String.self, forKey: .text),
                  replyTo: try container.decodeIfPresent(Int64.self, forKey: .replyTo),
                  reactions: try container.decodeIfPresent([String: Int].self, forKey: .reactions) ?? [:])
        myReactions = try container.decodeIfPresent(Set<String>.self, forKey: .myReactions) ?? []
        status = try container.decodeIfPresent(Status.self, forKey: .status)
        edited = try container.decodeIfPresent(Bool.self, forKey: .edited) ?? false
        deleted = try container.decodeIfPresent(Deletion.self, forKey: .deleted)
        forwarded = try container.decodeIfPresent(Bool.self, forKey: .forwarded) ?? false
        file = try container.decodeIfPresent(PlainFile.self, forKey: .file)
    }

    /// Writes what `init(from:)` reads; parts at their defaults are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(sender, forKey: .sender)
        try container.encode(date, forKey: .date)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(replyTo, forKey: .replyTo)
        if !reactions.isEmpty { try container.encode(reactions, forKey: .reactions) }
        if !myReactions.isEmpty { try container.encode(myReactions.sorted(), forKey: .myReactions) }
        try container.encodeIfPresent(status, forKey: .status)
        if edited { try container.encode(edited, forKey: .edited) }
        try container.encodeIfPresent(deleted, forKey: .deleted)
        if forwarded { try container.encode(forwarded, forKey: .forwarded) }
        try container.encodeIfPresent(file, forKey: .file)
    }
}

extension PlainMessage.Deletion: Codable {
    private enum Key: String, CodingKey {
        case moderatedBy
    }

    /// Reads `"deleted"`, `"blocked"`, `"blockedByAdmin"` or `{"moderatedBy": "alice"}`.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            self = .moderated(by: try container.decode(String.self, forKey: .moderatedBy))
            return
        }
        let word = try decoder.singleValueContainer().decode(String.self)
        switch word {
        case "deleted": self = .deleted
        case "blocked": self = .blocked
        case "blockedByAdmin": self = .blockedByAdmin
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "\(word) is no deletion: use deleted, blocked, blockedByAdmin or {\"moderatedBy\": NAME}"))
        }
    }

    /// Writes what `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case let .moderated(name):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: .moderatedBy)
        case .deleted, .blocked, .blockedByAdmin:
            var container = encoder.singleValueContainer()
            try container.encode(self == .deleted ? "deleted" : self == .blocked ? "blocked" : "blockedByAdmin")
        }
    }
}

extension PlainFile.UploadStatus: Codable {
    /// Reads `"none"`, `"inProgress"` (no figure), a number from 0 to 1 (in progress, that share
    /// done), `"complete"`, `"cancelled"` or `"error"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let share = try? container.decode(Double.self) {
            guard (0...1).contains(share) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "an upload's share done is from 0 to 1, not \(share)")
            }
            self = .inProgress(share)
            return
        }
        let word = try container.decode(String.self)
        switch word {
        case "none": self = .none
        case "inProgress": self = .inProgress(nil)
        case "complete": self = .complete
        case "cancelled": self = .cancelled
        case "error": self = .error
        default:
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(word) is no upload status: use none, inProgress, a share 0…1, complete, cancelled or error")
        }
    }

    /// Writes what `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .none: try container.encode("none")
        case let .inProgress(share?): try container.encode(share)
        case .inProgress(nil): try container.encode("inProgress")
        case .complete: try container.encode("complete")
        case .cancelled: try container.encode("cancelled")
        case .error: try container.encode("error")
        }
    }
}

extension PlainFile {
    enum CodingKeys: String, CodingKey {
        case name, size, path, upload
    }

    /// Reads a file from JSON: `name` and `size` are required, `upload` is `none` when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name), size: try container.decode(Int64.self, forKey: .size),
                  path: try container.decodeIfPresent(String.self, forKey: .path),
                  upload: try container.decodeIfPresent(UploadStatus.self, forKey: .upload) ?? .none)
    }
}
