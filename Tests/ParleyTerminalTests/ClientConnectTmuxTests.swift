import Foundation
import Testing
import TestSupport

/// Issue 12 "Tested": the terminal client once over `--connect`, under tmux, against the
/// loopback stand-in of the CLI's WebSocket server (`CLIStandIn` answering from `FixtureCore`:
/// recorded answers, not the SimpleX core) — the chat list, the chat, a message sent as the
/// core's `/_send` command, and a clean exit.
@Suite struct ClientConnectTmuxTests {
    @Test("parley --connect under tmux: list, chat, send, quit")
    func overTheWebSocket() throws {
        let fixtures = try FixtureCore(itemCount: 60)
        let standIn = try CLIStandIn.answering(fixtures)
        defer { standIn.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-connect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let parley = Repository.productsFolder.appendingPathComponent("parley").path
        let script = folder.appendingPathComponent("run.sh")
        try """
            '\(parley)' --connect '\(standIn.url)'
            echo "parley exited with $?"
            exec cat
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(command: "sh '\(script.path)'", columns: 100, rows: 30)
        defer { tmux.close() }

        try tmux.waitFor("Team", timeout: 10)
        try tmux.press("Enter")
        try tmux.waitFor("the chat's messages") { $0.contains("Team") && $0.contains("Enter send") && !$0.contains("Loading…") }
        try tmux.type("over the *socket*")
        try tmux.press("Enter")
        try tmux.waitFor("the core's /_send", timeout: 10) { _ in standIn.commands.contains { $0.hasPrefix("/_send #1") && $0.contains("over the *socket*") } }
        try tmux.waitFor("the compose bar empty once the core took the message", timeout: 10) { $0.contains("› Message") }

        try tmux.press("C-c")
        try tmux.waitFor("parley exited with 0", timeout: 10)
    }
}
