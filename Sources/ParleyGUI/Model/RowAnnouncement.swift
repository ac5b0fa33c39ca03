import ChatLayout
import Localization
import SimpleXModel

/// What a screen reader is told of a row of the chat (issue 33 "Screen readers"): read from the
/// row as the layout laid it out — the texts both faces draw — so it says what is shown and
/// nothing else: who sent it, its header, the quote it answers, its text, cards and events,
/// its reactions, then its time and state. Hidden content says its label: a deleted or moderated
/// item is laid out as its label, and a secret is "secret", never its words. Its own words are
/// in the user's language (issue 34). A value.
enum RowAnnouncement {
    /// The announcement of `row`, whose newest item is `item` sent at `time` (as the meta writes
    /// it: every row says its time, even one whose meta the layout hides), in the chat named
    /// `chatName`, its own words in `t`'s language.
    static func text(of row: LayoutRow, item: ChatItem, chatName: String, time: String, translator t: Translator = .english) -> String {
        var sender = sender(of: item, chatName: chatName, t)
        var header: [String] = []
        var quote: (sender: String?, text: [String]) = (nil, [])
        var body: [String] = []
        var reactions: [String] = []
        var state: [String] = []
        for part in row.parts {
            switch (part.kind, part.content) {
            case let (.role, .text(text)):
                sender += ", " + spoken(text, t)
            case let (.header, .text(text)):
                header.append(spoken(text, t))
            case let (.quoteSender, .text(text)):
                quote.sender = spoken(text, t)
            case let (.quoteText, .text(text)):
                quote.text.append(spoken(text, t))
            case let (.text, .text(text)), let (.heading, .text(text)), let (.codeBlock, .text(text)), let (.card, .text(text)),
                 let (.cardText, .text(text)), let (.event, .text(text)), let (.listMarker, .text(text)), let (.badge, .text(text)):
                body.append(spoken(text, t))
            case let (.table, .cells(cells)):
                body.append(cells.map { spoken($0.text, t) }.joined(separator: ", "))
            case let (.reactions, .text(text)):
                reactions.append(spoken(text, t))
            case let (.meta, .meta(line)):
                state.append(contentsOf: words(of: line, t))
            default:
                continue
            }
        }
        var sentences = [sender + ": " + (header + body).filter { !$0.isEmpty }.joined(separator: " ")]
        if quote.sender != nil || !quote.text.isEmpty {
            let quoted = [quote.sender, quote.text.joined(separator: " ")].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            sentences.append(t.tr("In reply to {quote}", ["quote": quoted]))
        }
        if !reactions.isEmpty { sentences.append(t.tr("Reactions {reactions}", ["reactions": reactions.joined(separator: " ")])) }
        sentences.append(([time] + state).joined(separator: ", "))
        return sentences.joined(separator: ". ")
    }

    /// Who sent `item`: "You", the member, or in a direct chat the contact (the chat's name).
    static func sender(of item: ChatItem, chatName: String, _ t: Translator) -> String {
        switch item.chatDir {
        case .directSnd, .groupSnd, .localSnd: t.tr("You", context: "sender")
        case let .groupRcv(member): SafeText.sanitize(member.memberProfile.displayName, for: .name)
        case .directRcv, .channelRcv, .localRcv, .unrecognized: SafeText.sanitize(chatName, for: .name)
        }
    }

    /// A laid-out text as it is read: the runs it shows (not a clear one, the meta's copy a
    /// classic bubble keeps room with), a secret one as "secret", on one line.
    static func spoken(_ text: LayoutText, _ t: Translator) -> String {
        text.runs.filter { $0.ink != .clear }.map { $0.marks.contains(.secret) ? t.tr("secret", context: "hidden text") : $0.text }.joined()
            .split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// The meta's state in words (edited, delivered, …).
    static func words(of line: MetaLine, _ t: Translator) -> [String] {
        line.segments.compactMap { segment in
            if case let .icon(icon) = segment.piece { word(for: icon, t) } else { nil }
        }
    }

    /// The word for a meta icon a listener needs; nil for those that say nothing more.
    static func word(for icon: MetaIcon, _ t: Translator) -> String? {
        switch icon {
        case .edited: t.tr("edited", context: "message state")
        case .timer: t.tr("disappearing", context: "message state")
        case .sending: t.tr("sending", context: "message state")
        case .sent: t.tr("sent", context: "message state")
        case .delivered: t.tr("delivered", context: "message state")
        case .error, .authError, .deliveredBadHash: t.tr("not delivered", context: "message state")
        case .warning: t.tr("delivery warning", context: "message state")
        case .viaProxy, .unread, .invalid, .placeholder, .encrypted, .unencrypted: nil
        }
    }
}
