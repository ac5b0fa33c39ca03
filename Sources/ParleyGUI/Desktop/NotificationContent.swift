import ChatLayout
import ChatSession
import Localization
import SimpleXMarkdown
import SimpleXModel

/// What a notification of a new message says (issue 33 "Notifications"), by SimpleX's preview
/// modes: `message` the chat's name over the message (a group's after its sender's name),
/// `contact` the chat's name over "New message", `hidden` "New message" alone. Other people's
/// text is plain: without control characters, secrets as "…", cut to `bodyLimit` characters, and
/// escaped where the notification server reads markup in the body (`body-markup`), so that no
/// markup of theirs is drawn as markup. A value; the notifier sends it.
struct NotificationContent: Hashable, Sendable {
    /// The summary line.
    let title: String
    /// The body, nil for none.
    let body: String?
    /// The chat a click opens (`@2`).
    let chat: String

    /// How much of a message a notification holds.
    static let bodyLimit = 200

    /// The notification of `attention` in `preview` mode, its body escaped for a server that
    /// reads markup (`markupBody`), its own words in `t`'s language.
    init(_ attention: Attention, preview: NotificationPreview, markupBody: Bool, translator t: Translator = .english) {
        chat = attention.chat.text
        let name = SafeText.sanitize(attention.chatName, for: .name)
        switch preview {
        case .hidden:
            title = t.tr("New message")
            body = nil
        case .contact:
            title = name
            body = attention.mention ? t.tr("You were mentioned") : t.tr("New message")
        case .message:
            title = name
            let text = Self.plain(attention.text)
            let said = text.isEmpty ? t.tr("New message") : text
            let written = attention.sender.map { SafeText.sanitize($0, for: .name) + ": " + said } ?? said
            body = markupBody ? Self.escaped(written) : written
        }
    }

    /// A message's text as a notification shows it: its markdown's characters without the
    /// markup, secrets as "…", on one line, without control characters, at most `bodyLimit`
    /// characters (then "…").
    static func plain(_ text: String) -> String {
        let start = String(text.prefix(bodyLimit + 1))
        let spans = InlineMarkdown.formattedText(start) ?? [FormattedText(text: start)]
        let joined = spans.map { span in
            switch span.format {
            case .secret?: "…"
            case let .hyperLink(_, showText)?: showText ?? span.text
            case let .simplexLink(_, showText, _, _)?: showText ?? span.text
            default: span.text
            }
        }.joined()
        let line = SafeText.sanitize(joined.split(whereSeparator: \.isNewline).joined(separator: " "), for: .name)
        return line.count > bodyLimit ? String(line.prefix(bodyLimit - 1)) + "…" : line
    }

    /// `text` with the characters markup gives a meaning written as entities.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
