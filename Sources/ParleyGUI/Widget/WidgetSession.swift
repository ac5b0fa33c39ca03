import ChatBackend
import ChatSession
import Foundation
import SimpleXModel

/// The session of a ``ChatWidget`` a host program packs into its window (issue 35): a
/// `ChatSession` driven by a `SessionRunner` over the widget's backend, the runner's answers and
/// the core's events delivered on GTK's thread, every change drawn by the widget.
@MainActor
final class WidgetSession: SessionOwner {
    private(set) var session: ChatSession
    private var runner: SessionRunner?
    /// The widget that draws this session; it holds the session.
    weak var widget: ChatWidget?

    init(configuration: ChatSession.Configuration) {
        session = ChatSession(configuration: configuration)
    }

    deinit {
        runner?.stop()
    }

    /// Starts the session on `backend`, chat `ref` open.
    func start(on backend: any ChatBackend, opening ref: ChatRef) {
        let runner = SessionRunner(backend: backend) { [weak self] input in
            MainContext.deliver { MainActor.assumeIsolated { self?.handle(input) } }
        }
        self.runner = runner
        runner.start()
        handle(.start(opening: ref))
    }

    func handle(_ input: SessionInput) {
        let output = session.handle(input, now: widget?.conversation.style.now ?? Date())
        runner?.handled(input)
        let forWidget = runner?.perform(output.effects) ?? []
        widget?.draw(output.changes)
        for effect in forWidget { widget?.perform(effect) }
    }
}
