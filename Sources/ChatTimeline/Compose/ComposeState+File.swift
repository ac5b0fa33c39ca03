import SimpleXModel

extension ComposeState {
    /// The command that sends the file at `path` (absolute) to `chat` as a file message
    /// (simplex-wire §3.6: `/_send` with the file's source), quoting the item being replied
    /// to; nil while attachments are off (editing, forwarding, reporting, live, sending).
    public func fileCommand(_ path: String, to chat: ChatRef) -> ChatCommand? {
        guard !attachmentsDisabled else { return nil }
        let quoted: Int64? = if case let .quoting(item) = context { item.meta.itemId } else { nil }
        return .send(chat, messages: [ComposedMessage(fileSource: CryptoFile(filePath: path), msgContent: .file(text: ""), quotedItemId: quoted)])
    }
}
