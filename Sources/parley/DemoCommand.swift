import ChatBackend
import ChatStore
import Foundation
import SimpleXModel

/// `parley` without arguments: the demo group from the demo store, as a transcript;
/// `parley demo --reset`: the demo store made anew.
enum DemoCommand {
    static func run(_ arguments: [String]) async -> Int32 {
        var arguments = arguments
        guard let path = StoreLocation.take(from: &arguments) else { return ParleyCLI.fail("--db needs a path", status: 2) }
        do {
            if arguments == ["--reset"] {
                _ = try await DemoSeed.reset(path)
                print("demo store created: \(path)")
                return 0
            }
            guard arguments.isEmpty else { return ParleyCLI.fail("demo takes only --reset and --db PATH", status: 2) }
            let store = try await DemoSeed.open(path)
            let page = try await store.chat(.group(1), .last(count: 50))
            print(Transcript(chat: page.chat).text)
            return 0
        } catch {
            return ParleyCLI.fail("\(path): \(error)")
        }
    }
}
