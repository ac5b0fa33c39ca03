/// The chat your messages are in: a direct chat with one other person, or a group with a name
/// and its members (a group draws avatars and names its senders; a direct chat does not).
///
/// ```swift
/// let chat = PlainChat.group(name: "Design", members: [me, bob, carol])
/// let dm = PlainChat.direct(bob)
/// ```
public enum PlainChat: Hashable, Sendable {
    /// A conversation between the user and `contact`: every message not the user's is drawn as the contact's.
    case direct(PlainSender)
    /// A group called `name`; `members` are listed on a transcript's title page (the user among
    /// them, or not). A message's sender need not be listed.
    case group(name: String, members: [PlainSender])

    /// The chat's name: the contact's, or the group's.
    public var name: String {
        switch self {
        case let .direct(contact): contact.name
        case let .group(name, _): name
        }
    }
}
