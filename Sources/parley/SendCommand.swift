import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel

/// `parley send`: a message from the command line, acknowledged once it is stored.
enum SendCommand: ParleyCommand {
    static let name = "send"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley send --chat REF [--quote ID] [--repeat N] [--as PROFILE]
                           [--db PATH | --connect URL | --core-lib PATH --core-db PREFIX [--create NAME]] TEXT | -

        Sends TEXT, or with - the whole of standard input (UTF-8, any length), (with the core's markdown) to REF (@CONTACT, #GROUP, *NOTES or a contact's
        number), quoting item ID, N times; in a group, @NAME and @'NAME WITH SPACES' mention
        that member, as the CLI resolves them. Prints each new item as core JSON once the core has
        it: the embedded store once its transaction is committed, so a printed item survives a
        crash right after; a remote core once it answers the send. A local bot's answer is
        waited for.

        {core}
        """, ["core": BackendAccess.help])
    }

    static let options = BackendAccess.options + CommandOptions(values: ["--chat", "--quote", "--repeat"])

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        let ref = try arguments.chatRef()
        let quote = try arguments.number("--quote")
        let times = try arguments.number("--repeat") ?? 1
        guard let given = arguments.positional.first, arguments.positional.count == 1 else { throw UsageError(CLILocale.translator.tr("send takes the text as one argument, or - for standard input")) }
        let text = given == "-" ? try standardInput() : given
        try await BackendAccess.withBackend(arguments) { backend in
            let mentions = try await mentions(in: text, to: ref, on: backend)
            for _ in 0..<times {
                for item in try await backend.send(ref, [ComposedMessage(mentions: mentions, msgContent: .text(text: text), quotedItemId: quote)]) {
                    FileHandle.standardOutput.write(Data((try SimpleXJSON.text(item.chatItem) + "\n").utf8))
                }
            }
            await (backend as? any LocalCore)?.waitForBots()
        }
        return 0
    }

    /// The members `@name` names in a message to a group, as the CLI resolves them
    /// (`MentionResolver`); none elsewhere, or when the text has no `@`.
    static func mentions(in text: String, to ref: ChatRef, on backend: any ChatBackend) async throws -> [String: Int64] {
        guard ref.chatType == .group, text.contains("@") else { return [:] }
        return MentionResolver.mentions(in: text, members: try await backend.members(groupId: ref.chatId))
    }

    /// The whole of standard input as the message's text: UTF-8, not empty.
    static func standardInput() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(CLILocale.translator.tr("standard input is not UTF-8 text")) }
        guard !text.isEmpty else { throw Failure(CLILocale.translator.tr("standard input is empty: there is no message to send")) }
        return text
    }
}
