import ChatTimeline
import Foundation
import SimpleXModel

/// `parley group-info --from FILE`: the sections of group info for a group and its members.
enum GroupInfoCommand: ParleyCommand {
    static let name = "group-info"
    static let help = """
        Usage: parley group-info --from FILE [--link]

        FILE is a group as the core returns it for /_members (Group: groupInfo and members).
        Prints the sections of group info as JSON lines ({name, rows, footer}), as the user of
        the file's membership sees them; --link says the group has a link.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options: ["--from"], flags: ["--link"])
        guard let path = arguments.value("--from"), arguments.positional.isEmpty else { throw UsageError("group-info takes --from FILE and --link") }
        let group = try InputFile.decode(Group.self, from: path)
        for section in GroupInfoSections(groupInfo: group.groupInfo, members: group.members, hasGroupLink: arguments.has("--link")).sections {
            print(try SimpleXJSON.text(section))
        }
        return 0
    }
}
