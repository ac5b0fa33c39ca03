import SimpleXModel

extension ChatItem {
    /// Makes `content` the item's message, sent or received as the item is, with its text,
    /// the core's `formattedText` and the blocks of the text (what the core stores for a new
    /// or edited message).
    public mutating func setMessage(_ content: MsgContent) {
        self.content = chatDir.isSent ? .sndMsgContent(msgContent: content) : .rcvMsgContent(msgContent: content)
        meta.itemText = content.text
        formattedText = InlineMarkdown.formattedText(content.text)
        markdownBlocks = BlockMarkdown.blocks(content.text)
    }

    /// The item with the markdown the core would have sent for its text, where it has none.
    public func parsingMarkdown() -> ChatItem {
        var item = self
        item.formattedText = formattedText ?? InlineMarkdown.formattedText(meta.itemText)
        item.markdownBlocks = markdownBlocks ?? BlockMarkdown.blocks(meta.itemText)
        return item
    }
}
