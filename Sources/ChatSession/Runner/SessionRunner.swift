import ChatBackend
import Foundation
import SimpleXModel
import Synchronization

/// The one I/O edge of the chat client (issue 32): it carries out what a `ChatSession` asks of
/// the backend and the disk, and answers every effect with an input, delivered to the face
/// (the terminal's inbox, GTK's main context) through `deliver`. Requests run in order on one
/// worker (the list's search on its own, cancellable); the core's events come through a bounded
/// inbox (`InboxWindow`), so a flood waits in the backend, where it coalesces, never in the
/// face's queue; the connection's states are followed; files are saved off the face's thread.
/// The face hands every effect to `perform` and carries out what comes back (copy, attention,
/// the editor, help, quit).
public final class SessionRunner: Sendable {
    private let backend: any ChatBackend
    private let deliver: @Sendable (SessionInput) -> Void
    private let drafts: DraftsFile?
    private let environment: [String: String]
    private let requests: AsyncStream<(RequestID, BackendRequest)>.Continuation
    private let worker: Task<Void, Never>
    private let tasks = Tasks()
    /// Room for the core's events between the backend and the face.
    private let inbox: InboxWindow

    /// How many of the core's events may wait for the face at once.
    public static let inboxRoom = 64

    /// A runner of `backend` that delivers every input to `deliver` (from any thread);
    /// `draftsPath` is where drafts are kept between runs (nil: not kept).
    public init(backend: any ChatBackend, draftsPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                deliver: @escaping @Sendable (SessionInput) -> Void) {
        self.backend = backend
        self.deliver = deliver
        self.environment = environment
        drafts = draftsPath.map(DraftsFile.init(path:))
        inbox = InboxWindow(room: Self.inboxRoom)
        let (stream, continuation) = AsyncStream.makeStream(of: (RequestID, BackendRequest).self)
        requests = continuation
        let tasks = tasks
        worker = Task {
            for await (id, request) in stream {
                if tasks.cancelled.withLock({ $0.remove(id) != nil }) { continue }
                let answer = await Self.answer(request, backend: backend)
                deliver(.reply(id, answer))
            }
        }
    }

    /// Starts following the core's events and the connection.
    public func start() {
        let backend = backend
        let deliver = deliver
        let inbox = inbox
        deliver(.capabilities(backend.capabilities))
        tasks.feeds.withLock { feeds in
            feeds.append(Task {
                for await event in await backend.events() {
                    await inbox.take()
                    deliver(.core(event))
                }
            })
            feeds.append(Task {
                for await state in await backend.connectionStates() {
                    deliver(.connection(state))
                }
            })
        }
    }

    /// The face handled a `.core` input: its room in the inbox is given back.
    public func handled(_ input: SessionInput) {
        if case .core = input { inbox.giveBack() }
    }

    /// Carries out the effects that are the runner's (requests, cancels, files, drafts) and
    /// returns the ones only the face can carry out, in order.
    @discardableResult
    public func perform(_ effects: [SessionEffect]) -> [SessionEffect] {
        var forFace: [SessionEffect] = []
        for effect in effects {
            switch effect {
            case let .request(id, .findChats(text, refs)):
                search(id, text, refs)
            case let .request(id, request):
                requests.yield((id, request))
            case let .cancel(id):
                if let search = tasks.searches.withLock({ $0.removeValue(forKey: id) }) {
                    search.cancel()
                } else {
                    tasks.cancelled.withLock { _ = $0.insert(id) }
                }
            case let .saveFile(id, path, name):
                save(id, path: path, name: name)
            case let .loadDrafts(id, userId):
                deliver(.draftsLoaded(id, drafts?.load(userId: userId) ?? [:]))
            case let .storeDrafts(userId, texts):
                try? drafts?.store(userId: userId, texts)
            case .copy, .editDraft, .attention, .unreadCount, .showHelp, .quit:
                forFace.append(effect)
            }
        }
        return forFace
    }

    /// Waits until every request asked so far is answered, then stops the feeds: what the
    /// session asked while quitting (a live message finished) reaches the core.
    public func finish() async {
        requests.finish()
        await worker.value
        stop()
    }

    /// Stops the feeds and the worker; later effects are not carried out.
    public func stop() {
        requests.finish()
        tasks.feeds.withLock { feeds in
            feeds.forEach { $0.cancel() }
            feeds = []
        }
        tasks.searches.withLock { searches in
            searches.values.forEach { $0.cancel() }
            searches = [:]
        }
    }

    private func search(_ id: RequestID, _ text: String, _ refs: [ChatRef]) {
        let backend = backend
        let deliver = deliver
        let tasks = tasks
        tasks.searches.withLock { searches in searches[id] = Task {
            var found: [ChatRef: ChatItem] = [:]
            for ref in refs {
                if Task.isCancelled { return }
                if let page = try? await backend.chat(ref, .last(count: 1), search: text), let match = page.chat.chatItems.last { found[ref] = match }
            }
            guard !Task.isCancelled, tasks.searches.withLock({ $0.removeValue(forKey: id) }) != nil else { return }
            deliver(.reply(id, .success(.found(found))))
        } }
    }

    private func save(_ id: RequestID, path: String, name: String) {
        let deliver = deliver
        let environment = environment
        Task.detached {
            do throws(SavedFile.Failure) {
                let saved = try SavedFile.save(path: path, name: name, environment: environment)
                deliver(.done(id, .saved(path: SavedFile.shown(saved, home: environment["HOME"]))))
            } catch {
                deliver(.done(id, .failed(error.description)))
            }
        }
    }

    /// Runs one request against `backend`: its reply, or why it failed. A face that runs its own
    /// loop (a test driver, a benchmark) answers the session with it as the runner does.
    public static func answer(_ request: BackendRequest, backend: any ChatBackend) async -> Result<Reply, ChatBackendError> {
        do throws(ChatBackendError) {
            switch request {
            case .chats:
                let user = try await backend.activeUser()
                return .success(.chats(user, try await backend.chats(userId: user.userId)))
            case let .page(ref, pagination, query):
                let page = try await backend.chat(ref, pagination, search: query?.isSearching == true ? query?.search : nil, contentTag: query?.contentFilter)
                return .success(.page(page.chat, page.navigation))
            case let .run(command):
                let response = try await backend.execute(command)
                if case .chatCmdError = response { return .failure(backend.unexpected(response)) }
                return .success(.response(response))
            case .findChats:
                return .failure(ChatBackendError(.invalidCommand, "a search of the list runs on its own"))
            }
        } catch {
            return .failure(error)
        }
    }
}

/// The runner's tasks and the requests cancelled before the worker reached them.
private final class Tasks: Sendable {
    let feeds = Mutex<[Task<Void, Never>]>([])
    let searches = Mutex<[RequestID: Task<Void, Never>]>([:])
    let cancelled = Mutex<Set<RequestID>>([])
}
