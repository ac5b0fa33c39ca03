import SimpleXModel

extension ChatItem {
    /// Makes `content` the item's message, sent or received as the item is, with its text,
    /// the core's `formattedText` and the blocks of the text (what the core stores for a new
    /// or edited message).
    public mutating func setMessage(_ content: MsgContent) {
        self.content = chatDir.isSent ? .sndMsgContent(msgContent: content) : .rcvMsgContent(msgContent: content)
        meta.itemText = content.text
        let markdown = MarkdownText(content.text)
        formattedText = markdown.formattedText
        markdownBlocks = markdown.blocks
    }

    /// The item with the markdown the core would have sent for its text, where it has none.
    public func parsingMarkdown() -> ChatItem {
        var item = self
        if formattedText == nil || markdownBlocks == nil {
            let markdown = MarkdownText(meta.itemText)
            item.formattedText = formattedText ?? markdown.formattedText
            item.markdownBlocks = markdownBlocks ?? markdown.blocks
        }
        return item
    }
}
