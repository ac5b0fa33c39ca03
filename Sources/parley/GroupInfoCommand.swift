import ChatTimeline
import Foundation
import SimpleXModel

/// `parley group-info --from FILE`: the sections of group info for a group and its members,
/// and with `--alerts` every alert they can open.
enum GroupInfoCommand: ParleyCommand {
    static let name = "group-info"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley group-info --from FILE [--link] [--developer] [--alerts]

        FILE is a group as the core returns it for /_members (Group: groupInfo and members).
        Prints the sections of group info as JSON lines ({name, header, rows, footer}), as the
        user of the file's membership sees them; a row with a value prints as "label: value".
        --link says the group has a link; --developer adds the developer section (developer
        tools on); --alerts then prints each alert the sections can open, once, as
        {alert, title, message, buttons: [{title, destructive}]}.
        """)
    }

    static let options = CommandOptions(values: ["--from"], flags: ["--link", "--developer", "--alerts"])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard let path = arguments.value("--from"), arguments.positional.isEmpty else {
            throw UsageError(CLILocale.translator.tr("group-info takes --from FILE, --link, --developer and --alerts"))
        }
        let group = try InputFile.decode(Group.self, from: path)
        let info = GroupInfoSections(groupInfo: group.groupInfo, members: group.members,
                                     hasGroupLink: arguments.has("--link"), developerTools: arguments.has("--developer"))
        for section in info.sections {
            print(try SimpleXJSON.text(PrintedSection(section)))
        }
        if arguments.has("--alerts") {
            var printed: Set<GroupInfoAlert> = []
            for alert in info.alerts(group.groupInfo) where printed.insert(alert).inserted {
                print(try SimpleXJSON.text(PrintedAlert(alert)))
            }
        }
        return 0
    }
}

/// A section as printed: its kind, header, rows' texts and footer.
private struct PrintedSection: Encodable {
    let name: String
    let header: String?
    let rows: [String]
    let footer: String?

    init(_ section: GroupInfoSection) {
        name = section.kind.rawValue
        header = section.header?.title
        rows = section.rows.map { row in row.detail.map { "\(row.title): \($0)" } ?? row.title }
        footer = section.footer?.text
    }
}

/// An alert as printed: its seed name, title, message and buttons.
private struct PrintedAlert: Encodable {
    struct Button: Encodable {
        let title: String
        let destructive: Bool
    }

    let alert: String
    let title: String
    let message: String?
    let buttons: [Button]

    init(_ alert: GroupInfoAlert) {
        let texts = alert.alert
        self.alert = alert.name
        title = texts.title
        message = texts.message
        buttons = texts.buttons.map { Button(title: $0.title, destructive: $0.isDestructive) }
    }
}
