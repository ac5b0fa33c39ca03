import ChatBackend
import ChatSession
import Foundation
import SimpleXModel

/// A `ChatSession` driven as a face and a runner drive it, for tests (as swift-nio's
/// `EmbeddedChannel` drives a handler): inputs in, effects out and recorded, answers given by
/// hand — in any order, twice, or never — and time moved by hand. Every request and local effect
/// asked is outstanding until it is answered or cancelled, so a test can require that none is
/// left (`outstanding.isEmpty`).
public struct SessionDriver {
    /// The session.
    public var session: ChatSession
    /// The time inputs are handled at.
    public var now: Date
    /// Requests and local effects asked and not yet answered or cancelled, by id.
    public private(set) var outstanding: [RequestID: SessionEffect] = [:]
    /// Every effect, in order.
    public private(set) var log: [SessionEffect] = []

    /// A session of `configuration` at `now`.
    public init(configuration: ChatSession.Configuration = ChatSession.Configuration(), now: Date = Date(timeIntervalSince1970: 1_795_878_000)) {
        session = ChatSession(configuration: configuration)
        self.now = now
    }

    /// Handles `input`; records its effects.
    @discardableResult
    public mutating func send(_ input: SessionInput) -> SessionOutput {
        let output = session.handle(input, now: now)
        record(output.effects)
        return output
    }

    /// Records `effects` as a runner would take them.
    public mutating func record(_ effects: [SessionEffect]) {
        log += effects
        for effect in effects { outstanding.record(effect) }
    }

    /// The outstanding backend requests, oldest first.
    public var requests: [(id: RequestID, request: BackendRequest)] {
        outstanding.requests
    }

    /// The id of the oldest outstanding request that `matches`.
    public func request(_ matches: (BackendRequest) -> Bool) -> RequestID? {
        requests.first { matches($0.request) }?.id
    }

    /// Answers request `id` with `result` (an id answered before, or never asked, is handed on
    /// all the same: the session must ignore it).
    @discardableResult
    public mutating func answer(_ id: RequestID, _ result: Result<Reply, ChatBackendError>) -> SessionOutput {
        outstanding[id] = nil
        return send(.reply(id, result))
    }

    /// Answers the outstanding local effect `id` as done (a file saved, text copied, no drafts).
    @discardableResult
    public mutating func answerLocal(_ id: RequestID) -> SessionOutput {
        guard let effect = outstanding.removeValue(forKey: id) else { return SessionOutput() }
        switch effect {
        case .loadDrafts: return send(.draftsLoaded(id, [:]))
        case let .saveFile(_, path, _): return send(.done(id, .saved(path: path)))
        default: return send(.done(id, .copied))
        }
    }

    /// The outstanding local effects (files, copies, drafts), oldest first.
    public var localEffects: [RequestID] {
        outstanding.keys.sorted().filter { if case .request = outstanding[$0] { false } else { true } }
    }

    /// Answers the outstanding list request with `user` and `chats`, and the drafts asked with none.
    @discardableResult
    public mutating func answerList(_ user: User, _ chats: [AChat]) -> SessionOutput {
        guard let id = request({ if case .chats = $0 { true } else { false } }) else { return SessionOutput() }
        var output = answer(id, .success(.chats(user, chats)))
        for (draftsId, effect) in outstanding {
            if case .loadDrafts = effect {
                outstanding[draftsId] = nil
                output = send(.draftsLoaded(draftsId, [:]))
            }
        }
        return output
    }

    /// Answers the oldest outstanding page request of `ref` with `page`.
    @discardableResult
    public mutating func answerPage(_ page: AChat, navigation: NavigationInfo? = nil) -> SessionOutput {
        guard let ref = page.chatInfo.chatRef, let id = request({ if case .page(ref, _, _) = $0 { true } else { false } }) else { return SessionOutput() }
        return answer(id, .success(.page(page, navigation)))
    }

    /// Answers every outstanding request from `backend`, as `SessionRunner` would, until none
    /// is left (answers may ask more); local effects stay outstanding.
    public mutating func run(on backend: any ChatBackend, rounds: Int = 20) async {
        for _ in 0..<rounds {
            let asked = requests.filter { if case .findChats = $0.request { false } else { true } }
            guard !asked.isEmpty else { return }
            for (id, request) in asked {
                answer(id, await SessionRunner.answer(request, backend: backend))
            }
        }
    }

    /// The requests asked by `output`, without their ids.
    public static func requests(_ output: SessionOutput) -> [BackendRequest] {
        output.effects.compactMap { if case let .request(_, request) = $0 { request } else { nil } }
    }
}
