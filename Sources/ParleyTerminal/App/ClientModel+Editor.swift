import ChatLayout

/// `$EDITOR` for a long message (issue 11 "the compose bar"): Ctrl-X hands the draft to the
/// editor; what the editor leaves in the file fills the compose bar, unsent. An editor that
/// fails leaves the draft as it was.
extension ClientModel {
    /// Asks the runtime to open the draft in the editor (Ctrl-X in the compose bar); refused
    /// during a live message, whose every change is sent as it is typed.
    mutating func editInEditor() -> [ClientRequest] {
        guard let chat = state.chat else { return [] }
        guard !chat.compose.isLive else {
            state.status = "The editor is for a draft: end the live message first (Enter)"
            return []
        }
        return [.local(.editDraft(chat.editor.text))]
    }

    /// The editor closed: its text in the compose bar, cursor at the end, or why not.
    mutating func editorClosed(_ outcome: EditorOutcome) {
        switch outcome {
        case let .edited(text):
            guard state.chat != nil else { return }
            state.chat?.focus = nil
            state.chat?.editor.set(Self.draft(fromEditorFile: text))
            state.status = "From the editor: Enter sends, Ctrl-X edits again"
        case let .failed(reason):
            state.status = "The draft is unchanged: " + reason
        }
    }

    /// The draft from the editor's file: without the line breaks editors end a file with, and
    /// with what would drive the terminal made visible, as a paste.
    static func draft(fromEditorFile text: String) -> String {
        var text = Substring(text)
        while text.last?.isNewline == true { text.removeLast() }
        return SafeText.sanitize(String(text), for: .body)
    }
}
