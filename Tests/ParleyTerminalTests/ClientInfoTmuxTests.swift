import Foundation
import Testing
import TestSupport

/// Issue 11 "group info, member info … views", end to end under tmux on a fresh demo store:
/// Ctrl-G opens group info, a member opens member info, its role is changed through the
/// embedded core, Esc goes back to group info and then to the chat, and group info opened
/// anew shows what the core stored.
@Suite struct ClientInfoTmuxTests {
    /// Presses ↓ until the highlighted line (`›`) holds `text`, each time waiting for the
    /// screen to show the move.
    static func highlight(_ text: String, in tmux: TmuxSession) throws {
        for _ in 0..<40 {
            let before = try tmux.screen()
            if before.split(separator: "\n").contains(where: { $0.hasPrefix(" › ") && $0.contains(text) }) { return }
            try tmux.press("Down")
            try tmux.waitFor("the highlight moved") { $0 != before }
        }
        try tmux.waitFor("› \(text)", timeout: 1)
    }

    @Test("Group info → member info → change role → back, through the embedded core")
    func memberInfoChangesRole() throws {
        let store = try DemoStoreFolder(named: "info")
        defer { store.remove() }
        let tmux = try TmuxSession(command: "'\(store.parley)' --db '\(store.db)'; echo \"parley exited with $?\"; exec cat", columns: 100, rows: 40)
        defer { tmux.close() }

        try tmux.waitFor("Parley — you")
        try tmux.type("/Team")
        try tmux.press("Enter")
        try tmux.waitFor("Joined from another local profile")
        try tmux.press("C-g")
        try tmux.waitFor("Group info · Team")
        try tmux.waitFor("frank  observer")
        try Self.highlight("frank", in: tmux)
        try tmux.press("Enter")
        try tmux.waitFor("Member info · frank")
        try Self.highlight("Change role", in: tmux)
        try tmux.press("Enter")
        try tmux.waitFor("╭─ Change role ")
        try tmux.press("2")
        try tmux.waitFor("Role will be changed to \"member\"")
        try tmux.press("Enter")
        try tmux.waitFor("frank is now member")
        try tmux.waitFor("Change role  member")
        try tmux.press("Escape")
        try tmux.waitFor("back in group info") { $0.contains("Group info · Team") && !$0.contains("frank  observer") }
        try tmux.press("Escape")
        try tmux.waitFor("the chat again") { $0.split(separator: "\n").first?.hasPrefix(" Team  · ") == true }

        try tmux.press("C-g")
        try tmux.waitFor("Group info · Team")
        #expect(try !tmux.screen().contains("frank  observer"), "the core stored the new role")
        // An Esc followed at once by another key is Alt with that key, so wait for the chat.
        try tmux.press("Escape")
        try tmux.waitFor("the chat again") { $0.split(separator: "\n").first?.hasPrefix(" Team  · ") == true }
        try tmux.press("C-c")
        try tmux.waitFor("parley exited with 0", timeout: 10)
    }
}
