// SimpleXMarkdown
