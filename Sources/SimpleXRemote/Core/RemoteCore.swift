import ChatBackend
import Foundation
import SimpleXModel

/// The real SimpleX core as a `ChatBackend`, over the CLI's WebSocket API or libsimplex: commands
/// go as `ChatCommand.text`, replies and events decode with the generated model, the core's errors
/// are `ChatBackendError`s that name them. It asks the core for its active user when it connects;
/// `connectionStates()` tells the front end when the connection is lost and back. Over WebSocket
/// it reconnects with backoff (`ReconnectPolicy`), waiting on `Options.clock`.
public actor RemoteCore: ChatBackend {
    /// How a `RemoteCore` talks to its core: timeouts, reconnects, and what it does first.
    public struct Options: Sendable {
        /// How long a command may wait for its reply.
        public var commandTimeout: Duration
        /// nil: a lost connection stays lost (the state becomes `closed`).
        public var reconnect: ReconnectPolicy?
        /// Sends `/_start` after `/user` finds a user: the C library starts stopped, the CLI runs.
        public var startsChat: Bool
        /// The profile made with `/_create user` when the core has no user (new databases).
        public var newUser: Profile?
        /// The clock of command timeouts and reconnect delays: the real one; tests pass one
        /// they move by hand.
        public var clock: any Clock<Duration>

        /// The options; by default a command waits 30 s and a lost connection is retried.
        public init(commandTimeout: Duration = .seconds(30), reconnect: ReconnectPolicy? = ReconnectPolicy(), startsChat: Bool = false, newUser: Profile? = nil,
                    clock: any Clock<Duration> = ContinuousClock()) {
            self.commandTimeout = commandTimeout
            self.reconnect = reconnect
            self.startsChat = startsChat
            self.newUser = newUser
            self.clock = clock
        }
    }

    /// Opens a new transport to the core: called to connect, and again after each loss.
    public typealias Connect = @Sendable () async throws(ChatBackendError) -> any CoreTransport

    private let connectTransport: Connect
    private let options: Options
    private var client: CoreClient?
    private var state = ConnectionState.connecting
    private var isClosed = false
    /// A `start` is connecting (the actor is reentrant across its awaits).
    private var isStarting = false
    /// Each subscriber's bounded feed (issue 19): a slow one gets its backlog coalesced, and
    /// slows neither the core nor the others.
    private var eventSubscribers: [UUID: EventFeed<ChatEvent>] = [:]
    /// The first subscriber's feed, there from the start: the core sends events as soon as it
    /// starts, before anyone subscribes.
    private var firstSubscriber: EventFeed<ChatEvent>? = EventFeed(capacity: RemoteCore.subscriberCapacity)
    /// How many events wait for a subscriber before more are coalesced.
    static let subscriberCapacity = 512
    private var stateSubscribers: [UUID: AsyncStream<ConnectionState>.Continuation] = [:]
    /// The core's active user, as `/user` last answered.
    public private(set) var activeUser: User?

    /// A core reached through `connect`, which is called again to reconnect.
    public init(connect: @escaping Connect, options: Options = Options()) {
        connectTransport = connect
        self.options = options
    }

    /// Connects to the CLI started as `simplex-chat -p PORT` at `url` (`ws://127.0.0.1:5225`).
    /// An unreachable CLI is one `unreachable` error.
    public static func connect(to url: String, options: Options = Options(), webSocket: WebSocketConnection.Options = .init()) async throws(ChatBackendError) -> RemoteCore {
        let address: WebSocketURL
        do {
            address = try WebSocketURL(parsing: url)
        } catch {
            throw ChatBackendError(.unreachable, "\(error)")
        }
        let core = RemoteCore(connect: { () throws(ChatBackendError) in try await WebSocketCoreTransport.connect(to: address, options: webSocket) }, options: options)
        try await core.start()
        return core
    }

    /// Loads the core's C library at `libraryPath` and opens its databases at `databasePrefix`
    /// (`PREFIX_chat.db`, `PREFIX_agent.db`), migrating them up. Never reconnects. Databases
    /// that are not there are refused, unless `options.newUser` names the profile to make in
    /// new ones (issue 19).
    public static func open(library libraryPath: String, databasePrefix: String, key: String = "", options: Options = Options(reconnect: nil, startsChat: true),
                            closeTimeout: Duration = .seconds(5)) async throws(ChatBackendError) -> RemoteCore {
        let core = RemoteCore(connect: { () throws(ChatBackendError) in
            try await LibSimplexTransport.open(library: libraryPath, databasePrefix: databasePrefix, key: key, create: options.newUser != nil, closeTimeout: closeTimeout)
        }, options: Options(commandTimeout: options.commandTimeout, reconnect: nil, startsChat: options.startsChat, newUser: options.newUser, clock: options.clock))
        try await core.start()
        return core
    }

    /// Connects and asks for the active user; the error if the core is not there. Does nothing
    /// while connected.
    public func start() async throws(ChatBackendError) {
        guard client == nil, !isClosed, !isStarting else { return }
        isStarting = true
        defer { isStarting = false }
        let client = CoreClient(transport: try await connectTransport(), commandTimeout: options.commandTimeout, clock: options.clock)
        do {
            try await greet(client)
        } catch {
            await client.close()
            throw error
        }
        guard !isClosed else {
            await client.close()
            throw ChatBackendError(.connectionLost, "the connection to the core is closed")
        }
        self.client = client
        Task { await self.forward(client) }
        setState(.connected(user: activeUser))
    }

    public func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
        try await execute(text: command.text)
    }

    /// Runs a command string as it is; `execute(_:)` writes them from `ChatCommand`.
    public func execute(text: String) async throws(ChatBackendError) -> ChatResponse {
        guard let client else {
            if case let .lost(reason) = state { throw reason }
            throw ChatBackendError(.connectionLost, isClosed ? "the connection to the core is closed" : "the connection to the core is being restored")
        }
        let response = try await client.execute(text)
        if case let .activeUser(user) = response { activeUser = user }
        return response
    }

    /// Every event from now on; the first subscriber also gets the events that came before it.
    /// A subscriber that falls `subscriberCapacity` events behind gets `eventsCoalesced`.
    public func events() -> AsyncStream<ChatEvent> {
        let feed = firstSubscriber ?? EventFeed(capacity: Self.subscriberCapacity)
        firstSubscriber = nil
        let id = UUID()
        if isClosed { feed.finish() } else { eventSubscribers[id] = feed }
        return feed.stream { Task { await self.removeEventSubscriber(id) } }
    }

    /// The current state, then every change.
    public func connectionStates() -> AsyncStream<ConnectionState> {
        let (stream, continuation) = AsyncStream.makeStream(of: ConnectionState.self, bufferingPolicy: .unbounded)
        continuation.yield(state)
        guard !isClosed else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        stateSubscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.removeStateSubscriber(id) } }
        return stream
    }

    /// The connection's state now (`connectionStates()` streams its changes).
    public var connectionState: ConnectionState { state }

    /// How many events the current connection delivered, ignored as unknown, or could not read.
    package func eventCounts() async -> CoreClient.EventCounts {
        await client?.eventCounts ?? CoreClient.EventCounts()
    }

    /// Closes the connection and ends every stream.
    public func close() async {
        guard !isClosed else { return }
        isClosed = true
        let client = self.client
        self.client = nil
        await client?.close()
        finish()
    }

    private func greet(_ client: CoreClient) async throws(ChatBackendError) {
        do {
            if case let .activeUser(user) = try await client.execute(ChatCommand.showActiveUser.text) { activeUser = user }
        } catch where error.message.contains("noActiveUser") {
            activeUser = nil
        }
        if activeUser == nil, let profile = options.newUser {
            let newUser = NewUser(clientService: false, pastTimestamp: false, profile: profile, userChatRelay: false)
            if case let .activeUser(user) = try await client.execute(ChatCommand.createActiveUser(newUser).text) { activeUser = user }
        }
        if options.startsChat, activeUser != nil {
            _ = try await client.execute(ChatCommand.startChat.text)
        }
    }

    /// Passes the client's events on until it ends, then handles the loss.
    private func forward(_ client: CoreClient) async {
        for await event in client.events { fanOut(event) }
        let reason = await client.waitUntilEnded()
        await lost(client, reason)
    }

    private func fanOut(_ event: ChatEvent) {
        firstSubscriber?.push(event)
        for subscriber in eventSubscribers.values { subscriber.push(event) }
    }

    private func lost(_ lostClient: CoreClient, _ reason: ChatBackendError) async {
        guard !isClosed, client === lostClient else { return }
        client = nil
        setState(.lost(reason))
        guard let policy = options.reconnect else {
            isClosed = true
            finish()
            return
        }
        var attempt = 1
        while !isClosed {
            if let limit = policy.maximumAttempts, attempt > limit {
                isClosed = true
                finish()
                return
            }
            let delay = policy.delay(beforeAttempt: attempt)
            setState(.reconnecting(attempt: attempt, delay: delay))
            do {
                try await options.clock.sleep(for: delay)
            } catch {
                return
            }
            guard !isClosed else { return }
            do {
                try await start()
                return
            } catch {
                setState(.lost(error))
                attempt += 1
            }
        }
    }

    private func setState(_ new: ConnectionState) {
        state = new
        for subscriber in stateSubscribers.values { subscriber.yield(new) }
    }

    private func finish() {
        setState(.closed)
        for subscriber in stateSubscribers.values { subscriber.finish() }
        stateSubscribers = [:]
        for subscriber in eventSubscribers.values { subscriber.finish() }
        eventSubscribers = [:]
        firstSubscriber?.finish()
    }

    private func removeEventSubscriber(_ id: UUID) {
        eventSubscribers[id] = nil
    }

    private func removeStateSubscriber(_ id: UUID) {
        stateSubscribers[id] = nil
    }
}
