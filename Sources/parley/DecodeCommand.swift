import Foundation
import SimpleXModel

/// `parley decode TYPE [FILE]`: core JSON in, tagged JSON out, or one clear error line.
enum DecodeCommand: ParleyCommand {
    static let name = "decode"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley decode TYPE [FILE]
               parley decode --types

        Reads core JSON from FILE (or standard input) as TYPE and prints it re-encoded as tagged
        JSON (keys sorted) on standard output. Both union encodings are read: tagged
        {"type": …} and object-with-single-field {"<case>": {…}}. Unknown tags and values are
        kept as they came. An item of a chat page that cannot be read becomes an invalidJSON
        item; the rest of the page still decodes.

        TYPE is a type of the core's API (ChatItem, AChat, GroupInfo, ChatResponse, ChatEvent,
        …), an envelope (ResponseReply, EventReply, WebSocketMessage, WebSocketCommand), or a
        list of one as [TYPE]. --types lists them all.

        On bad input prints one line on standard error (where, and what was wrong) and exits 1.
        """)
    }

    static let options = CommandOptions(flags: ["--types"])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        if arguments.has("--types") {
            guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("--types takes no TYPE")) }
            print(SimpleXTypes.byName.keys.sorted().joined(separator: "\n"))
            return 0
        }
        let positional = arguments.positional
        guard (1...2).contains(positional.count) else { throw UsageError(CLILocale.translator.tr("decode takes TYPE and an optional FILE")) }
        let typeName = positional[0]
        guard SimpleXTypes.type(named: typeName) != nil else { throw UsageError(CLILocale.translator.tr("unknown type {type}; parley decode --types lists them", ["type": typeName])) }
        let input = positional.count == 2 ? try InputFile.read(positional[1]) : FileHandle.standardInput.readDataToEndOfFile()
        let value: any SimpleXCodable
        do {
            value = try SimpleXJSON.decode(typeNamed: typeName, from: input)
        } catch {
            throw Failure("\(typeName): \(error)")
        }
        print(try SimpleXJSON.text(value))
        return 0
    }
}
