// SimpleXMarkdown: SimpleX inline formatting exactly as the core parses it (`InlineMarkdown`),
// block markdown (`BlockMarkdown`), and the text helpers the view needs (`MessageText`).
