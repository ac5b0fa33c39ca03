import Glibc
import Synchronization

/// What a signal handler needs to give the terminal back: the fd, the restore bytes and the
/// saved termios, in memory set up before any handler is installed, so the handler only calls
/// async-signal-safe functions (write, tcsetattr, signal, raise).
enum TerminalRestore {
    nonisolated(unsafe) static var fd: Int32 = -1
    nonisolated(unsafe) static var bytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static var savedAttributes = termios()
    nonisolated(unsafe) static var wakeFd: Int32 = -1
    nonisolated(unsafe) static var previousHandlers: [Int32: sighandler_t] = [:]
    /// Set by the SIGCONT handler: the shell has continued the process after a suspend.
    static let continued = Atomic<Bool>(false)

    /// Signals after which the terminal is restored and the signal raised again: the ones that
    /// end a process (SIGINT from `kill`, since raw mode turns Ctrl-C into a key) and crashes.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP]

    /// Arms the handlers for `fd`, which will get `restore` and `attributes` back.
    static func install(fd: Int32, restore: [UInt8], attributes: termios, wakeFd: Int32) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: restore.count)
        _ = buffer.initialize(from: restore)
        self.bytes = buffer
        self.fd = fd
        self.savedAttributes = attributes
        self.wakeFd = wakeFd
        for signal in fatalSignals {
            previousHandlers[signal] = Glibc.signal(signal, restoreAndRaise)
        }
        _ = Glibc.signal(SIGWINCH, noteResize)
        _ = Glibc.signal(SIGCONT, noteContinue)
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
    }

    /// Ignores SIGINT and SIGQUIT while a child has the terminal (as `system()` does: the
    /// terminal's Ctrl-C is the child's), or arms their restore handlers again.
    static func setInterruptsIgnored(_ ignored: Bool) {
        for signal in [SIGINT, SIGQUIT] {
            _ = Glibc.signal(signal, ignored ? SIG_IGN : restoreAndRaise)
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

private func noteContinue(_ signal: Int32) {
    TerminalRestore.continued.store(true, ordering: .relaxed)
}
