import CGTK4
import ChatBackend
import ChatSession
import SimpleXModel

/// Parley on the desktop (issue 21): a GTK 4 window with the chat list beside the open chat,
/// which `ChatLayout` lays out and `ParleyRender` draws, a face of the chat session
/// (`ChatSession`) on any `ChatBackend`.
///
/// ```swift
/// let client = GUIClient(backend: store, style: ViewStyle(theme: .dark))
/// let status = try client.run(openingChat: .direct(2))
/// ```
public struct GUIClient: Sendable {
    /// Why the window could not open.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// GTK found no display to open the window on (no `DISPLAY` or `WAYLAND_DISPLAY`).
        case noDisplay
        /// The trace file cannot be written.
        case trace(String)

        /// The failure in a sentence.
        public var description: String {
            switch self {
            case .noDisplay: "cannot open a window: no display (set DISPLAY or WAYLAND_DISPLAY)"
            case let .trace(path): "cannot write the trace to \(path)"
            }
        }
    }

    private let backend: any ChatBackend
    private let style: ViewStyle
    private let configuration: ChatSession.Configuration
    private let draftsPath: String?
    private let tracePath: String?

    /// A client of `backend` drawing in `style`, its session set up with `configuration`
    /// (the app's layout, the time zone); drafts are kept between runs at `draftsPath`; with
    /// `tracePath`, a line per frame is appended there (`FrameTrace`).
    public init(backend: any ChatBackend, style: ViewStyle = ViewStyle(), configuration: ChatSession.Configuration = ChatSession.Configuration(),
                draftsPath: String? = nil, tracePath: String? = nil) {
        self.backend = backend
        self.style = style
        self.configuration = configuration
        self.draftsPath = draftsPath
        self.tracePath = tracePath
    }

    /// Opens the window, with chat `ref` open (or the first chat), and runs GTK's main loop on
    /// the calling thread until the window is closed (Ctrl-Q or the window's close button) and
    /// what the session still asked is done. Call it from one thread only, the one GTK runs on.
    /// Returns the exit status.
    public func run(openingChat ref: ChatRef? = nil) throws(Failure) -> Int32 {
        guard gtk_init_check() != 0 else { throw .noDisplay }
        var trace: FrameTrace?
        if let tracePath {
            guard let opened = FrameTrace(path: tracePath) else { throw .trace(tracePath) }
            trace = opened
        }
        let window = ParleyWindow(backend: backend, configuration: configuration, draftsPath: draftsPath, style: style, trace: trace)
        window.start(opening: ref)
        while !window.finished {
            g_main_context_iteration(nil, 1)
        }
        return 0
    }
}
