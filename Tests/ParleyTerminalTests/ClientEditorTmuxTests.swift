import Foundation
import Testing
import TestSupport

/// Issue 11 "`$EDITOR` for a long message", end to end under tmux: Ctrl-X gives the terminal
/// to `EDITOR` (here a script that reads a line from the terminal and writes the file), and
/// the client comes back drawn in full with the file's text in the compose bar, unsent; an
/// editor that fails leaves the draft.
@Suite struct ClientEditorTmuxTests {
    @Test("Ctrl-X: the editor gets the terminal, its text fills the compose bar")
    func editorFillsTheComposeBar() throws {
        let store = try DemoStoreFolder(named: "editor")
        defer { store.remove() }
        let editor = try store.write("""
            #!/bin/sh
            printf 'editor has: %s\\n' "$(cat "$1")"
            printf 'modes: %s %s\\n' "$(stat -c %a "$1")" "$(stat -c %a "$(dirname "$1")")"
            printf 'type a line: '
            read line
            [ "$line" = fail ] && exit 3
            printf 'from editor: %s\\n' "$line" > "$1"
            """, to: "editor.sh")
        let script = try store.write("""
            chmod +x '\(editor)'
            VISUAL= EDITOR='\(editor)' '\(store.parley)' --db '\(store.db)'
            echo "parley exited with $?"
            exec cat
            """, to: "run.sh")
        let tmux = try TmuxSession(command: "sh '\(script)'", columns: 100, rows: 30)
        defer { tmux.close() }

        try tmux.waitFor("Parley — you")
        try tmux.type("/bob")
        try tmux.press("Enter")
        try tmux.waitFor("Unread from yesterday")
        try tmux.type("draft")
        try tmux.waitFor("› draft")
        try tmux.press("C-x")
        try tmux.waitFor("type a line:")
        #expect(try tmux.screen().contains("editor has: draft"))
        #expect(try tmux.screen().contains("modes: 600 700"), "the draft is the user's alone")
        #expect(try tmux.format("#{alternate_on}") == "0", "the editor runs on the main screen")
        try tmux.type("typed in the editor")
        try tmux.press("Enter")
        try tmux.waitFor("› from editor: typed in the editor")
        let screen = try tmux.screen()
        #expect(screen.contains("Unread from yesterday"), "the chat is drawn again in full")
        #expect(!screen.contains("type a line:"))
        #expect(try tmux.format("#{alternate_on}") == "1")

        // An editor that exits with status 3 leaves the draft as it was.
        try tmux.press("C-x")
        try tmux.waitFor("type a line:")
        try tmux.type("fail")
        try tmux.press("Enter")
        try tmux.waitFor("The draft is unchanged: the editor exited with status 3")
        #expect(try tmux.screen().contains("› from editor: typed in the editor"))

        try tmux.press("C-z")
        try tmux.waitFor("Ctrl-Z: no job-control shell here to come back to")

        try tmux.press("C-c")
        try tmux.waitFor("Your unsent draft is kept for next time.")
        try tmux.press("C-c")
        try tmux.waitFor("parley exited with 0", timeout: 10)
    }
}
