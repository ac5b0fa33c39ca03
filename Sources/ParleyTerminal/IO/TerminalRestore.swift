import Glibc
import Synchronization

/// What a signal handler needs to give the terminal back and take it again: the fd, the
/// restore and enter bytes, the saved and the raw termios, in memory set up before any handler
/// is installed, so the handlers only call async-signal-safe functions (write, tcsetattr,
/// signal, sigprocmask, raise).
enum TerminalRestore {
    nonisolated(unsafe) static var fd: Int32 = -1
    nonisolated(unsafe) static var bytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static var enterBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static var savedAttributes = termios()
    nonisolated(unsafe) static var rawAttributes = termios()
    nonisolated(unsafe) static var wakeFd: Int32 = -1
    nonisolated(unsafe) static var previousHandlers: [Int32: sighandler_t] = [:]
    /// The process was started with SIGTSTP ignored (no job control): it stays so.
    nonisolated(unsafe) static var stopIgnored = false
    /// Set by the SIGTSTP handler once the shell has continued the process and the terminal is
    /// the client's again.
    static let continued = Atomic<Bool>(false)

    /// Signals after which the terminal is restored and the signal raised again: the ones that
    /// end a process (SIGINT from `kill`, since raw mode turns Ctrl-C into a key) and crashes.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP]

    /// Arms the handlers for `fd`, which will get `restore` and `attributes` back when the
    /// process ends or stops, and `enter` and `raw` again when it continues. A SIGTSTP the
    /// process was started ignoring (no job control) stays ignored.
    static func install(fd: Int32, restore: [UInt8], enter: [UInt8], attributes: termios, raw: termios, wakeFd: Int32) {
        bytes = buffer(restore)
        enterBytes = buffer(enter)
        self.fd = fd
        self.savedAttributes = attributes
        self.rawAttributes = raw
        self.wakeFd = wakeFd
        for signal in fatalSignals {
            previousHandlers[signal] = Glibc.signal(signal, restoreAndRaise)
        }
        let stop = Glibc.signal(SIGTSTP, restoreAndStop)
        previousHandlers[SIGTSTP] = stop
        stopIgnored = stop.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
        if stopIgnored { _ = Glibc.signal(SIGTSTP, SIG_IGN) }
        _ = Glibc.signal(SIGWINCH, noteResize)
        _ = Glibc.signal(SIGCONT, noteResize)
    }

    private static func buffer(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    /// Puts the previous handlers back and frees the restore bytes.
    static func uninstall() {
        for (signal, handler) in previousHandlers { _ = Glibc.signal(signal, handler) }
        previousHandlers = [:]
        _ = Glibc.signal(SIGWINCH, SIG_DFL)
        _ = Glibc.signal(SIGCONT, SIG_DFL)
        fd = -1
        wakeFd = -1
        bytes?.deallocate()
        bytes = nil
        enterBytes?.deallocate()
        enterBytes = nil
    }

    /// Ignores SIGINT and SIGQUIT while a child has the terminal (as `system()` does: the
    /// terminal's Ctrl-C is the child's) and lets SIGTSTP stop the client as it is (the child
    /// owns the screen), or arms their handlers again.
    static func setInterruptsIgnored(_ ignored: Bool) {
        for signal in [SIGINT, SIGQUIT] {
            _ = Glibc.signal(signal, ignored ? SIG_IGN : restoreAndRaise)
        }
        if !stopIgnored {
            _ = Glibc.signal(SIGTSTP, ignored ? SIG_DFL : restoreAndStop)
        }
    }

    /// Writes the restore bytes and the saved termios; async-signal-safe.
    static func restoreTerminal() {
        guard fd >= 0 else { return }
        if let bytes, let base = bytes.baseAddress {
            _ = write(fd, base, bytes.count)
        }
        _ = tcsetattr(fd, TCSANOW, &savedAttributes)
    }

    /// Takes the terminal again after a stop: raw mode and the client's modes; async-signal-safe.
    static func resumeTerminal() {
        guard fd >= 0 else { return }
        _ = tcsetattr(fd, TCSANOW, &rawAttributes)
        if let enterBytes, let base = enterBytes.baseAddress {
            _ = write(fd, base, enterBytes.count)
        }
    }
}

private func restoreAndRaise(_ signal: Int32) {
    TerminalRestore.restoreTerminal()
    TerminalRestore.fd = -1
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}

private func noteResize(_ signal: Int32) {
    var byte = UInt8(ascii: "w")
    if TerminalRestore.wakeFd >= 0 { _ = write(TerminalRestore.wakeFd, &byte, 1) }
}

/// SIGTSTP, from Ctrl-Z or from outside (`kill -TSTP`): the terminal is given back and the
/// process stops; when the shell continues it, the terminal is taken again, the handler armed
/// again, and the screen drawn anew (a wake as after a resize). SIGTSTP is blocked while its
/// handler runs, so it is unblocked before it is raised with the default action.
private func restoreAndStop(_ signal: Int32) {
    TerminalRestore.restoreTerminal()
    _ = Glibc.signal(SIGTSTP, SIG_DFL)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &stop, nil)
    _ = raise(SIGTSTP)
    TerminalRestore.resumeTerminal()
    _ = Glibc.signal(SIGTSTP, restoreAndStop)
    TerminalRestore.continued.store(true, ordering: .relaxed)
    noteResize(SIGCONT)
}
