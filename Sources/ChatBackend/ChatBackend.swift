// ChatBackend: the typed API the view needs from a chat core (commands, responses, events
// stream), with no storage of its own. ChatStore (embedded SQLite core) and SimpleXRemote (the
// simplex-chat WebSocket API) implement it; the front ends use nothing else.
