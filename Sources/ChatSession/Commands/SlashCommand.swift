import SimpleXModel

/// A command line of the compose bar or of the list's `:` (issue 18 "Commands"), as the
/// simplex-chat CLI spells them: `/help`, `/c [LINK]` (connect by a link, or make a one-time
/// invitation link), `/ad` and `/sa` (make or show your address), `/ac NAME` and `/rc NAME`
/// (accept or reject a contact request), `/g NAME` (a new group), `/a GROUP MEMBER [ROLE]`
/// (invite a contact), `/d CHAT` (delete a chat), `/p [NAME]` (show your profile, or set your
/// display name), `/f PATH` (send a file in the open chat). Chats are named as the CLI names
/// them: `@name`, `#name` or a bare name. A line that starts `//` is a message that starts with `/`.
public enum SlashCommand: Hashable, Sendable {
    /// `/help`: the commands.
    case help
    /// `/c [LINK]`: connect by a link, or make a one-time invitation link.
    case connect(link: String?)
    /// `/ad`: make the user's address.
    case createAddress
    /// `/sa`: show the user's address.
    case showAddress
    /// `/ac NAME`: accept a contact request.
    case acceptContact(name: String)
    /// `/rc NAME`: reject a contact request.
    case rejectContact(name: String)
    /// `/g NAME`: a new group.
    case newGroup(name: String)
    /// `/a GROUP CONTACT [ROLE]`: invite a contact to a group.
    case addMember(group: String, member: String, role: GroupMemberRole)
    /// `/d CHAT`: delete a chat.
    case deleteChat(name: String)
    /// `/p [NAME]`: show the profile, or set the display name.
    case profile(displayName: String?)
    /// `/f PATH`: send a file in the open chat.
    case sendFile(path: String)

    /// What a line is: a message (its text, with `//` made `/`), a command, or why it is
    /// neither.
    public enum Line: Hashable, Sendable {
        /// A message to send, its text.
        case message(String)
        /// A command to run.
        case command(SlashCommand)
        /// Neither: why.
        case refused(String)
    }

    /// The commands, as `/help` and the `?` sheet list them.
    public static let usage: [(command: String, what: String)] = [
        ("/help", "these commands"), ("/c LINK", "connect by a SimpleX link"), ("/c", "a new one-time invitation link"),
        ("/ad", "make your address"), ("/sa", "show your address"), ("/ac NAME", "accept a contact request"), ("/rc NAME", "reject a contact request"),
        ("/g NAME", "a new group"), ("/a GROUP CONTACT [ROLE]", "invite a contact to a group (member, admin, owner…)"),
        ("/d CHAT", "delete a chat (@contact, #group)"), ("/p", "show your profile"), ("/p NAME", "set your display name"), ("/f PATH", "send a file in the open chat (Ctrl-O)"),
        ("//text", "a message that starts with /"),
    ]

    /// `line` read as a command line. - Complexity: O(line).
    public static func parse(_ line: String) -> Line {
        guard line.hasPrefix("/") else { return .message(line) }
        if line.hasPrefix("//") { return .message(String(line.dropFirst())) }
        let words = line.dropFirst().split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first else { return .refused("a command after /; /help lists them") }
        let arguments = Array(words.dropFirst())
        switch (name.lowercased(), arguments.count) {
        case ("help", 0), ("h", 0):
            return .command(.help)
        case ("c", 0), ("connect", 0):
            return .command(.connect(link: nil))
        case ("c", 1), ("connect", 1):
            return .command(.connect(link: arguments[0]))
        case ("ad", 0), ("address", 0):
            return .command(.createAddress)
        case ("sa", 0), ("show_address", 0):
            return .command(.showAddress)
        case ("ac", 1...), ("accept", 1...):
            return .command(.acceptContact(name: unprefixed(arguments.joined(separator: " "), "@")))
        case ("rc", 1...), ("reject", 1...):
            return .command(.rejectContact(name: unprefixed(arguments.joined(separator: " "), "@")))
        case ("g", 1...), ("group", 1...):
            return .command(.newGroup(name: unprefixed(arguments.joined(separator: " "), "#")))
        case ("a", 2), ("add", 2), ("a", 3), ("add", 3):
            let role = arguments.count == 3 ? GroupMemberRole(rawValue: arguments[2].lowercased()) : .member
            guard GroupMemberRole.invitable.contains(role) else {
                return .refused("\(arguments[2]) is not a role to invite with; use one of \(GroupMemberRole.invitable.map(\.rawValue).joined(separator: ", "))")
            }
            return .command(.addMember(group: unprefixed(arguments[0], "#"), member: unprefixed(arguments[1], "@"), role: role))
        case ("d", 1...), ("delete", 1...):
            return .command(.deleteChat(name: arguments.joined(separator: " ")))
        case ("f", 1...), ("file", 1...):
            return .command(.sendFile(path: String(line.dropFirst(1 + name.count).drop(while: \.isWhitespace))))
        case ("f", _), ("file", _): return .refused("/f takes the path of the file to send")
        case ("p", _), ("profile", _):
            return .command(.profile(displayName: arguments.isEmpty ? nil : arguments.joined(separator: " ")))
        case ("c", _), ("connect", _): return .refused("/c takes one link, or none to make an invitation link")
        case ("ad", _), ("address", _), ("sa", _), ("show_address", _): return .refused("/\(name) takes nothing")
        case ("ac", _), ("accept", _), ("rc", _), ("reject", _): return .refused("/\(name) takes the name of whoever asked to connect")
        case ("g", _), ("group", _): return .refused("/g takes the group's name")
        case ("a", _), ("add", _): return .refused("/a takes a group, a contact and maybe a role")
        case ("d", _), ("delete", _): return .refused("/d takes the chat to delete")
        default: return .refused("/\(name) is not a command here; /help lists them, // sends a message that starts with /")
        }
    }

    private static func unprefixed(_ name: String, _ prefix: Character) -> String {
        name.first == prefix ? String(name.dropFirst()) : name
    }
}

extension GroupMemberRole {
    /// The roles a contact can be invited with.
    public static let invitable: [GroupMemberRole] = [.observer, .member, .moderator, .admin, .owner]
}
