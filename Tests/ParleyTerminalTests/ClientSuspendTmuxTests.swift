import Foundation
import Testing
import TestSupport

/// Issue 18 defect 3, end to end under tmux with a job-control shell: Ctrl-Z and a SIGTSTP
/// from outside both give the terminal back to the shell (main screen, cooked mode), and `fg`
/// takes it again, drawn in full, keys working.
@Suite struct ClientSuspendTmuxTests {
    @Test("Ctrl-Z and an outside SIGTSTP give the shell its terminal; fg brings the client back drawn")
    func suspendAndContinue() throws {
        let store = try DemoStoreFolder(named: "suspend")
        defer { store.remove() }
        let tmux = try TmuxSession(command: "env PS1='shell$ ' bash --norc --noprofile -i", columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.waitFor("shell$")
        try tmux.type("'\(store.parley)' --db '\(store.db)'")
        try tmux.press("Enter")
        try tmux.waitFor("Parley — you", timeout: 20)
        try tmux.type("/bob")
        try tmux.press("Enter")
        try tmux.waitFor("Unread from yesterday")

        try tmux.press("C-z")
        try tmux.waitFor("Stopped") { $0.contains("Stopped") && $0.contains("shell$") }
        #expect(try tmux.format("#{alternate_on}") == "0", "the shell is on the main screen")
        try tmux.type("echo typed at the shell")
        try tmux.press("Enter")
        try tmux.waitFor("typed at the shell")
        try tmux.type("fg")
        try tmux.press("Enter")
        try tmux.waitFor("Unread from yesterday")
        #expect(try tmux.format("#{alternate_on}") == "1")

        // The same, stopped from outside: the shell's job is the client.
        try tmux.type("x")
        try tmux.waitFor("› x")
        let shell = try tmux.format("#{pane_pid}")
        let pid = try runProcess("pgrep", ["-P", shell]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try runProcess("kill", ["-TSTP", pid]).status == 0, "the client is the shell's job \(pid)")
        try tmux.waitFor("a second Stopped") { $0.components(separatedBy: "Stopped").count > 2 }
        #expect(try tmux.format("#{alternate_on}") == "0", "an outside stop gives the shell its main screen too")
        try tmux.type("fg")
        try tmux.press("Enter")
        try tmux.waitFor("› x")
        #expect(try tmux.screen().contains("Unread from yesterday"), "the chat is drawn again in full")
        try tmux.type("y")
        try tmux.waitFor("› xy", timeout: 5)
    }
}
