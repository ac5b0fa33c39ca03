import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A detached tmux session on a server of its own (its own socket), for end-to-end tests of
/// the terminal client: send keys, read the screen, wait for text with a deadline. Every tmux
/// command is a child process that returns at once; the screen is polled (`poll`) until the
/// awaited text shows or the deadline passes.
public final class TmuxSession: Sendable {
    /// tmux is missing or a tmux command failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    private let socket: String
    public let name = "main"

    /// Starts `command` (run by `sh -c`) in a new `columns`×`rows` session; fails when tmux
    /// is not installed (Scripts/setup.sh installs it).
    public init(command: String, columns: Int, rows: Int) throws {
        socket = "parley-test-\(UUID().uuidString.prefix(8))"
        guard try Self.exec(["-V"], socket: nil).status == 0 else {
            throw Failure(description: "tmux -V failed: Scripts/setup.sh installs tmux")
        }
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command])
        try tmux(["set-option", "-t", name, "remain-on-exit", "on"])
    }

    /// Ends the session and with it its server (this session's only: tmux 3.3's kill-server
    /// leaves a detached server running here, kill-session ends it).
    public func close() {
        _ = try? tmux(["kill-session", "-t", name])
    }

    /// Types `text` literally.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Presses keys by tmux's names: `Enter`, `Tab`, `Up`, `C-c`, `Escape`, `Space`.
    public func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// The screen as text, one string a row, trailing spaces removed.
    public func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
    }

    /// The screen with its colours and attributes as SGR sequences (`capture-pane -e`), one
    /// string a row.
    public func styledScreen() throws -> String {
        try tmux(["capture-pane", "-e", "-p", "-t", name])
    }

    /// A tmux format of the pane: `#{alternate_on}`, `#{cursor_flag}`, `#{pane_width}`.
    public func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls the screen until `condition` holds, at most `timeout` seconds; returns the screen,
    /// or throws with the last screen seen.
    @discardableResult
    public func waitFor(_ what: String, timeout: TimeInterval = 5, _ condition: (String) -> Bool) throws -> String {
        var last = ""
        let shown = try poll(within: .milliseconds(Int(timeout * 1000))) { () throws -> String? in
            last = try screen()
            return condition(last) ? last : nil
        }
        if let shown { return shown }
        throw Failure(description: "timed out waiting for \(what); the screen:\n\(last)")
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = 5) throws -> String {
        try waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.exec(arguments, socket: socket)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.output)")
        }
        return result.output
    }

    /// Runs tmux and waits for it with `waitpid`. Not `Process`: the server that a first
    /// command forks off the client outlives it, and `Process` on Linux does not see the client
    /// end while the server holds what it inherited. The output goes through a file.
    private static func exec(_ arguments: [String], socket: String?) throws -> (status: Int32, output: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("parley-tmux-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let words = ["tmux"] + (socket.map { ["-L", $0] } ?? []) + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "tmux could not be started (\(String(cString: strerror(spawned)))): Scripts/setup.sh installs it")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid for tmux failed: \(String(cString: strerror(errno)))") }
        }
        let exited = status & 0x7F == 0
        let text = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), text)
    }
}
