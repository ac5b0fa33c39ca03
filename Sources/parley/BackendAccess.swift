import ChatBackend
import Foundation
import ParleyDemo
import ParleyTerminal
import SimpleXModel
import SimpleXRemote

/// The core a chat command works on, as a `ChatBackend`, chosen by its options (issue 12,
/// "Everywhere"): the embedded store at `--db PATH` (by default the demo store in the XDG data
/// folder, made on first use), the `simplex-chat` CLI's WebSocket API at `--connect URL`, or the
/// core's C library at `--core-lib PATH` with its databases at `--core-db PREFIX`. `--as PROFILE`
/// acts as a local profile of the embedded store.
enum BackendAccess {
    /// The options every chat command takes, the terminal client's too.
    static let options = CommandOptions(values: ["--db", "--as", "--connect", "--core-lib", "--core-db", "--create", "--config"])

    /// What the options mean, for each command's help.
    static var help: String {
        CLILocale.translator.tr("""
        The core, one of: --db PATH, the embedded store (by default the demo store in
        $XDG_DATA_HOME/parley, made on first use); --connect ws://HOST:PORT, the simplex-chat
        CLI's WebSocket API (the CLI started as simplex-chat -p PORT); --core-lib PATH
        --core-db PREFIX, the core's C library libsimplex with its databases PREFIX_chat.db and
        PREFIX_agent.db (refused when they are not there; --create NAME makes them, with the
        profile NAME). --as PROFILE needs the embedded store. A core that cannot be reached is
        one error line and exit status 1. With none of them, the core the settings file names
        (db, connect, core_lib with core_db) is used: --config FILE, else
        $XDG_CONFIG_HOME/parley/config.toml (~/.config/parley/config.toml).
        """)
    }

    /// Which core the options name. A bad choice is a `UsageError`, found before anything opens.
    enum Choice {
        case store(path: String)
        case webSocket(WebSocketURL)
        case library(path: String, databasePrefix: String, newUser: String?)

        /// The core the options name, else the one the settings name (`settings`), else the demo store.
        init(_ arguments: Arguments, settings: ClientSettings.Core? = nil) throws(UsageError) {
            var store = arguments.value("--db")
            var url = arguments.value("--connect")
            var library = arguments.value("--core-lib")
            var prefix = arguments.value("--core-db")
            let newUser = arguments.value("--create")
            let named = [store != nil, url != nil, library != nil || prefix != nil].filter { $0 }.count
            guard named <= 1 else { throw UsageError(CLILocale.translator.tr("give one of --db PATH, --connect URL and --core-lib PATH --core-db PREFIX")) }
            if named == 0 {
                switch settings {
                case let .store(path)?: store = path
                case let .webSocket(address)?: url = address
                case let .library(path, databasePrefix)?: (library, prefix) = (path, databasePrefix)
                case nil: break
                }
            }
            if let url {
                do {
                    self = .webSocket(try WebSocketURL(parsing: url))
                } catch {
                    throw UsageError("--connect: \(error)")
                }
            } else if library != nil || prefix != nil {
                guard let library, let prefix else { throw UsageError(CLILocale.translator.tr("--core-lib PATH and --core-db PREFIX go together")) }
                guard newUser?.isEmpty != true else { throw UsageError(CLILocale.translator.tr("--create NAME needs the new profile's display name")) }
                self = .library(path: library, databasePrefix: prefix, newUser: newUser)
            } else {
                guard newUser == nil else { throw UsageError(CLILocale.translator.tr("--create NAME makes new databases of the core's C library: it needs --core-lib and --core-db")) }
                self = .store(path: store ?? BackendAccess.defaultPath)
            }
        }
    }

    static var defaultPath: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.local/share" } ?? FileManager.default.temporaryDirectory.path)
        return base + "/parley/demo.db"
    }

    static func path(_ arguments: Arguments) -> String {
        arguments.value("--db") ?? defaultPath
    }

    /// Where the clients keep unsent drafts between runs (D12): beside the store
    /// (`PATH.drafts.json`), or under `$XDG_STATE_HOME/parley` for a core (one file per address
    /// or database prefix).
    static func draftsPath(_ arguments: Arguments) throws -> String {
        switch try Choice(arguments) {
        case let .store(path):
            return path + ".drafts.json"
        case let .webSocket(url):
            return stateFolder + "/drafts-" + FileNames.safe(url.description) + ".json"
        case let .library(_, prefix, _):
            return prefix + ".drafts.json"
        }
    }

    /// `$XDG_STATE_HOME/parley` (default `~/.local/state/parley`).
    static var stateFolder: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.local/state" } ?? FileManager.default.temporaryDirectory.path)
        return base + "/parley"
    }

    /// Opens the core the options name. A remote core that is not there is one `unreachable`
    /// error naming the address or library (connecting and the WebSocket handshake together wait
    /// at most `WebSocketConnection.Options.connectTimeout`). `reconnects`: a lost WebSocket
    /// connection is restored with backoff (the terminal client); otherwise it fails the command
    /// in flight (a script). Close what this returns with `close(_:)`.
    static func open(_ arguments: Arguments, reconnects: Bool = false) async throws -> any ChatBackend {
        let backend: any ChatBackend = switch try Choice(arguments, settings: try SettingsFile.load(arguments).core) {
        case let .store(path):
            try await openStore(path)
        case let .webSocket(url):
            try await RemoteCore.connect(to: url.description, options: RemoteCore.Options(reconnect: reconnects ? ReconnectPolicy() : nil))
        case let .library(path, databasePrefix, newUser):
            try await RemoteCore.open(library: path, databasePrefix: databasePrefix,
                                      options: RemoteCore.Options(reconnect: nil, startsChat: true, newUser: newUser.map { Profile(displayName: $0, fullName: "") }))
        }
        if let name = arguments.value("--as") {
            guard let local = backend as? any LocalCore else {
                await close(backend)
                throw Failure(CLILocale.translator.tr("--as needs the embedded store: a remote core has one active profile for all its clients"))
            }
            try await local.act(asProfileNamed: name)
        }
        return backend
    }

    /// The embedded store at `path`; the demo store, the first time, says that it is being made
    /// (issue 18 defect 15: a first run is not a blank wait).
    private static func openStore(_ path: String) async throws -> any ChatBackend {
        if path == defaultPath, !FileManager.default.fileExists(atPath: path) {
            FileHandle.standardError.write(Data((CLILocale.translator.tr("Making the demo chats (first run)…") + "\n").utf8))
        }
        return try await DemoSeed.open(path)
    }

    /// Checks that chat `ref` (named `name` on the command line) opens on `backend`, before
    /// a client shows it; closes the backend and fails naming the chat when it does not.
    static func checkOpens(_ ref: ChatRef, named name: String, on backend: any ChatBackend) async throws {
        do {
            _ = try await backend.chat(ref, .last(count: 1))
        } catch {
            await close(backend)
            throw Failure(CLILocale.translator.tr("cannot open {name}: {error}", ["name": name, "error": "\(error)"]))
        }
    }

    /// Runs `body` on the core the options name, and closes it after, whatever `body` throws.
    static func withBackend<Value>(_ arguments: Arguments, _ body: (any ChatBackend) async throws -> Value) async throws -> Value {
        let backend = try await open(arguments)
        let value: Value
        do {
            value = try await body(backend)
        } catch {
            await close(backend)
            throw error
        }
        await close(backend)
        return value
    }

    /// Ends the backend: a remote core's connection (the WebSocket close handshake, or
    /// `/_stop` and `chat_close_store`), the embedded store's work in flight.
    static func close(_ backend: any ChatBackend) async {
        await backend.close()
    }
}
