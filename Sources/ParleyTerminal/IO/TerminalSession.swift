import Foundation
import Glibc

/// What a session delivers: input, and the new size after SIGWINCH.
package enum TerminalEvent: Hashable, Sendable {
    case input(InputEvent)
    case resize(GridSize)
}

/// Why a session could not start or write.
struct TerminalSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    let description: String

    static func system(_ call: String) -> TerminalSessionError {
        TerminalSessionError(description: "\(call) failed: \(String(cString: strerror(errno)))")
    }

    static let notATerminal = TerminalSessionError(description: "no terminal: /dev/tty cannot be opened and standard input is not a terminal")
}

/// The only code that touches the terminal (code review §5.4: one actor at the I/O edge).
///
/// `start()` opens /dev/tty (or standard input and output when they are a terminal), saves
/// its termios and switches to raw mode, probes the terminal's capabilities (a short timeout),
/// enters `TerminalModes` and starts reading input on a thread of its own into `events`.
/// `draw(_:)` encodes a frame against the last one and writes it with one `write()`. `stop()`
/// restores everything; so do SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals, after
/// which the signal is raised again. Those steps are the package's: a library user makes a
/// session with its options and hands it to the client, which runs it.
///
///     let session = TerminalSession(options: TerminalSession.Options(modes: TerminalModes(mouse: true)))
///     let status = try await TerminalClient(backend: backend, session: session).run()
public actor TerminalSession {
    /// How the session runs.
    public struct Options: Hashable, Sendable {
        /// The modes the session turns on at `start()` and off at `stop()`.
        public var modes: TerminalModes
        /// Whether to ask the terminal for mode 2026 and its background colour.
        public var probe: Bool
        /// Whether the probe asks for the graphics protocols too (for `--images auto`); never on
        /// the Linux console, which would print the kitty query.
        public var probeGraphics: Bool
        /// How long the probe waits for the terminal's replies.
        public var probeTimeoutMilliseconds: Int32
        /// How long a lone ESC waits for the rest of a sequence before it is the Esc key.
        public var escapeTimeoutMilliseconds: Int32

        /// The options; by default the terminal is probed for 200 ms, graphics included, and a
        /// lone ESC waits 50 ms.
        public init(modes: TerminalModes = TerminalModes(), probe: Bool = true, probeGraphics: Bool = true, probeTimeoutMilliseconds: Int32 = 200,
                    escapeTimeoutMilliseconds: Int32 = 50) {
            self.modes = modes
            self.probe = probe
            self.probeGraphics = probeGraphics
            self.probeTimeoutMilliseconds = probeTimeoutMilliseconds
            self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
        }
    }

    package let options: Options
    /// Input and resizes, in order, until `stop()` or the terminal goes away.
    package nonisolated let events: AsyncStream<TerminalEvent>
    let continuation: AsyncStream<TerminalEvent>.Continuation
    let environment: [String: String]

    var inputFd: Int32 = -1
    var outputFd: Int32 = -1
    var ownsFd = false
    var wakePipe: [Int32] = [-1, -1]
    var saved = termios()
    var reader: DispatchSemaphore?
    var lastFrame: TerminalFrame?
    /// What the terminal can show: from the environment, then from the probe in `start()`.
    package internal(set) var capabilities: TerminalCapabilities
    /// The encoder `draw(_:)` uses, made from `capabilities`.
    package private(set) var encoder: TerminalFrameEncoder
    /// Where the pictures of frames come from, when a graphics protocol draws them (`use(pictures:)`).
    private(set) var pictures: PictureCache?
    /// Between `start()` and `stop()`.
    private(set) var isRunning = false

    /// A session on the process's terminal, not started; its colours and desktop notifier are
    /// told by `environment` (`NO_COLOR`, `COLORTERM`, `TERM`, `TERM_PROGRAM`).
    public init(options: Options = Options(), environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.options = options
        self.environment = environment
        let capabilities = TerminalCapabilities(colorDepth: ColorDepth.detect(environment: environment), notifier: DesktopNotifier.detect(environment: environment))
        self.capabilities = capabilities
        self.encoder = capabilities.encoder
        (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
    }

    /// Takes over the terminal and returns what it can show. Throws when there is no terminal
    /// or a system call fails (the terminal is then left as it was).
    @discardableResult
    package func start() throws -> TerminalCapabilities {
        guard !isRunning else { return capabilities }
        try openTerminal()
        guard tcgetattr(inputFd, &saved) == 0 else { throw closing(.system("tcgetattr")) }
        var raw = Self.rawMode(from: saved)
        guard tcsetattr(inputFd, TCSANOW, &raw) == 0 else { throw closing(.system("tcsetattr")) }
        guard pipe(&wakePipe) == 0 else {
            _ = tcsetattr(inputFd, TCSANOW, &saved)
            throw closing(.system("pipe"))
        }
        _ = fcntl(wakePipe[1], F_SETFL, fcntl(wakePipe[1], F_GETFL) | O_NONBLOCK)
        TerminalRestore.install(fd: outputFd, restore: options.modes.restoreBytes, enter: options.modes.enterBytes, attributes: saved, raw: raw,
                                wakeFd: wakePipe[1])
        isRunning = true

        var decoder = InputDecoder()
        var early: [InputEvent] = []
        do {
            if options.probe {
                (decoder, early) = try probe()
            }
            if capabilities.cellPixels == nil { capabilities.cellPixels = Self.cellPixels(outputFd) }
            encoder = capabilities.encoder
            try writeAll(options.modes.enterBytes)
        } catch {
            stop()
            throw error
        }
        lastFrame = nil
        for event in early { continuation.yield(.input(event)) }
        continuation.yield(.resize(size))
        startReader(decoder: decoder)
        return capabilities
    }

    /// The terminal's size in cells (TIOCGWINSZ); 80 × 24 when it cannot say.
    package var size: GridSize {
        Self.windowSize(outputFd)
    }

    /// Draws `frame`: only what changed since the last frame (all of it after a resize or
    /// `redrawAll()`), in one write; with a graphics protocol, the pictures its cells name taken
    /// from the picture cache. Returns what was written.
    @discardableResult
    package func draw(_ frame: TerminalFrame) throws -> EncodedFrame {
        var frame = frame
        var encoder = encoder
        if let pictures, case let .graphics(graphics) = pictures.drawing {
            encoder.graphics = graphics
            frame.pictures = frame.grid.pictureNumbers.reduce(into: [:]) { found, number in found[number] = pictures.graphics(number) }
        }
        let encoded = encoder.encode(frame, after: lastFrame)
        if !encoded.bytes.isEmpty { try writeAll(encoded.bytes) }
        lastFrame = frame
        return encoded
    }

    /// Draws the pictures of frames from `pictures` from now on (nil: none); the next frame is a
    /// full redraw.
    package func use(pictures: PictureCache?) {
        self.pictures = pictures
        lastFrame = nil
    }

    /// Draws with `encoder` from now on (a colour depth or hyperlink setting the user chose);
    /// the next frame is a full redraw.
    package func use(_ encoder: TerminalFrameEncoder) {
        self.encoder = encoder
        lastFrame = nil
    }

    /// Makes the next `draw` a full redraw (after something else wrote to the terminal).
    func redrawAll() {
        lastFrame = nil
    }

    /// Suspends the process as Ctrl-Z does in a shell (raw mode delivers Ctrl-Z as a key): it
    /// sends itself SIGTSTP, whose handler gives the terminal back, stops, and takes the
    /// terminal again when the shell continues the process (so a SIGTSTP from outside does the
    /// same); then the session delivers a `.resize` and the next `draw` is a full redraw. Bind
    /// it only where a job-control shell can continue the process.
    package func suspend() {
        guard isRunning else { return }
        TerminalRestore.continued.store(false, ordering: .relaxed)
        // To the process, not this thread: a Dispatch worker thread blocks SIGTSTP. The stop
        // comes a moment later, so wait for the handler to say the process goes on.
        _ = kill(getpid(), SIGTSTP)
        while !TerminalRestore.continued.load(ordering: .relaxed) { usleep(10_000) }
        lastFrame = nil
        continuation.yield(.resize(size))
    }

    /// Gives the terminal back: modes off, termios restored, the reader stopped and `events`
    /// finished. Safe to call more than once.
    package func stop() {
        guard isRunning else { return }
        isRunning = false
        stopReader()
        TerminalRestore.restoreTerminal()
        TerminalRestore.uninstall()
        close(wakePipe[0])
        close(wakePipe[1])
        wakePipe = [-1, -1]
        if ownsFd { close(inputFd) }
        inputFd = -1
        outputFd = -1
        continuation.finish()
    }

    /// `attributes` in raw mode (as cfmakeraw): no echo, no line editing, no signals from
    /// keys, no CR/LF translation, 8-bit bytes one at a time.
    static func rawMode(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    private func openTerminal() throws {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if tty >= 0 {
            (inputFd, outputFd, ownsFd) = (tty, tty, true)
        } else if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
            (inputFd, outputFd, ownsFd) = (STDIN_FILENO, STDOUT_FILENO, false)
        } else {
            throw TerminalSessionError.notATerminal
        }
    }

    private func closing(_ error: TerminalSessionError) -> TerminalSessionError {
        if ownsFd { close(inputFd) }
        inputFd = -1
        outputFd = -1
        return error
    }

    /// Writes all of `bytes`: one `write()` unless the kernel takes them in parts.
    func writeAll(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(outputFd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw TerminalSessionError.system("write")
                }
                offset += written
            }
        }
    }
}
