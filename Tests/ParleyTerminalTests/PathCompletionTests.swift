import Testing
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D27: Tab after `/f` completes the path as a shell does.
@Suite struct PathCompletionTests {
    static let entries = [PathCompletion.Entry(name: "notes.txt", isDirectory: false), PathCompletion.Entry(name: "notes.md", isDirectory: false),
                          PathCompletion.Entry(name: "photos", isDirectory: true), PathCompletion.Entry(name: ".hidden", isDirectory: false)]

    /// Rule: the longest shared start of the matching names; "/" after a lone folder; hidden
    /// names only after a typed "."; nothing when nothing matches or nothing is added.
    static let completions: [(rule: String, text: String, completed: String?)] = [
        ("a shared start is completed", "/f no", "/f notes."),
        ("a lone folder gets its slash", "/f ph", "/f photos/"),
        ("the folder typed is kept", "/f ~/docs/ph", "/f ~/docs/photos/"),
        ("nothing matches", "/f zz", nil),
        ("nothing to add", "/f notes.", nil),
        ("hidden names need a dot", "/f .h", "/f .hidden"),
        ("not a file to send", "hello", nil),
    ]

    @Test(arguments: completions)
    func tabCompletesThePath(rule: String, text: String, completed: String?) {
        #expect(PathCompletion.completed(text, entries: Self.entries) == completed, "\(rule)")
    }

    @Test("Tab after /f asks the runtime to complete; its answer fills the bar if it still says the same")
    func tabAsksAndTheAnswerFills() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("/f ph")
        client.press(.tab)
        #expect(client.local == [.completePath("/f ph")])
        #expect(client.state.chat?.focus == nil, "Tab stays in the bar")
        client.handle(.pathCompleted(from: "/f ph", to: "/f photos/"))
        #expect(client.state.chat?.editor.text == "/f photos/")
        client.handle(.pathCompleted(from: "/f ph", to: "/f photos/old/"))
        #expect(client.state.chat?.editor.text == "/f photos/", "a late answer for other text is dropped")
    }
}
