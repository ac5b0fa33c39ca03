import Foundation
import Glibc

/// Why a child process could not be run in the terminal.
struct ChildProcessError: Error, Hashable, Sendable, CustomStringConvertible {
    let description: String
}

extension TerminalSession {
    /// Runs `arguments` (the first an absolute path) with the terminal as its standard input,
    /// output and error, and returns its exit status (128 + the signal when a signal ended it).
    ///
    /// For the child, the session steps aside: the reader thread stops (so it does not read the
    /// child's keys), the modes are left (alternate screen, raw mode) and Ctrl-C and Ctrl-\ no
    /// longer end the client. After it, raw mode and the modes come back, the reader starts
    /// again and a `.resize` is delivered; the next `draw` is a full redraw.
    func runInTerminal(_ arguments: [String]) async throws -> Int32 {
        guard isRunning, let path = arguments.first else {
            throw ChildProcessError(description: "no terminal session to run \(arguments.first ?? "a program") in")
        }
        stopReader()
        TerminalRestore.restoreTerminal()
        TerminalRestore.setInterruptsIgnored(true)
        let spawned = Self.spawn(path, arguments, input: inputFd, output: outputFd)
        let status: Int32? = if case let .success(pid) = spawned { await Self.wait(for: pid) } else { nil }
        TerminalRestore.setInterruptsIgnored(false)
        var raw = Self.rawMode(from: saved)
        guard tcsetattr(inputFd, TCSANOW, &raw) == 0 else { throw TerminalSessionError.system("tcsetattr") }
        try writeAll(options.modes.enterBytes)
        lastFrame = nil
        startReader(decoder: InputDecoder())
        continuation.yield(.resize(size))
        if case let .failure(error) = spawned { throw error }
        return status ?? 127
    }

    /// Ends the reader thread (the wake pipe's quit byte) and waits for it.
    func stopReader() {
        guard let reader else { return }
        var quit = UInt8(ascii: "q")
        _ = write(wakePipe[1], &quit, 1)
        reader.wait()
        self.reader = nil
    }

    /// Starts `path` on the terminal's descriptors with the default dispositions of the
    /// signals the session ignores meanwhile and no signal blocked.
    private static func spawn(_ path: String, _ arguments: [String], input: Int32, output: Int32) -> Result<pid_t, ChildProcessError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard result == 0 else {
            return .failure(ChildProcessError(description: "\(path) could not be started: \(String(cString: strerror(result)))"))
        }
        return .success(pid)
    }

    /// Waits for `pid` on a thread of its own (an editor may run for an hour; no task thread
    /// blocks meanwhile) and returns its exit status.
    private static func wait(for pid: pid_t) async -> Int32 {
        await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
            let thread = Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 {
                    guard errno == EINTR else {
                        done.resume(returning: 127)
                        return
                    }
                }
                let signal = status & 0x7F
                done.resume(returning: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
            }
            thread.name = "parley-child-wait"
            thread.start()
        }
    }
}
