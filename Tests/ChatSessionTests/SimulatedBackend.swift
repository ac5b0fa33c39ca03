import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import TestSupport

/// A backend's answers computed as the core would give them, for scripts of inputs: the list of
/// bob and the team, pages of each from a `PagedCore`, and any command done.
struct SimulatedBackend {
    let bob = PagedCore(count: 2_000)
    let team = PagedCore(count: 600)

    func answer(_ request: BackendRequest) -> Result<Reply, ChatBackendError> {
        switch request {
        case .chats:
            return .success(.chats(SessionFixtures.user, [SessionFixtures.bob(unread: 5), Fixtures.team]))
        case let .page(ref, pagination, _):
            var page = (ref == SessionFixtures.bobRef ? bob : team).page(pagination)
            if ref != SessionFixtures.bobRef { page.chatInfo = Fixtures.team.chatInfo }
            return .success(.page(page, NavigationInfo(afterTotal: 0, afterUnread: 0)))
        case .run:
            return .success(.response(.cmdOk(user_: SessionFixtures.user)))
        case .findChats:
            return .success(.found([:]))
        }
    }
}
