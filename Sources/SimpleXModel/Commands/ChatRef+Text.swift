extension ChatRef {
    /// A direct chat with a contact: `@ID`.
    public static func direct(_ contactId: Int64) -> ChatRef {
        ChatRef(chatId: contactId, chatType: .direct)
    }

    /// A group or channel, optionally one of its member support scopes: `#ID`, `#ID(_support)`.
    public static func group(_ groupId: Int64, scope: GroupChatScope? = nil) -> ChatRef {
        ChatRef(chatId: groupId, chatScope: scope, chatType: .group)
    }

    /// A note folder: `*ID`.
    public static func local(_ noteFolderId: Int64) -> ChatRef {
        ChatRef(chatId: noteFolderId, chatType: .local)
    }

    /// The reference as commands write it: `@3`, `#5`, `#5(_support)`, `#5(_support:9)`, `*1`.
    public var text: String {
        let prefix = switch chatType {
        case .direct: "@"
        case .group: "#"
        case .local: "*"
        case let .unrecognized(type): type
        }
        return prefix + String(chatId) + (chatScope?.text ?? "")
    }

    /// Reads the command form (`@3`, `#5`, `#5(_support:9)`, `*1`); nil for anything else.
    public init?(text: String) {
        let prefixed: ChatType? = switch text.first {
        case "@": .direct
        case "#": .group
        case "*": .local
        default: nil
        }
        guard let chatType = prefixed else { return nil }
        var rest = text.dropFirst()
        var scope: GroupChatScope?
        if chatType == .group, let open = rest.firstIndex(of: "(") {
            guard let parsed = GroupChatScope(text: String(rest[open...])) else { return nil }
            scope = parsed
            rest = rest[..<open]
        }
        guard let id = Int64(rest), id >= 0, rest.allSatisfy(\.isASCII) else { return nil }
        self.init(chatId: id, chatScope: scope, chatType: chatType)
    }
}

extension GroupChatScope {
    /// The scope suffix of a group reference: `(_support)` or `(_support:ID)`; a scope this
    /// version does not know is refused by the core (`ChatCommand.unwritable`), never taken for
    /// the support chat.
    public var text: String {
        switch self {
        case let .memberSupport(groupMemberId_?): "(_support:\(groupMemberId_))"
        case .memberSupport(nil): "(_support)"
        case .unrecognized: "(\(ChatCommand.unwritable))"
        }
    }

    init?(text: String) {
        if text == "(_support)" {
            self = .memberSupport(groupMemberId_: nil)
        } else if text.hasPrefix("(_support:"), text.hasSuffix(")"), let id = Int64(text.dropFirst(10).dropLast()) {
            self = .memberSupport(groupMemberId_: id)
        } else {
            return nil
        }
    }
}
