// SimpleXRemote: Parley as a client of the real SimpleX core, through the two ways it offers on
// Linux: the `simplex-chat` CLI's WebSocket API (`simplex-chat -p PORT`) and the core's C library
// (`libsimplex`, loaded with dlopen). Both carry the same command strings and JSON replies; one
// `CoreClient` matches replies to commands over either `CoreTransport`, and `RemoteCore` is the
// `ChatBackend` the front ends use.
//
// The WebSocket client is written here on plain sockets (RFC 6455): Foundation's WebSocket task is
// not usable on Linux, whose toolchains link a libcurl without WebSocket support
// (swiftlang/swift-corelibs-foundation#5431).
