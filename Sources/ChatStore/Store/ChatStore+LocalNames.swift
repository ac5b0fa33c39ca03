import SimpleXModel

/// Local names kept unique per profile (`LocalDisplayName`), for contacts and groups alike.
extension ChatStore {
    /// The local names profile `userId` has given: its own, its contacts', its groups' and its
    /// contact requests', but for the chat `except` (one being renamed keeps its own free).
    func localNames(of userId: Int64, except: ChatRef? = nil) throws -> Set<String> {
        var names: Set<String> = [try user(userId).localDisplayName]
        for (ref, info) in try rows.chats.chats(of: userId) where ref != except {
            switch info {
            case let .direct(contact): names.insert(contact.localDisplayName)
            case let .group(_, group): names.insert(group.localDisplayName)
            case let .contactRequest(request): names.insert(request.localDisplayName)
            default: break
            }
        }
        return names
    }

    /// A new local name for `displayName` in profile `userId` (`LocalDisplayName.unique`).
    func newLocalName(_ displayName: String, of userId: Int64, except: ChatRef? = nil) throws -> String {
        LocalDisplayName.unique(displayName, taken: try localNames(of: userId, except: except))
    }
}
