import ChatBackend
import ChatTimeline
import Foundation
import ParleyDemo
import ParleyTerminal
import SimpleXModel
import SimpleXRemote

/// `parley`: the terminal client (issue 11). On a terminal it opens the full-screen client on
/// the core; in a pipe it prints the chat as text in the terminal layout and exits.
enum ClientCommand: ParleyCommand {
    static let name = "client"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley [--db PATH | --connect ws://HOST:PORT | --core-lib PATH --core-db PREFIX [--create NAME]]
                      [--as PROFILE] [--chat REF] [--layout terminal|classic] [--vim] [--mouse] [--no-bell] [--config FILE]
                      [--images off|blocks|auto]
               parley --from FILE [--layout terminal|classic] [--now ISO] [--tz ZONE]
               parley --print-config
               parley --version

        Opens the full-screen SimpleX chat client on the embedded core: the demo store by
        default (made on first run), or the store at PATH — a PATH that does not exist yet
        starts an empty store and asks for your profile's display name. --chat REF opens that
        chat (@CONTACT, #GROUP, *NOTES); --as PROFILE acts as another local profile of the
        store. --connect and --core-lib open it on a real SimpleX core
        (see parley chats --help); a lost connection is shown and restored. --layout sets the app's default layout (each chat's
        and profile's own setting still wins); --vim adds j/k/g/G movement; --mouse turns the
        mouse on (wheel scrolls, a click focuses); --no-bell keeps a message in another chat
        quiet (no bell, no desktop notification; the title still counts it). --images shows the
        pictures of images and videos: auto (the default) with the terminal's own graphics where it
        answers for them (kitty's protocol, iTerm2's inline images, sixel), else in coloured half
        blocks; blocks always in half blocks; off as cards. Press ? in the client for every key.
        The settings file sets what these flags set, and more (the keys): --config FILE, else
        $XDG_CONFIG_HOME/parley/config.toml (~/.config/parley/config.toml); a flag wins over
        the file. --print-config writes the defaults as a settings file, each setting explained.
        When standard output is not a terminal, prints the chat (default: the first chat) as
        text in the terminal layout, COLUMNS wide (80 by default), and exits.
        --from FILE prints the chat page in FILE (an AChat or the core's apiChat reply, as
        parley layout and parley render take it) the same way, without a store: the clock is
        --now (default: the newest item's time), the time zone --tz (default UTC), so the
        terminal's cells and the renderer's points can be held against one input.
        --version prints Parley's version and exits.
        """)
    }

    static let options = BackendAccess.options + CommandOptions(values: ["--chat", "--layout", "--from", "--now", "--tz", "--images"], flags: ["--vim", "--mouse", "--no-bell", "--print-config", "--version"])

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        if arguments.has("--version") {
            print("parley \(ParleyVersion.current)")
            return 0
        }
        if arguments.has("--print-config") {
            print(ClientSettings.defaults.fileText, terminator: "")
            return 0
        }
        if let path = arguments.value("--from") {
            try printPage(path, arguments)
            return 0
        }
        let settings = try SettingsFile.load(arguments)
        let ref = arguments.value("--chat") == nil ? nil : try arguments.chatRef()
        let layout: ChatLayoutMode? = switch arguments.value("--layout") {
        case nil: settings.layout
        case "terminal": .terminal
        case "classic": .classic
        case let other?: throw UsageError(CLILocale.translator.tr("unknown layout {value}; use terminal or classic", ["value": other]))
        }
        let images = try arguments.value("--images").map { value in
            guard let mode = ImageMode(rawValue: value) else { throw UsageError(CLILocale.translator.tr("unknown --images {value}; use auto, blocks or off", ["value": value])) }
            return mode
        } ?? settings.images
        let backend = try await openBackend(arguments, settings: settings)
        if let ref { try await BackendAccess.checkOpens(ref, named: arguments.value("--chat") ?? "", on: backend) }
        let appLayout = try await (backend as? any LocalCore)?.appChatLayout()
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            try await printChat(ref, backend: backend, layout: layout, appLayout: appLayout)
            return 0
        }
        let session = TerminalSession(options: TerminalSession.Options(modes: TerminalModes(mouse: arguments.has("--mouse") || settings.mouse), probeGraphics: images == .auto))
        let client = TerminalClient(backend: backend, session: session, draftsPath: try BackendAccess.draftsPath(arguments),
                                    vimKeys: arguments.has("--vim") || settings.vimKeys, bell: !arguments.has("--no-bell") && settings.bell, layout: layout ?? appLayout,
                                    images: images, theme: settings.theme, locale: CLILocale.user.locale, translator: CLILocale.translator)
        await client.use(keys: settings.keys)
        let status = try await client.run(openingChat: ref)
        await BackendAccess.close(backend)
        return status
    }

    /// The backend: a new store's path (`--db`, or the settings' `db`) asks for the profile's name first.
    private static func openBackend(_ arguments: Arguments, settings: ClientSettings) async throws -> any ChatBackend {
        let named = ["--db", "--connect", "--core-lib", "--core-db"].contains { arguments.value($0) != nil }
        let settingsPath: String? = if case let .store(path)? = settings.core, !named { path } else { nil }
        if let path = arguments.value("--db") ?? settingsPath, !FileManager.default.fileExists(atPath: path), arguments.value("--as") == nil {
            FileHandle.standardError.write(Data((CLILocale.translator.tr("No chat store at {path} yet: a new one is made.", ["path": path]) + "\n").utf8))
            while true {
                FileHandle.standardError.write(Data(CLILocale.translator.tr("Your profile's display name: ").utf8))
                guard let line = readLine() else { throw Failure(CLILocale.translator.tr("a profile needs a display name")) }
                let name = line.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { return try await DemoSeed.create(path, displayName: name) }
                FileHandle.standardError.write(Data((CLILocale.translator.tr("A display name cannot be empty.") + "\n").utf8))
            }
        }
        return try await BackendAccess.open(arguments, reconnects: true)
    }

    /// Prints the chat page in the file at `path` as text, as the client draws it (issue 22
    /// "`parley --from FILE`"): the layout's options as `parley layout` reads them.
    private static func printPage(_ path: String, _ arguments: Arguments) throws {
        guard BackendAccess.options.values.allSatisfy({ arguments.value($0) == nil }), arguments.value("--chat") == nil else {
            throw UsageError(CLILocale.translator.tr("--from reads a chat page from a file; it takes no store, core or --chat"))
        }
        let options = try LayoutOptions(arguments)
        let page = try InputFile.chatPage(from: path)
        let now = options.now ?? page.chat.chatItems.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        let environment = TimelineEnvironment(now: now, timeZone: options.timeZone, locale: CLILocale.user.locale, translator: CLILocale.translator)
        let width = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
        for line in ChatText.lines(page.chat, user: page.user, width: width, layout: options.layout, appLayout: nil, environment: environment) {
            print(line)
        }
    }

    /// Prints `ref` (or the first chat) as text, as the client draws it.
    private static func printChat(_ ref: ChatRef?, backend: any ChatBackend, layout: ChatLayoutMode?, appLayout: ChatLayoutMode?) async throws {
        let user = try await backend.activeUser()
        let first = ref == nil ? try await backend.chats(userId: user.userId).first?.chatInfo.chatRef : nil
        guard let ref = ref ?? first else {
            print(CLILocale.translator.tr("No chats"))
            return
        }
        var chat = try await backend.chat(ref, .last(count: ChatQuery.pageSize + 1)).chat
        let cut = chat.chatItems.count > ChatQuery.pageSize
        if cut { chat.chatItems.removeFirst(chat.chatItems.count - ChatQuery.pageSize) }
        let width = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
        let environment = TimelineEnvironment(now: Date(), timeZone: .current, locale: CLILocale.user.locale, translator: CLILocale.translator)
        for line in ChatText.lines(chat, user: user, width: width, layout: layout ?? .terminal, appLayout: appLayout, environment: environment) {
            print(line)
        }
        if cut {
            print(CLILocale.translator.trPlural("(the newest {count} message; parley messages --chat {chat} prints them all)",
                                                "(the newest {count} messages; parley messages --chat {chat} prints them all)",
                                                ChatQuery.pageSize, ["chat": ref.text]))
        }
    }
}
