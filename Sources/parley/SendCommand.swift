import ChatBackend
import Foundation
import SimpleXModel

/// `parley send`: a message from the command line, acknowledged once it is stored.
enum SendCommand: ParleyCommand {
    static let name = "send"
    static let help = """
        Usage: parley send --chat REF [--quote ID] [--repeat N] [--as PROFILE] [--db PATH] TEXT

        Sends TEXT (with the core's markdown) to REF (@CONTACT, #GROUP, *NOTES or a contact's
        number), quoting item ID, N times. Prints each new item as core JSON once its
        transaction is committed, so a printed item survives a crash right after. A bot's
        answer is waited for.
        """

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options: StoreAccess.options.union(["--chat", "--quote", "--repeat"]))
        let ref = try arguments.chatRef()
        let quote = try arguments.number("--quote")
        let times = try arguments.number("--repeat") ?? 1
        guard let text = arguments.positional.first, arguments.positional.count == 1 else { throw UsageError("send takes the text as one argument") }
        let backend = try await StoreAccess.open(arguments)
        for _ in 0..<times {
            for item in try await backend.send(ref, [ComposedMessage(mentions: [:], msgContent: .text(text: text), quotedItemId: quote)]) {
                FileHandle.standardOutput.write(Data((try SimpleXJSON.text(item.chatItem) + "\n").utf8))
            }
        }
        await (backend as? any LocalCore)?.waitForBots()
        return 0
    }
}
