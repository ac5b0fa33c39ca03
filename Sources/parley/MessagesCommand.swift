import ChatBackend
import Foundation
import SimpleXModel

/// `parley messages`: a page of a chat, one core JSON line per item.
enum MessagesCommand: ParleyCommand {
    static let name = "messages"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley messages --chat REF [--last N | --before ID | --around ID] [--count N]
                               [--search TEXT] [--as PROFILE]
                               [--db PATH | --connect URL | --core-lib PATH --core-db PREFIX [--create NAME]]

        Prints a page of REF's items, oldest first, one core JSON line each: the newest N (50
        by default), COUNT before item ID, or COUNT around it; --search keeps the items whose
        text has all the words.

        {core}
        """, ["core": BackendAccess.help])
    }

    static let options = BackendAccess.options + CommandOptions(values: ["--chat", "--last", "--before", "--around", "--search", "--count"])

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        let ref = try arguments.chatRef()
        let count = Int(try arguments.number("--count") ?? 50)
        let pages = try [arguments.number("--last"), arguments.number("--before"), arguments.number("--around")]
        guard pages.compactMap({ $0 }).count <= 1 else { throw UsageError(CLILocale.translator.tr("give one of --last, --before and --around")) }
        if pages[0] != nil, arguments.value("--count") != nil { throw UsageError(CLILocale.translator.tr("--last N is the count; --count goes with --before and --around")) }
        let pagination: ChatPagination = if let last = pages[0] {
            .last(count: Int(last))
        } else if let before = pages[1] {
            .before(itemId: before, count: count)
        } else if let around = pages[2] {
            .around(itemId: around, count: count)
        } else {
            .last(count: count)
        }
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        let page = try await BackendAccess.withBackend(arguments) { backend in
            try await backend.chat(ref, pagination, search: arguments.value("--search")).chat
        }
        for item in page.chatItems {
            print(try SimpleXJSON.text(item))
        }
        return 0
    }
}
