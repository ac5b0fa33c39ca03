// ChatBackend
