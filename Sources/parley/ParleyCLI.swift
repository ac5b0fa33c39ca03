import Foundation

/// The `parley` command line: picks the subcommand and maps its outcome to an exit status.
enum ParleyCLI {
    static let help = """
        parley — the SimpleX chat view, in Swift.

        Usage:
          parley                    show the demo chat (the terminal client replaces this)
          parley decode TYPE [FILE] read core JSON as TYPE, print it re-encoded as tagged JSON
          parley markdown [--blocks] message text on stdin → its formattedText (and blocks) as JSON
          parley rows --from FILE   the visible rows of a chat page (dates, senders, gaps, menus) as JSON lines
          parley group-info --from FILE  the sections of group info for a group and its members
          parley --help             this text; `parley COMMAND --help` explains a command

        Exit status: 0 on success, 1 on bad input, 2 on a bad command line.
        """

    static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case nil:
            return DemoCommand.run()
        case "--help", "-h", "help":
            print(help)
            return 0
        case "decode":
            return DecodeCommand.run(Array(arguments.dropFirst()))
        case "markdown":
            return MarkdownCommand.run(Array(arguments.dropFirst()))
        case "rows":
            return RowsCommand.run(Array(arguments.dropFirst()))
        case "group-info":
            return GroupInfoCommand.run(Array(arguments.dropFirst()))
        case let other?:
            return fail("unknown command \(other); see parley --help", status: 2)
        }
    }

    /// Prints one line to stderr and returns `status`.
    static func fail(_ message: String, status: Int32 = 1) -> Int32 {
        FileHandle.standardError.write(Data("parley: \(message)\n".utf8))
        return status
    }
}
