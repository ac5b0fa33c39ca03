import ChatBackend
import Glibc
import Synchronization

/// The core's C library, loaded with dlopen, and the functions Parley calls (the C signatures of
/// `src/Simplex/Chat/Mobile.hs`; the official bindings declare them alike):
///
///     char *chat_migrate_init(const char *path, const char *key, const char *confirm, chat_ctrl *ctrl);
///     char *chat_send_cmd(chat_ctrl ctrl, const char *cmd);
///     char *chat_recv_msg_wait(chat_ctrl ctrl, int wait_micros);   // "" when the wait ends
///     char *chat_close_store(chat_ctrl ctrl);                      // "" or an error text
///
/// Every returned string is the caller's to `free`. A library that exports `hs_init_with_rtsopts`
/// (the real one) has its Haskell runtime started once per process, with the RTS options the
/// official bindings pass.
package struct LibSimplex: @unchecked Sendable {
    typealias MigrateInit = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>?
    typealias SendCommand = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias ReceiveWait = @convention(c) (UnsafeMutableRawPointer?, Int32) -> UnsafeMutablePointer<CChar>?
    typealias CloseStore = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?
    typealias RuntimeInit = @convention(c) (UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> Void
    typealias ThreadDone = @convention(c) () -> Void

    package let path: String
    let migrateInit: MigrateInit
    let sendCommand: SendCommand
    let receiveWait: ReceiveWait
    let closeStore: CloseStore
    /// `hs_thread_done`, called by each thread that entered the core before it ends (if exported).
    let threadDone: ThreadDone?

    /// Libraries loaded so far, by path: each is loaded and initialised once.
    private static let loaded = Mutex<[String: LibSimplex]>([:])

    /// Loads the library at `path` (once per process) and resolves its functions; a missing file or
    /// function is `unreachable` and names it.
    package static func load(path: String) throws(ChatBackendError) -> LibSimplex {
        try loaded.withLock { (libraries) throws(ChatBackendError) -> LibSimplex in
            if let library = libraries[path] { return library }
            guard let handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL) else {
                throw ChatBackendError(.unreachable, "cannot load the SimpleX core library \(path): \(dlerror().map { String(cString: $0) } ?? "unknown error")")
            }
            func symbol<Function>(_ name: String, as _: Function.Type) throws(ChatBackendError) -> Function {
                guard let address = dlsym(handle, name) else {
                    throw ChatBackendError(.unreachable, "\(path) is not the SimpleX core library: it has no \(name)")
                }
                return unsafeBitCast(address, to: Function.self)
            }
            let library = LibSimplex(
                path: path,
                migrateInit: try symbol("chat_migrate_init", as: MigrateInit.self),
                sendCommand: try symbol("chat_send_cmd", as: SendCommand.self),
                receiveWait: try symbol("chat_recv_msg_wait", as: ReceiveWait.self),
                closeStore: try symbol("chat_close_store", as: CloseStore.self),
                threadDone: dlsym(handle, "hs_thread_done").map { unsafeBitCast($0, to: ThreadDone.self) })
            if let runtimeInit = dlsym(handle, "hs_init_with_rtsopts") {
                startRuntime(unsafeBitCast(runtimeInit, to: RuntimeInit.self))
            }
            libraries[path] = library
            return library
        }
    }

    /// `hs_init_with_rtsopts` with `simplex +RTS -A64m -H64m -xn --install-signal-handlers=no`
    /// (the official bindings' options). The strings live for the process, as the runtime keeps them.
    private static func startRuntime(_ runtimeInit: RuntimeInit) {
        let arguments = ["simplex", "+RTS", "-A64m", "-H64m", "-xn", "--install-signal-handlers=no"]
        let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
        for (index, argument) in arguments.enumerated() { argv[index] = strdup(argument) }
        argv[arguments.count] = nil
        var argc = Int32(arguments.count)
        var argvPointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        runtimeInit(&argc, &argvPointer)
    }

    /// How many returned strings were freed, in this process (the tests compare it with what the
    /// ABI stand-in handed out).
    static let freedStrings = Atomic<Int>(0)

    /// Copies a returned string and frees it; nil for NULL.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer {
            free(pointer)
            freedStrings.add(1, ordering: .relaxed)
        }
        return String(cString: pointer)
    }

    /// The address of `name` in the library at `path` (loaded by `load`), or nil.
    static func symbol(_ name: String, inLibraryAt path: String) -> UnsafeMutableRawPointer? {
        dlopen(path, RTLD_NOW | RTLD_NOLOAD).flatMap { dlsym($0, name) }
    }
}
