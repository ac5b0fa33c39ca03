import CGTK4
import ChatBackend
import ChatSession
import Localization
import SimpleXModel

/// Parley on the desktop (issues 21, 33): a GTK 4 application (`io.github.parley.Parley`, one
/// instance a session) whose window shows the chat list beside the open chat, which
/// `ChatLayout` lays out and `ParleyRender` draws, a face of the chat session (`ChatSession`) on
/// any `ChatBackend`; it notifies, counts unread messages on the launcher and can run in the
/// background.
///
/// ```swift
/// guard case let .desktop(desktop) = GUIClient.claimDesktop(opening: nil, quietly: false) else { return 0 }
/// let client = GUIClient(backend: store, style: ViewStyle(theme: .dark))
/// let status = try client.run(on: desktop, openingChat: .direct(2))
/// ```
public struct GUIClient: Sendable {
    /// Why the window could not open.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// GTK found no display to open the window on (no `DISPLAY` or `WAYLAND_DISPLAY`).
        case noDisplay
        /// The trace file cannot be written.
        case trace(String)
        /// The application could not be registered on the session bus: why.
        case register(String)

        /// The failure in a sentence, in English.
        public var description: String { description(.english) }

        /// The failure in a sentence, in `t`'s language (the registration's reason is GLib's).
        public func description(_ t: Translator) -> String {
            switch self {
            case .noDisplay: t.tr("cannot open a window: no display (set DISPLAY or WAYLAND_DISPLAY)")
            case let .trace(path): t.tr("cannot write the trace to {path}", ["path": path])
            case let .register(reason): reason
            }
        }
    }

    /// The desktop as this process found it: the application to run the window in (none
    /// without a display, or when it could not be registered: `run` says why).
    public final class Desktop: @unchecked Sendable {
        let application: DesktopApplication?
        let failure: Failure?

        init(application: DesktopApplication?, failure: Failure?) {
            self.application = application
            self.failure = failure
        }
    }

    /// What claiming the desktop found.
    public enum Claim: Sendable {
        /// Parley already runs in this session: it was handed the chat to open (or shown), and
        /// this process is done (status 0).
        case handedOver
        /// This process is Parley: run the window on it.
        case desktop(Desktop)
    }

    /// Starts GTK and claims the application's name on the session bus, before any core is
    /// opened. When another Parley has it, hands it `ref` to open (else asks it to show its
    /// window, unless `quietly`); why it could not be claimed in `t`'s language. Call it on the
    /// thread GTK runs on, once.
    public static func claimDesktop(opening ref: ChatRef?, quietly: Bool, translator t: Translator = .english) -> Claim {
        switch DesktopApplication.claim(t) {
        case .noDisplay: return .desktop(Desktop(application: nil, failure: .noDisplay))
        case let .failed(reason): return .desktop(Desktop(application: nil, failure: .register(reason)))
        case let .primary(application): return .desktop(Desktop(application: application, failure: nil))
        case let .remote(application):
            application.handOver(opening: ref?.text, quietly: quietly)
            return .handedOver
        }
    }

    private let backend: any ChatBackend
    private let style: ViewStyle
    private let configuration: ChatSession.Configuration
    private let options: DesktopOptions
    private let draftsPath: String?
    private let tracePath: String?

    /// A client of `backend` drawing in `style`, its session set up with `configuration`
    /// (the app's layout, the time zone), on the desktop as `options` say; drafts are kept
    /// between runs at `draftsPath`; with `tracePath`, a line per frame is appended there
    /// (`FrameTrace`).
    public init(backend: any ChatBackend, style: ViewStyle = ViewStyle(), configuration: ChatSession.Configuration = ChatSession.Configuration(),
                options: DesktopOptions = DesktopOptions(), draftsPath: String? = nil, tracePath: String? = nil) {
        self.backend = backend
        self.style = style
        self.configuration = configuration
        self.options = options
        self.draftsPath = draftsPath
        self.tracePath = tracePath
    }

    /// Opens the window on `desktop`, with chat `ref` open (or the first chat), and runs GTK's
    /// main loop on the calling thread until Parley quits (Ctrl-Q, or the window's close button
    /// unless it runs in the background) and what the session still asked is done. Call it
    /// from the thread `claimDesktop` ran on. Returns the exit status.
    public func run(on desktop: Desktop, openingChat ref: ChatRef? = nil) throws(Failure) -> Int32 {
        guard let application = desktop.application else { throw desktop.failure ?? .noDisplay }
        var trace: FrameTrace?
        if let tracePath {
            guard let opened = FrameTrace(path: tracePath) else { throw .trace(tracePath) }
            trace = opened
        }
        return MainActor.assumeIsolated {
            let window = ParleyWindow(desktop: application, options: options, backend: backend, configuration: configuration, draftsPath: draftsPath,
                                      style: style, trace: trace)
            window.connectDesktop()
            window.start(opening: ref)
            while !window.finished {
                g_main_context_iteration(nil, 1)
            }
            return 0
        }
    }
}
