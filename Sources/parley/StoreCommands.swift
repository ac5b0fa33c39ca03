import ChatBackend
import ChatStore
import Foundation
import SimpleXModel

/// Scripting commands on the store, safe while another program has it open:
/// `parley chats`, `parley send`, `parley messages` (core JSON, one line each).
enum StoreCommands {
    static func run(_ arguments: [String]) async -> Int32 {
        let command = arguments.first
        var arguments = Array(arguments.dropFirst())
        guard let path = StoreLocation.take(from: &arguments) else { return ParleyCLI.fail("--db needs a path", status: 2) }
        do {
            let job = try job(command, arguments)
            return try await job(try await DemoSeed.open(path))
        } catch let error as UsageError {
            return ParleyCLI.fail(error.message, status: 2)
        } catch {
            return ParleyCLI.fail("\(error)")
        }
    }

    struct UsageError: Error {
        let message: String
    }

    /// What the command will do with the store, from its arguments: a usage error is found
    /// before the store is opened (or the demo store made).
    private static func job(_ command: String?, _ arguments: [String]) throws -> (ChatStore) async throws -> Int32 {
        switch command {
        case "chats":
            let options = try Options(arguments, valued: ["--as"])
            guard options.rest.isEmpty else { throw UsageError(message: "chats takes only --as PROFILE and --db PATH") }
            return options.acting(chats)
        case "send":
            let options = try Options(arguments, valued: ["--chat", "--quote", "--repeat", "--as"])
            let ref = try options.chat()
            let quote = try options.integer("--quote")
            let times = try options.integer("--repeat") ?? 1
            guard let text = options.rest.first, options.rest.count == 1 else { throw UsageError(message: "send takes the text as one argument") }
            return options.acting { store in try await send(store, ref, text: text, quote: quote, times: times) }
        default:
            let options = try Options(arguments, valued: ["--chat", "--last", "--before", "--around", "--search", "--count", "--as"])
            let ref = try options.chat()
            let count = Int(try options.integer("--count") ?? 50)
            let pagination: ChatPagination = if let last = try options.integer("--last") {
                .last(count: Int(last))
            } else if let before = try options.integer("--before") {
                .before(itemId: before, count: count)
            } else if let around = try options.integer("--around") {
                .around(itemId: around, count: count)
            } else {
                .last(count: count)
            }
            guard options.rest.isEmpty else { throw UsageError(message: "unknown arguments: \(options.rest.joined(separator: " "))") }
            let search = options.values["--search"]
            return options.acting { store in try await messages(store, ref, pagination, search: search) }
        }
    }

    /// Every chat: its ref, name, type, unread count and last item.
    private static func chats(_ store: ChatStore) async throws -> Int32 {
        let user = try await store.activeUser()
        for chat in try await store.chats(userId: user.userId) {
            let type = switch chat.chatInfo {
            case .direct: "direct"
            case let .group(_, groupInfo): groupInfo.useRelays ? "channel" : "group"
            case .local: "local"
            default: "other"
            }
            let line = JSONValue.object([
                "ref": .string(chat.chatInfo.chatRef?.text ?? ""), "name": .string(chat.chatInfo.displayName), "type": .string(type),
                "unread": .integer(Int64(chat.chatStats.unreadCount)),
                "lastItem": try JSONValue(encoding: chat.chatItems.last),
            ])
            print(try SimpleXJSON.text(line))
        }
        return 0
    }

    /// `send --chat REF [--quote ID] [--repeat N] [--as PROFILE] TEXT`: prints each new item once it is stored
    /// (its transaction committed), so a printed item survives a crash right after.
    private static func send(_ store: ChatStore, _ ref: ChatRef, text: String, quote: Int64?, times: Int64) async throws -> Int32 {
        for _ in 0..<times {
            let sent = try await store.send(ref, [ComposedMessage(mentions: [:], msgContent: .text(text: text), quotedItemId: quote)])
            for item in sent {
                FileHandle.standardOutput.write(Data((try SimpleXJSON.text(item.chatItem) + "\n").utf8))
            }
        }
        await store.waitForBots()
        return 0
    }

    /// `messages --chat REF [--last N | --before ID | --around ID] [--count N] [--search TEXT] [--as PROFILE]`.
    private static func messages(_ store: ChatStore, _ ref: ChatRef, _ pagination: ChatPagination, search: String?) async throws -> Int32 {
        for item in try await store.chat(ref, pagination, search: search).chat.chatItems {
            print(try SimpleXJSON.text(item))
        }
        return 0
    }

    /// `--name value` options and the remaining arguments.
    struct Options {
        var values: [String: String] = [:]
        var rest: [String] = []

        init(_ arguments: [String], valued: Set<String>) throws {
            var index = 0
            while index < arguments.count {
                let argument = arguments[index]
                if valued.contains(argument) {
                    guard index + 1 < arguments.count else { throw UsageError(message: "\(argument) needs a value") }
                    values[argument] = arguments[index + 1]
                    index += 2
                } else {
                    rest.append(argument)
                    index += 1
                }
            }
        }

        func chat() throws -> ChatRef {
            guard let text = values["--chat"] else { throw UsageError(message: "--chat REF is required (@CONTACT, #GROUP, *NOTES)") }
            if let ref = ChatRef(text: text) { return ref }
            if let id = Int64(text) { return .direct(id) }
            throw UsageError(message: "\(text) is not a chat reference (@CONTACT, #GROUP, *NOTES)")
        }

        /// `job`, run as the profile named by `--as` when given (the active profile stays).
        func acting(_ job: @escaping (ChatStore) async throws -> Int32) -> (ChatStore) async throws -> Int32 {
            guard let name = values["--as"] else { return job }
            return { store in
                try await store.act(as: try await store.user(named: name).userId)
                return try await job(store)
            }
        }

        func integer(_ name: String) throws -> Int64? {
            guard let text = values[name] else { return nil }
            guard let value = Int64(text), value >= 0 else { throw UsageError(message: "\(name) takes a number, not \(text)") }
            return value
        }
    }
}
