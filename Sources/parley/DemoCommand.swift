import ChatBackend
import ParleyDemo
import Foundation
import SimpleXModel

/// `parley` without arguments: the demo group from the demo store, as a transcript;
/// `parley demo --reset`: the demo store made anew.
enum DemoCommand: ParleyCommand {
    static let name = "demo"
    static let help = """
        Usage: parley [--db PATH]
               parley demo [--reset] [--db PATH]

        Shows the demo group "Team" from the store as a transcript, making the demo store first
        when there is none. --reset makes it anew: profiles, chats, groups, the channel, the bots
        and the 100,000-message chat.
        """

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options: ["--db"], flags: ["--reset"])
        guard arguments.positional.isEmpty else { throw UsageError("demo takes only --reset and --db PATH") }
        let path = BackendAccess.path(arguments)
        if arguments.has("--reset") {
            _ = try await DemoSeed.reset(path)
            print("demo store created: \(path)")
            return 0
        }
        let store = try await DemoSeed.open(path)
        print(Transcript(chat: try await store.chat(.group(1), .last(count: 50)).chat).text)
        return 0
    }
}
