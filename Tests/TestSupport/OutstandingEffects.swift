import ChatSession

/// What a session asked and is not answered yet, by request id, as `SessionRunner` keeps it:
/// the drivers of both faces record effects into it and read the requests left from it.
extension Dictionary where Key == RequestID, Value == SessionEffect {
    /// Records `effect`: a request or a local effect waits for its answer, a cancel ends one.
    public mutating func record(_ effect: SessionEffect) {
        switch effect {
        case let .request(id, _), let .saveFile(id, _, _), let .copy(id, _), let .loadDrafts(id, _):
            self[id] = effect
        case let .cancel(id):
            self[id] = nil
        case .editDraft, .attention, .unreadCount, .showHelp, .storeDrafts, .quit:
            break
        }
    }

    /// The outstanding backend requests, oldest first.
    public var requests: [(id: RequestID, request: BackendRequest)] {
        keys.sorted().compactMap { id in
            if case let .request(_, request) = self[id] { (id, request) } else { nil }
        }
    }
}
