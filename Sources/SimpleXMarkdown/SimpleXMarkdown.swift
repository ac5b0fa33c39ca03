// SimpleXMarkdown: SimpleX inline formatting exactly as the core parses it, and block markdown
// (`markdownBlocks`). Depends on SimpleXModel for `FormattedText`, `Format` and `MarkdownBlock`.
