import Localization
import SimpleXModel

/// A command line of the compose bar or of the list's `:` (issue 18 "Commands"), as the
/// simplex-chat CLI spells them: `/help`, `/c [LINK]` (connect by a link, or make a one-time
/// invitation link), `/ad` and `/sa` (make or show your address), `/ac NAME` and `/rc NAME`
/// (accept or reject a contact request), `/g NAME` (a new group), `/a GROUP MEMBER [ROLE]`
/// (invite a contact), `/d CHAT` (delete a chat), `/p [NAME]` (show your profile, or set your
/// display name), `/f PATH` (send a file in the open chat). Chats are named as the CLI names
/// them (issue 36 D9): `@name`, `#name` or a bare name; a name with spaces in single quotes,
/// `'Book Club'`, `#'Book Club'` or `@'Mary Ann'` (the CLI's `displayNameP`: a quoted name
/// holds no `'`); or by id, `#12` a group and `@3` a contact (a name of digits is quoted:
/// `@'12'`). Where a command takes one name, it may also be written unquoted with its
/// spaces (`/g Book Club`). A line that starts `//` is a message that starts with `/`.
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
    /// `/a GROUP CONTACT [ROLE]`: invite a contact to a group; `group` and `member` as the chat lookup takes them: a name, or `#12` and `@3` by id.
    case addMember(group: String, member: String, role: GroupMemberRole)
    /// `/d CHAT`: delete a chat; `name` as the chat lookup takes it: `@name`, `#name` or a bare name, or `#12` and `@3` by id.
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

    /// The commands, as `/help` and the `?` sheet list them, in English.
    public static let usage = usage(.english)

    /// The commands, as `/help` and the `?` sheet list them: the command as typed (the CLI's
    /// words, never translated) and what it does in `t`'s language.
    public static func usage(_ t: Translator) -> [(command: String, what: String)] {
        [
            ("/help", t.tr("these commands")), ("/c LINK", t.tr("connect by a SimpleX link")), ("/c", t.tr("a new one-time invitation link")),
            ("/ad", t.tr("make your address")), ("/sa", t.tr("show your address")), ("/ac NAME", t.tr("accept a contact request")),
            ("/rc NAME", t.tr("reject a contact request")), ("/g NAME", t.tr("a new group")),
            ("/a GROUP CONTACT [ROLE]", t.tr("invite a contact to a group (member, admin, owner…)")),
            ("/d CHAT", t.tr("delete a chat (@contact, #group)")), ("/p", t.tr("show your profile")), ("/p NAME", t.tr("set your display name")),
            ("/f PATH", t.tr("send a file in the open chat (Ctrl-O)")),
            ("'Book Club'  #12  @3", t.tr("a name with spaces in quotes; a chat by its id")),
            ("//text", t.tr("a message that starts with /")),
        ]
    }

    /// `line` read as a command line, a refusal in `t`'s language. - Complexity: O(line).
    public static func parse(_ line: String, translator t: Translator = .english) -> Line {
        guard line.hasPrefix("/") else { return .message(line) }
        if line.hasPrefix("//") { return .message(String(line.dropFirst())) }
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        guard !name.isEmpty else { return .refused(t.tr("a command after /; /help lists them")) }
        let rest = body.dropFirst(name.count)
        switch name.lowercased() {
        case "c", "connect":
            let link = rest.split(whereSeparator: \.isWhitespace).map(String.init)
            guard link.count <= 1 else { return .refused(t.tr("/c takes one link, or none to make an invitation link")) }
            return .command(.connect(link: link.first))
        case "f", "file":
            let path = rest.drop(while: \.isWhitespace)
            return path.isEmpty ? .refused(t.tr("/f takes the path of the file to send")) : .command(.sendFile(path: String(path)))
        default:
            switch Word.split(rest) {
            case let .success(words): return parse(name, words, t)
            case let .failure(refusal): return .refused(refusal.why(t))
            }
        }
    }

    /// The command `name` with the words after it.
    private static func parse(_ name: String, _ words: [Word], _ t: Translator) -> Line {
        switch (name.lowercased(), words.count) {
        case ("help", 0), ("h", 0):
            return .command(.help)
        case ("ad", 0), ("address", 0):
            return .command(.createAddress)
        case ("sa", 0), ("show_address", 0):
            return .command(.showAddress)
        case ("ac", 1...), ("accept", 1...):
            return Word.name(words, dropping: "@").map { .command(.acceptContact(name: $0)) } ?? quotedAlone(t)
        case ("rc", 1...), ("reject", 1...):
            return Word.name(words, dropping: "@").map { .command(.rejectContact(name: $0)) } ?? quotedAlone(t)
        case ("g", 1...), ("group", 1...):
            return Word.name(words, dropping: "#").map { .command(.newGroup(name: $0)) } ?? quotedAlone(t)
        case ("a", 2), ("add", 2), ("a", 3), ("add", 3):
            let role = words.count == 3 ? GroupMemberRole(rawValue: words[2].text.lowercased()) : .member
            guard GroupMemberRole.invitable.contains(role) else {
                return .refused(t.tr("{role} is not a role to invite with; use one of {roles} (a name with spaces goes in quotes: 'Book Club')",
                                     ["role": words[2].text, "roles": GroupMemberRole.invitable.map(\.rawValue).joined(separator: ", ")]))
            }
            return .command(.addMember(group: words[0].reference(dropping: "#"), member: words[1].reference(dropping: "@"), role: role))
        case ("d", 1...), ("delete", 1...):
            return Word.name(words, dropping: nil).map { .command(.deleteChat(name: $0)) } ?? quotedAlone(t)
        case ("p", 0), ("profile", 0):
            return .command(.profile(displayName: nil))
        case ("p", _), ("profile", _):
            return Word.name(words, dropping: nil).map { .command(.profile(displayName: $0)) } ?? quotedAlone(t)
        case ("ad", _), ("address", _), ("sa", _), ("show_address", _): return .refused(t.tr("/{command} takes nothing", ["command": name]))
        case ("ac", _), ("accept", _), ("rc", _), ("reject", _): return .refused(t.tr("/{command} takes the name of whoever asked to connect", ["command": name]))
        case ("g", _), ("group", _): return .refused(t.tr("/g takes the group's name"))
        case ("a", _), ("add", _): return .refused(t.tr("/a takes a group, a contact and maybe a role; a name with spaces goes in quotes: /a 'Book Club' bob"))
        case ("d", _), ("delete", _): return .refused(t.tr("/d takes the chat to delete"))
        default: return .refused(t.tr("/{command} is not a command here; /help lists them, // sends a message that starts with /", ["command": name]))
        }
    }

    private static func quotedAlone(_ t: Translator) -> Line {
        .refused(t.tr("a name in quotes stands alone: 'Book Club'"))
    }

    /// A word of a command line: a name in single quotes, maybe after `@` or `#`
    /// (`#'Book Club'`), or a run of other characters as typed.
    private struct Word {
        /// `@` or `#` before the name, when there is one.
        let prefix: Character?
        /// The name without its prefix and quotes.
        let name: String
        let quoted: Bool

        /// The word as typed, quotes and all.
        var text: String { (prefix.map(String.init) ?? "") + (quoted ? "'\(name)'" : name) }

        /// Why a line cannot be read into words.
        enum Refusal: Error {
            case unclosedQuote, emptyQuote, quoteInsideWord

            /// Why, in `t`'s language.
            func why(_ t: Translator) -> String {
                switch self {
                case .unclosedQuote: t.tr("a name in quotes ends with ': 'Book Club'")
                case .emptyQuote: t.tr("'' names nothing: write the name between the quotes")
                case .quoteInsideWord: t.tr("a name in quotes ends the word: 'Book Club' bob")
                }
            }
        }

        /// `text` split at whitespace into words, a quoted name whole. An unclosed or empty
        /// quote is refused. - Complexity: O(text).
        static func split(_ text: Substring) -> Result<[Word], Refusal> {
            var words: [Word] = []
            var rest = text.drop(while: \.isWhitespace)
            while !rest.isEmpty {
                let prefix: Character? = rest.first == "@" || rest.first == "#" ? rest.first : nil
                let afterPrefix = prefix == nil ? rest : rest.dropFirst()
                if afterPrefix.first == "'" {
                    let inside = afterPrefix.dropFirst()
                    guard let close = inside.firstIndex(of: "'") else { return .failure(.unclosedQuote) }
                    let name = String(inside[..<close])
                    guard !name.isEmpty else { return .failure(.emptyQuote) }
                    words.append(Word(prefix: prefix, name: name, quoted: true))
                    rest = inside[inside.index(after: close)...]
                    if let next = rest.first, !next.isWhitespace { return .failure(.quoteInsideWord) }
                } else {
                    let word = afterPrefix.prefix { !$0.isWhitespace }
                    words.append(Word(prefix: prefix, name: String(word), quoted: false))
                    rest = afterPrefix.dropFirst(word.count)
                }
                rest = rest.drop(while: \.isWhitespace)
            }
            return .success(words)
        }

        /// The word as the chat lookup takes it: `#12` and `@3` by id keep their prefix; a
        /// name loses `dropping` (the kind the command implies) and keeps another prefix.
        func reference(dropping implied: Character?) -> String {
            let isId = !quoted && prefix != nil && !name.isEmpty && name.allSatisfy(\.isASCII) && name.allSatisfy(\.isNumber)
            if isId || prefix != implied { return (prefix.map(String.init) ?? "") + name }
            return name
        }

        /// One name from `words`: a single word as `reference(dropping:)` takes it, or several
        /// unquoted words joined by single spaces (the first without `dropping`); nil when a
        /// quoted name is among several.
        static func name(_ words: [Word], dropping implied: Character?) -> String? {
            if words.count == 1 { return words[0].reference(dropping: implied) }
            guard !words.contains(where: \.quoted) else { return nil }
            let first = words[0].prefix == implied ? words[0].name : words[0].text
            return ([first] + words.dropFirst().map(\.text)).joined(separator: " ")
        }
    }
}

extension GroupMemberRole {
    /// The roles a contact can be invited with.
    public static let invitable: [GroupMemberRole] = [.observer, .member, .moderator, .admin, .owner]
}
