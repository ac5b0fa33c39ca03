import ChatBackend
import Foundation
import ParleyDemo
import SimpleXModel

/// `parley demo [--reset]`: the demo store, made when missing or anew with `--reset`.
enum DemoCommand: ParleyCommand {
    static let name = "demo"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley demo [--reset] [--db PATH]

        Makes the demo store when there is none (--reset: anew): the profiles "you" and "kim",
        the group "Team", bob's chat with every kind of content, the bots, the channel "Parley
        News" with its relays and the 100,000-message chat "history". Prints where it is.
        """)
    }

    static let options = CommandOptions(values: ["--db"], flags: ["--reset"])

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("demo takes only --reset and --db PATH")) }
        let path = BackendAccess.path(arguments)
        if arguments.has("--reset") {
            _ = try await DemoSeed.reset(path)
            print(CLILocale.translator.tr("demo store created: {path}", ["path": path]))
        } else {
            _ = try await DemoSeed.open(path)
            print(CLILocale.translator.tr("demo store: {path}", ["path": path]))
        }
        return 0
    }
}
