// SimpleXRemote: ChatBackend over the simplex-chat WebSocket API (an RFC 6455 client over
// sockets: Foundation's WebSocket task is not available on Linux).
