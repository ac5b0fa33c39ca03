import ChatLayout
import ChatTimeline
import Foundation
import Localization
import SimpleXMarkdown
import SimpleXModel

/// A chat's row in the window's list as the terminal draws it (issue 33 "The chat list as in
/// the terminal"): the initials avatar in the name's colour, the name, the newest message on
/// one line with its markdown drawn (after its sender in a group, "you: " for your own, a file by
/// its name, a draft instead when there is one), its time (the time today, else the date), the
/// unread count, a mention mark and a muted mark. Other people's text is made safe and read only
/// as far as a line can show (`limit`). A value; `ChatListView` draws it.
struct ListPreview: Hashable, Sendable {
    /// A piece of the preview line in one style.
    struct Piece: Hashable, Sendable {
        /// How a piece is drawn.
        enum Style: Hashable, Sendable {
            case plain, bold, italic, strikethrough, code, secret, link, mention, small, draft, sender, request
            case colored(Color)
        }

        let text: String
        let style: Style

        init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    let initials: String
    let colorIndex: Int
    let name: String
    let pieces: [Piece]
    let time: String
    let unread: Int
    let mentioned: Bool
    let muted: Bool

    /// How much of a message the preview reads.
    static let limit = 300

    /// The row of `chat`, with its unsent `draft` and the message a list search `match`ed, times
    /// and words written in `environment`'s locale and language.
    init(_ chat: AChat, draft: String?, match: ChatItem?, environment: TimelineEnvironment) {
        let displayName = chat.chatInfo.displayName
        initials = Avatar.initials(SafeText.sanitize(displayName, for: .name))
        colorIndex = Avatar.colorIndex(displayName)
        name = SafeText.sanitize(displayName, for: .name)
        unread = chat.chatStats.unreadCount
        mentioned = chat.chatStats.unreadMentions > 0
        muted = chat.chatInfo.isMuted
        let item = match ?? chat.chatItems.last
        time = item.map { Self.time($0.meta.itemTs, environment) } ?? ""
        let t = environment.translator
        if case .contactRequest = chat.chatInfo {
            pieces = [Piece(t.tr("wants to connect: Accept or Reject"), .request)]
        } else if let draft {
            pieces = [Piece(t.tr("Draft: "), .draft), Piece(Self.line(String(draft.prefix(Self.limit))))]
        } else if let item {
            pieces = Self.pieces(of: item, t)
        } else {
            pieces = []
        }
    }

    /// The preview of `item`: its sender, then its text with the markdown's styles, or its file,
    /// or (an event, a card) its text in italics; "you: " in `t`'s language.
    static func pieces(of item: ChatItem, _ t: Translator) -> [Piece] {
        guard let content = item.msgContent else {
            return [Piece(line(String(item.meta.itemText.prefix(limit))), .italic)]
        }
        var pieces: [Piece] = []
        if case let .groupRcv(member) = item.chatDir {
            pieces.append(Piece(SafeText.sanitize(member.memberProfile.displayName, for: .name) + ": ", .sender))
        } else if item.chatDir.isSent {
            pieces.append(Piece(t.tr("you: ", context: "preview")))
        }
        if content.text.isEmpty, let file = item.file {
            return pieces + [Piece("📄 " + SafeText.sanitize(file.fileName, for: .name))]
        }
        let start = String(content.text.prefix(limit))
        let spans = InlineMarkdown.formattedText(start) ?? [FormattedText(text: start)]
        return pieces + spans.map(piece)
    }

    /// A span as the list draws it: a secret blocked out, a link by its text.
    static func piece(_ span: FormattedText) -> Piece {
        let text = line(span.text)
        switch span.format {
        case nil, .simplexName?, .unrecognized?, .command?: return Piece(text)
        case .bold?: return Piece(text, .bold)
        case .italic?: return Piece(text, .italic)
        case .strikeThrough?: return Piece(text, .strikethrough)
        case .snippet?: return Piece(text, .code)
        case .small?: return Piece(text, .small)
        case .secret?: return Piece(String(repeating: "▒", count: max(1, text.count)), .secret)
        case let .colored(color)?: return Piece(text, .colored(color))
        case .uri?, .email?, .phone?: return Piece(text, .link)
        case let .hyperLink(_, showText)?, let .simplexLink(_, showText, _, _)?: return Piece(showText.map(line) ?? text, .link)
        case .mention?: return Piece(text, .mention)
        }
    }

    /// Text on one line: safe to show, its line breaks as spaces.
    static func line(_ text: String) -> String {
        SafeText.sanitize(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "), for: .name)
    }

    /// The list's time (`formatTimestampText`): the time when today, else the date.
    static func time(_ date: Date, _ environment: TimelineEnvironment) -> String {
        environment.calendar.isDate(date, inSameDayAs: environment.now)
            ? environment.timestampText(date)
            : DateSeparator.text(date, environment: environment).split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}
