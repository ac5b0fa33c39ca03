import ChatTimeline
import SimpleXModel

/// What one input did: the effects to carry out, and what changed for the face to draw.
public struct SessionOutput: Sendable {
    /// What to do, in order.
    public var effects: [SessionEffect] = []
    /// What changed.
    public var changes = SessionChanges()

    /// Nothing done, nothing changed.
    public init() {}
}

/// What an input changed, for a face to draw only that.
public struct SessionChanges: Hashable, Sendable {
    /// The parts of the session that changed.
    public struct Parts: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The chat list, its counts or its search.
        public static let list = Parts(rawValue: 1 << 0)
        /// The open chat's rows.
        public static let rows = Parts(rawValue: 1 << 1)
        /// A chat was opened, closed or read anew: the face starts its view over.
        public static let chat = Parts(rawValue: 1 << 2)
        /// The compose bar's context, state or text.
        public static let compose = Parts(rawValue: 1 << 3)
        /// The prompt.
        public static let prompt = Parts(rawValue: 1 << 4)
        /// The notice.
        public static let notice = Parts(rawValue: 1 << 5)
        /// The connection.
        public static let connection = Parts(rawValue: 1 << 6)
        /// The sheet (item info) or the group's views.
        public static let sheet = Parts(rawValue: 1 << 7)
        /// The user or its profile.
        public static let user = Parts(rawValue: 1 << 8)
        /// The open chat's info (name, members, preferences) or selection.
        public static let info = Parts(rawValue: 1 << 9)
    }

    /// What changed.
    public var parts: Parts = []
    /// Where the view should go, when the session knows (a chat opened at its first unread, a
    /// jump, a send).
    public var hint: ViewHint?
    /// The compose text the face's field is to show, when the session set it itself (a draft
    /// restored, an edit begun, a command run, a message sent); nil when the field is the
    /// source (typing).
    public var composeText: String?

    /// The group's views were asked for and are now to be shown (`OpenChat.group`).
    public var groupShown = false

    /// Nothing changed.
    public init() {}

    /// Whether any of `parts` changed.
    public func contains(_ parts: Parts) -> Bool {
        !self.parts.isDisjoint(with: parts)
    }
}

/// Where the face should take the view (it knows lines, cells and points; the session rows).
public enum ViewHint: Hashable, Sendable {
    /// The row of this item at the top of the view: a chat opened at its first unread item
    /// under the "new messages" line.
    case top(itemId: Int64)
    /// The row of this item in view (and focused, where a face focuses rows): a jump, a
    /// search's match.
    case focus(itemId: Int64)
    /// The newest line (a send, End, a chat with nothing unread).
    case newest
}
