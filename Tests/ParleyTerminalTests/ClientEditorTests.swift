import ChatLayout
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "the compose bar": `$EDITOR` for a long message — Ctrl-X asks for the draft to be
/// edited, the editor's text fills the compose bar unsent, a failed editor changes nothing.
@Suite struct ClientEditorTests {
    @Test("Ctrl-X in the compose bar asks the runtime to edit the draft")
    func controlXAsksForTheEditor() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("a long")
        #expect(client.press(.character("x"), .control).isEmpty)
        #expect(client.local == [.editDraft("a long")])
        #expect(client.state.chat?.editor.text == "a long")
    }

    @Test("The editor's text fills the compose bar, unsent, without the file's final line breaks",
          arguments: [("from editor\n", "from editor"), ("one\ntwo\n\n", "one\ntwo"), ("no newline", "no newline"), ("", "")])
    func editedTextFillsTheBar(file: String, draft: String) {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("before")
        #expect(client.send(.editorClosed(.edited(file))).isEmpty, "nothing is sent")
        #expect(client.state.chat?.editor.text == draft)
        #expect(client.state.open?.compose.text == draft)
        #expect(client.state.chat?.editor.cursor == draft.count)
        #expect(client.state.open?.compose.inProgress == false)
    }

    @Test("Text from the editor that would drive the terminal is made visible, as a paste")
    func editedTextIsSanitized() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.send(.editorClosed(.edited("a\u{1B}[2Jb")))
        #expect(client.state.chat?.editor.text == SafeText.sanitize("a\u{1B}[2Jb", for: .body))
        #expect(client.state.chat?.editor.text.contains("\u{1B}") == false)
        #expect(client.state.open?.compose.text == client.state.chat?.editor.text, "what is sent is what is shown")
    }

    @Test("An editor that fails leaves the draft and says why")
    func failedEditorKeepsTheDraft() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("keep me")
        client.send(.editorClosed(.failed("the editor exited with status 1 (false)")))
        #expect(client.state.chat?.editor.text == "keep me")
        #expect(client.screenLines.last == " The draft is unchanged: the editor exited with status 1 (false)")
    }

    @Test("The editor is VISUAL, then EDITOR, then vi; blank values do not count",
          arguments: [(["VISUAL": "nano", "EDITOR": "vim"], "nano"), (["EDITOR": "vim -u NONE"], "vim -u NONE"),
                      (["VISUAL": "  ", "EDITOR": "ed"], "ed"), ([:], "vi")])
    func editorCommand(environment: [String: String], command: String) {
        #expect(ExternalEditor.command(environment: environment) == command)
    }

    @Test("The editor runs by sh with the file as its last argument, never parsed by the shell")
    func editorArguments() {
        #expect(ExternalEditor.arguments(command: "vim -u NONE", file: "/drafts/a b;$(x).md")
            == ["/bin/sh", "-c", "vim -u NONE \"$1\"", "sh", "/drafts/a b;$(x).md"])
    }

    @Test("Ctrl-X is on the keys sheet and the compose bar's hint line")
    func controlXIsShown() {
        var client = ClientDriver.opened(ClientDriver.team, size: GridSize(rows: 60, columns: 200))
        #expect(client.screenLines.last?.contains("Ctrl-X editor") == true)
        client.press(.character("?"))
        #expect(client.screen.contains("Ctrl-X"))
    }
}
