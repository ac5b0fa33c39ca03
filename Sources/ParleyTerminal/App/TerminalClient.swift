import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel
import Synchronization

/// The terminal client at the I/O edge (issue 11): it owns the terminal session and the
/// backend, feeds their events to the `ClientModel` one at a time, runs the model's requests
/// in order on a task of their own (so the screen answers keys while a page loads), and draws
/// a frame once no event is waiting — a burst of events is one frame.
public actor TerminalClient {
    private let backend: any ChatBackend
    let session: TerminalSession
    private var model: ClientModel
    private let events: AsyncStream<ClientEvent>
    private let inbox: AsyncStream<ClientEvent>.Continuation
    private let requests: AsyncStream<ClientRequest>.Continuation
    private let requestStream: AsyncStream<ClientRequest>
    /// Events yielded and not yet handled: a frame is drawn when this reaches zero.
    private let pending = Atomic<Int>(0)
    private let connectionStates: AsyncStream<String?>?
    /// Room in the inbox for the backend's events.
    private let backendWindow = InboxWindow(room: 64)
    /// The newest search of the list: an older one still queued is not carried out.
    private let newestSearch = Mutex<String?>(nil)
    /// How pictures are shown (`--images`).
    private let images: ImageMode

    /// A client of `backend`; `connectionStates` (a remote core's) says when the connection is
    /// lost (a reason) and back (nil); `images` says how pictures are shown.
    public init(backend: any ChatBackend, session: TerminalSession = TerminalSession(), connectionStates: AsyncStream<String?>? = nil,
                vimKeys: Bool = false, bell: Bool = true, layout: ChatLayoutMode? = nil, timeZone: TimeZone = .current, images: ImageMode = .auto) {
        self.backend = backend
        self.images = images
        self.session = session
        self.connectionStates = connectionStates
        var state = ClientState(theme: .dark, size: GridSize(rows: 24, columns: 80),
                                environment: TimelineEnvironment(now: Date(), timeZone: timeZone, locale: Locale(identifier: "en_US_POSIX")))
        state.vimKeys = vimKeys
        state.bell = bell
        state.home = ProcessInfo.processInfo.environment["HOME"]
        state.workingDirectory = FileManager.default.currentDirectoryPath
        state.appLayout = layout
        model = ClientModel(state: state)
        (events, inbox) = AsyncStream.makeStream(of: ClientEvent.self)
        (requestStream, requests) = AsyncStream.makeStream(of: ClientRequest.self)
    }

    /// Runs until the user quits; the terminal is given back on every way out.
    public func run(openingChat ref: ChatRef? = nil) async throws -> Int32 {
        let capabilities = try await session.start()
        model.state.theme = capabilities.background == .light ? .light : .dark
        model.state.size = await session.size
        model.state.pictures = images.pictures(on: capabilities) { [weak self] in self?.post(.picturesReady) }
        await session.use(pictures: model.state.pictures)
        let tasks = startFeeds()
        let worker = Task { [backend, requestStream] in
            for await request in requestStream {
                let answer = await Self.answer(request, backend: backend) { search in self.isReplaced(search) }
                self.post(answer)
            }
        }
        requests.yield(.loadChats)
        if let ref {
            requests.yield(.openChat(ref))
            model.state.screen = .chat
            model.state.chat = ChatState(info: .unrecognized(.null), ref: ref)
            model.state.chat?.loading = true
        }
        try await draw()
        for await event in events {
            pending.subtract(1, ordering: .relaxed)
            if case .backend = event { backendWindow.giveBack() }
            model.state.environment.now = Date()
            let asked = model.handle(event)
            if model.state.isQuitting {
                for case let .run(command, purpose) in asked { _ = await Self.answer(.run(command, purpose: purpose), backend: backend) }
                break
            }
            for request in asked {
                if case let .local(effect) = request {
                    if let answer = await perform(effect) { post(answer) }
                } else {
                    if case let .findChats(search, _) = request { newestSearch.withLock { $0 = search } }
                    requests.yield(request)
                }
            }
            if pending.load(ordering: .relaxed) == 0 {
                do {
                    try await draw()
                } catch {
                    model.state.isQuitting = true
                    break
                }
            }
        }
        tasks.forEach { $0.cancel() }
        worker.cancel()
        requests.finish()
        await session.stop()
        return 0
    }

    private func startFeeds() -> [Task<Void, Never>] {
        var tasks = [Task { [session] in
            for await event in session.events {
                switch event {
                case let .input(input): self.post(.input(input))
                case let .resize(size): self.post(.resize(size))
                }
            }
            self.post(.inputEnded)
        }]
        tasks.append(Task { [backend, backendWindow] in
            for await event in await backend.events() {
                await backendWindow.take()
                self.post(.backend(event))
            }
        })
        if let connectionStates {
            tasks.append(Task {
                for await state in connectionStates { self.post(.connection(state)) }
            })
        }
        return tasks
    }

    /// Whether a newer search of the list replaced `search`.
    private nonisolated func isReplaced(_ search: String) -> Bool {
        newestSearch.withLock { $0 } != search
    }

    private nonisolated func post(_ event: ClientEvent) {
        pending.add(1, ordering: .relaxed)
        inbox.yield(event)
    }

    /// Draws the state; a terminal that can no longer be written to ends the client.
    /// The whole frame after a resize or Ctrl-L, at the size the terminal has now.
    private func draw() async throws {
        if model.state.needsFullRedraw {
            model.state.needsFullRedraw = false
            model.state.size = await session.size
            await session.redrawAll()
        }
        try await session.draw(ClientScreen.frame(model.state))
    }

    /// Runs one request against the backend and says what came of it. A search of the list
    /// that `isStale` says a newer one replaced stops at once (its answer is for no one).
    static func answer(_ request: ClientRequest, backend: any ChatBackend, isStale: @Sendable (String) -> Bool = { _ in false }) async -> ClientEvent {
        do {
            switch request {
            case .loadChats:
                let user = try await backend.activeUser()
                return .chatsLoaded(user: user, chats: try await backend.chats(userId: user.userId))
            case let .openChat(ref):
                let page = try await backend.chat(ref, .initial(count: ChatQuery.pageSize))
                return .chatOpened(page.chat, page.navigation)
            case let .loadPage(ref, pagination, query):
                let page = try await backend.chat(ref, pagination, search: query?.isSearching == true ? query?.search : nil, contentTag: query?.contentFilter)
                return .pageLoaded(ref, pagination, page.chat, page.navigation)
            case let .run(command, purpose):
                let response = try await backend.execute(command)
                if case .chatCmdError = response { return .failed(purpose, backend.unexpected(response)) }
                return .answered(purpose, response)
            case let .findChats(search, refs):
                var found: Set<ChatRef> = []
                for ref in refs {
                    if isStale(search) { break }
                    if let page = try? await backend.chat(ref, .last(count: 1), search: search), !page.chat.chatItems.isEmpty { found.insert(ref) }
                }
                return .chatsFound(search: search, found)
            case .local:
                return .failed(nil, ChatBackendError(.unsupported, "a local effect runs at the terminal, not in the backend"))
            }
        } catch {
            let purpose: ClientRequest.Purpose? = if case let .run(_, purpose) = request { purpose } else { nil }
            return .failed(purpose, error)
        }
    }
}
