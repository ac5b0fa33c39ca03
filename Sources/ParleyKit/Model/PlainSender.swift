/// Someone who writes in a chat, in your program's own terms: your id for them, the name the
/// chat shows, whether they are the user of your program (`isMe`: their messages are the sent
/// ones), and optionally the role label a group shows beside the name and a picture for the
/// avatar (else the avatar is the name's initials).
///
/// ```swift
/// let me = PlainSender(id: "u1", name: "Ann", isMe: true)
/// let bob = PlainSender(id: "u2", name: "Bob", role: "admin")
/// ```
public struct PlainSender: Hashable, Sendable, Identifiable, Codable {
    /// Your id for the sender: two senders with the same id are the same person.
    public var id: String
    /// The name the chat shows (`displayName`).
    public var name: String
    /// The sender is the user: their messages are drawn as sent.
    public var isMe: Bool
    /// The label beside the name in a group ("admin", "bot"); nil for none.
    public var role: String?
    /// A PNG or JPEG file for the avatar; nil (or a file that cannot be read) for the name's initials.
    public var avatarPath: String?

    /// A sender with these parts; by default not the user, with no role and initials for an avatar.
    public init(id: String, name: String, isMe: Bool = false, role: String? = nil, avatarPath: String? = nil) {
        self.id = id
        self.name = name
        self.isMe = isMe
        self.role = role
        self.avatarPath = avatarPath
    }

    enum CodingKeys: String, CodingKey {
        case id, name, isMe, role, avatarPath
    }

    /// Reads a sender from JSON: `id` and `name` are required; `isMe` is false when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
                  isMe: try container.decodeIfPresent(Bool.self, forKey: .isMe) ?? false,
                  role: try container.decodeIfPresent(String.self, forKey: .role),
                  avatarPath: try container.decodeIfPresent(String.self, forKey: .avatarPath))
    }
}
