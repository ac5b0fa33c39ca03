import ChatBackend
import ChatLayout
import ChatSession
import ChatTimeline
import Foundation
import Localization
import SimpleXModel
import Synchronization

/// The terminal client at the I/O edge (issue 11): it owns the terminal session and the
/// `SessionRunner` (the chat client's one edge to the backend), feeds the terminal's events and
/// the runner's inputs to the `ClientModel` one at a time, hands the model's effects to the
/// runner and carries out those only a terminal can, and draws a frame once no event is
/// waiting — a burst of events is one frame.
public actor TerminalClient {
    private let backend: any ChatBackend
    let session: TerminalSession
    var model: ClientModel
    private let events: AsyncStream<ClientEvent>
    private let inbox: AsyncStream<ClientEvent>.Continuation
    /// Events yielded and not yet handled: a frame is drawn when this reaches zero.
    private let pending = Atomic<Int>(0)
    private let draftsPath: String?
    private var runner: SessionRunner?

    /// How pictures are shown (`--images`).
    private let images: ImageMode
    /// The theme the settings file names; nil: the terminal's background says.
    private let theme: ThemeName?

    /// A client of `backend`; drafts are kept between runs at `draftsPath` (nil: not kept);
    /// `images` says how pictures are shown; `theme` (nil: the terminal's background says)
    /// colours it; dates are written in `locale`, words in `translator`'s language (issue 34).
    public init(backend: any ChatBackend, session: TerminalSession = TerminalSession(), draftsPath: String? = nil,
                vimKeys: Bool = false, bell: Bool = true, layout: ChatLayoutMode? = nil, timeZone: TimeZone = .current, images: ImageMode = .auto,
                theme: ThemeName? = nil,
                locale: Locale = Locale(identifier: "en_US_POSIX"), translator: Translator = .english) {
        self.backend = backend
        self.images = images
        self.theme = theme
        self.session = session
        self.draftsPath = draftsPath
        let environment = ProcessInfo.processInfo.environment
        var configuration = ChatSession.Configuration(timeZone: timeZone, locale: locale, home: environment["HOME"],
                                                      workingDirectory: FileManager.default.currentDirectoryPath, appLayout: layout, translator: translator)
        configuration.appLayout = layout
        var state = ClientState(session: ChatSession(configuration: configuration), theme: .dark, size: GridSize(rows: 24, columns: 80),
                                environment: TimelineEnvironment(now: Date(), timeZone: timeZone, locale: locale, translator: translator))
        state.vimKeys = vimKeys
        state.bell = bell
        model = ClientModel(state: state)
        (events, inbox) = AsyncStream.makeStream(of: ClientEvent.self)
    }

    /// Reads the keys as `keys` binds them (the settings file's `[keys]`), from the next key on.
    package func use(keys: KeyBindings) {
        model.state.keys = keys
    }

    /// Runs until the user quits; the terminal is given back on every way out.
    public func run(openingChat ref: ChatRef? = nil) async throws -> Int32 {
        let capabilities = try await session.start()
        model.state.theme = theme.map(TerminalTheme.init) ?? (capabilities.background == .light ? .light : .dark)
        model.state.size = await session.size
        model.state.pictures = images.pictures(on: capabilities) { [weak self] in self?.post(.picturesReady) }
        await session.use(pictures: model.state.pictures)
        let runner = SessionRunner(backend: backend, draftsPath: draftsPath) { [weak self] input in self?.post(.session(input)) }
        self.runner = runner
        let input = startInput()
        runner.start()
        await carryOut(model.handle(.session(.start(opening: ref))))
        try await draw()
        for await event in events {
            pending.subtract(1, ordering: .relaxed)
            model.state.environment.now = Date()
            let effects = model.handle(event)
            if case let .session(handled) = event { runner.handled(handled) }
            await carryOut(effects)
            if model.state.isQuitting { break }
            if pending.load(ordering: .relaxed) == 0 {
                await carryOut(model.settle())
                do {
                    try await draw()
                } catch {
                    break
                }
            }
        }
        input.cancel()
        await runner.finish()
        await session.stop()
        for link in model.state.printOnQuit { print(SafeText.sanitize(link, for: .name)) }
        return 0
    }

    private func startInput() -> Task<Void, Never> {
        Task { [session] in
            for await event in session.events {
                switch event {
                case let .input(input): self.post(.input(input))
                case let .resize(size): self.post(.resize(size))
                }
            }
            self.post(.inputEnded)
        }
    }

    /// Hands the effects to the runner and carries out what only the terminal can.
    private func carryOut(_ effects: [ClientEffect]) async {
        guard let runner else { return }
        for effect in effects {
            switch effect {
            case .suspend:
                if let event = await suspend() { post(event) }
            case let .completePath(text):
                if let completed = completePath(text) { post(.pathCompleted(from: text, to: completed)) }
            case let .session(effect):
                for forFace in runner.perform([effect]) {
                    if let event = await perform(forFace) { post(event) }
                }
            }
        }
    }

    private nonisolated func post(_ event: ClientEvent) {
        pending.add(1, ordering: .relaxed)
        inbox.yield(event)
    }

    /// Draws the state; a terminal that can no longer be written to ends the client.
    /// The whole frame after a resize or Ctrl-L, at the size the terminal has now; after a
    /// resize first its sketch, so the header and hint line never wait for the rows' layout (D14).
    private func draw() async throws {
        if model.state.needsFullRedraw {
            model.state.needsFullRedraw = false
            model.state.size = await session.size
            await session.redrawAll()
        }
        try await session.draw(ClientScreen.frame(model.state))
        if model.state.sketching {
            await carryOut(model.finishSketch())
            await carryOut(model.settle())
            try await session.draw(ClientScreen.frame(model.state))
        }
    }

    /// Marks the client as ending: the loop stops after this event.
    func quitting() {
        model.state.isQuitting = true
    }

    /// Ctrl-Z where no job-control shell could bring the client back: said, not done.
    func noJobControl() {
        model.state.status = model.state.environment.translator.tr("Ctrl-Z: no job-control shell here to come back to")
    }
}
