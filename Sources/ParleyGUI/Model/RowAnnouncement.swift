import ChatLayout
import SimpleXModel

/// What a screen reader is told of a row of the chat (issue 33 "Screen readers"): read from the
/// row as the layout laid it out — the texts both faces draw — so it says what is shown and
/// nothing else: who sent it, its header, the quote it answers, its text, cards and events,
/// its reactions, then its time and state. Hidden content says its label: a deleted or moderated
/// item is laid out as its label, and a secret is "secret", never its words. A value.
enum RowAnnouncement {
    /// The announcement of `row`, whose newest item is `item` sent at `time` (as the meta writes
    /// it: every row says its time, even one whose meta the layout hides), in the chat named
    /// `chatName`.
    static func text(of row: LayoutRow, item: ChatItem, chatName: String, time: String) -> String {
        var sender = sender(of: item, chatName: chatName)
        var header: [String] = []
        var quote: (sender: String?, text: [String]) = (nil, [])
        var body: [String] = []
        var reactions: [String] = []
        var state: [String] = []
        for part in row.parts {
            switch (part.kind, part.content) {
            case let (.role, .text(text)):
                sender += ", " + spoken(text)
            case let (.header, .text(text)):
                header.append(spoken(text))
            case let (.quoteSender, .text(text)):
                quote.sender = spoken(text)
            case let (.quoteText, .text(text)):
                quote.text.append(spoken(text))
            case let (.text, .text(text)), let (.heading, .text(text)), let (.codeBlock, .text(text)), let (.card, .text(text)),
                 let (.cardText, .text(text)), let (.event, .text(text)), let (.listMarker, .text(text)), let (.badge, .text(text)):
                body.append(spoken(text))
            case let (.table, .cells(cells)):
                body.append(cells.map { spoken($0.text) }.joined(separator: ", "))
            case let (.reactions, .text(text)):
                reactions.append(spoken(text))
            case let (.meta, .meta(line)):
                state.append(contentsOf: words(of: line))
            default:
                continue
            }
        }
        var sentences = [sender + ": " + (header + body).filter { !$0.isEmpty }.joined(separator: " ")]
        if quote.sender != nil || !quote.text.isEmpty {
            sentences.append("In reply to " + [quote.sender, quote.text.joined(separator: " ")].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": "))
        }
        if !reactions.isEmpty { sentences.append("Reactions " + reactions.joined(separator: " ")) }
        sentences.append(([time] + state).joined(separator: ", "))
        return sentences.joined(separator: ". ")
    }

    /// Who sent `item`: "You", the member, or in a direct chat the contact (the chat's name).
    static func sender(of item: ChatItem, chatName: String) -> String {
        switch item.chatDir {
        case .directSnd, .groupSnd, .localSnd: "You"
        case let .groupRcv(member): SafeText.sanitize(member.memberProfile.displayName, for: .name)
        case .directRcv, .channelRcv, .localRcv, .unrecognized: SafeText.sanitize(chatName, for: .name)
        }
    }

    /// A laid-out text as it is read: the runs it shows (not a clear one, the meta's copy a
    /// classic bubble keeps room with), a secret one as "secret", on one line.
    static func spoken(_ text: LayoutText) -> String {
        text.runs.filter { $0.ink != .clear }.map { $0.marks.contains(.secret) ? "secret" : $0.text }.joined()
            .split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// The meta's state in words (edited, delivered, …).
    static func words(of line: MetaLine) -> [String] {
        line.segments.compactMap { segment in
            if case let .icon(icon) = segment.piece { word(for: icon) } else { nil }
        }
    }

    /// The word for a meta icon a listener needs; nil for those that say nothing more.
    static func word(for icon: MetaIcon) -> String? {
        switch icon {
        case .edited: "edited"
        case .timer: "disappearing"
        case .sending: "sending"
        case .sent: "sent"
        case .delivered: "delivered"
        case .error, .authError, .deliveredBadHash: "not delivered"
        case .warning: "delivery warning"
        case .viaProxy, .unread, .invalid, .placeholder, .encrypted, .unencrypted: nil
        }
    }
}
