import Foundation

/// The `parley` command line: picks the command and maps its outcome to an exit status.
enum ParleyCLI {
    /// The overview `parley --help` prints, in the user's language.
    static var help: String {
        CLILocale.translator.tr("""
        parley — the SimpleX chat view, in Swift.

        Usage:
          parley [--db PATH] [--chat REF] [--layout terminal|classic] [--vim] [--mouse] [--no-bell]
                                    the full-screen chat client (in a pipe: the chat as text);
                                    --vim adds j k g G, --mouse the wheel and clicks
          parley --print-config     the settings file with its defaults, to start
                                    $XDG_CONFIG_HOME/parley/config.toml (~/.config) from
          parley send --chat REF [CORE] -  send standard input as the message
          parley demo --reset       create the demo store anew
          parley chats [--as PROFILE] [CORE]  the chats of the core, one JSON line each
          parley send --chat REF [--quote ID] [--repeat N] [--as PROFILE] [CORE] TEXT
                                    send a message (N times); prints each new item once the core has it
          parley messages --chat REF [--last N | --before ID | --around ID] [--count N] [--search TEXT] [--as PROFILE] [CORE]
          parley decode TYPE [FILE] read core JSON as TYPE, print it re-encoded as tagged JSON
          parley markdown [--blocks] message text on stdin → its formattedText (and blocks) as JSON
          parley rows --from FILE   the visible rows of a chat page (dates, senders, gaps, menus) as JSON lines
          parley group-info --from FILE  the sections of group info for a group and its members
          parley layout --from FILE  the geometry of a chat page's rows, in points, as JSON lines
          parley render (--from FILE | --chat REF) --out FILE.png|.svg|.pdf  a chat drawn as an image
          parley export --chat REF [CORE] --out FILE.pdf  the whole chat as a PDF transcript with a title page
          parley --version          Parley's version
          parley --help             this text; `parley COMMAND --help` explains a command

        REF is @CONTACT, #GROUP or *NOTES by id (a bare number is a contact). --as PROFILE acts
        as another local profile of the store (the demo has "you" and "kim"). CORE is one of
        --db PATH (the embedded store; the default is the demo store in $XDG_DATA_HOME/parley,
        ~/.local/share/parley, made on first use), --connect ws://HOST:PORT (the simplex-chat
        CLI started as `simplex-chat -p PORT`) and --core-lib PATH --core-db PREFIX (the core's
        C library libsimplex and its databases).
        Exit status: 0 on success, 1 on bad input or a refused command, 2 on a bad command line.
        """)
    }

    static var commands: [any ParleyCommand.Type] { [
        ClientCommand.self, DemoCommand.self, ChatsCommand.self, SendCommand.self, MessagesCommand.self,
        DecodeCommand.self, MarkdownCommand.self, RowsCommand.self, GroupInfoCommand.self,
        LayoutCommand.self, RenderCommand.self, ExportCommand.self, GUICommand.self,
    ] }

    static func run(_ arguments: [String]) async -> Int32 {
        switch arguments.first {
        case nil:
            return await run(ClientCommand.self, arguments)
        case let option? where option.hasPrefix("--") && option != "--help":
            return await run(ClientCommand.self, arguments)
        case "--help", "-h", "help":
            print(help)
            return 0
        case let name?:
            guard let command = commands.first(where: { $0.name == name }) else {
                return fail(CLILocale.translator.tr("unknown command {name}; see parley --help", ["name": name]), status: 2)
            }
            return await run(command, Array(arguments.dropFirst()))
        }
    }

    private static func run(_ command: any ParleyCommand.Type, _ arguments: [String]) async -> Int32 {
        do {
            return try await command.run(arguments)
        } catch let error as UsageError where error.isHelpRequest {
            print(command.help)
            return 0
        } catch let error as UsageError {
            return fail(CLILocale.translator.tr("{message}; see parley {command} --help", ["message": error.message, "command": command.name]), status: 2)
        } catch {
            return fail("\(error)")
        }
    }

    /// Prints one line to stderr and returns `status`.
    static func fail(_ message: String, status: Int32 = 1) -> Int32 {
        FileHandle.standardError.write(Data("parley: \(message)\n".utf8))
        return status
    }
}
