import ChatLayout
import Localization

/// What the title page of a transcript says: the chat's name, lines about it (its kind, the
/// dates of its messages, how many) and its members (issue 10, `parley export`).
public struct TranscriptTitle: Hashable, Sendable {
    /// The chat's name, drawn large.
    public var name: String
    /// Lines below the name, one each: the chat's kind, its messages' count and dates.
    public var details: [String]
    /// The members' names, one a line, as many as fit the page.
    public var members: [String]

    /// A title page that says `name`, `details` and `members`.
    public init(name: String, details: [String], members: [String]) {
        (self.name, self.details, self.members) = (name, details, members)
    }
}

extension PDFDocument {
    /// The title page in the box `content`: the name large a fifth of the way down, the details
    /// below it, then the members one a line — as many as fit, the rest counted in a last line;
    /// its own words in `translator`'s language.
    public func showTitlePage(_ title: TranscriptTitle, content: LayoutRect, environment: LayoutEnvironment, translator: Translator = .english) {
        let painter = beginPage(environment)
        var y = content.y + content.height / 5
        func put(_ text: LayoutText, after gap: Double = 0) {
            painter.draw(text, x: content.x, y: y + gap)
            y += gap + text.measured.height
        }
        put(line(title.name, font: FontSpec(size: 28, weight: .semibold), ink: .text, maxWidth: content.width))
        for (index, detail) in title.details.enumerated() {
            put(line(detail, font: FontSpec(size: 13), ink: .secondary, maxWidth: content.width), after: index == 0 ? 12 : 2)
        }
        if !title.members.isEmpty {
            put(line(translator.trPlural("Member ({count})", "Members ({count})", title.members.count), font: FontSpec(size: 15, weight: .semibold), ink: .text), after: 28)
            y += 4
            let font = FontSpec(size: 12)
            for (index, member) in title.members.enumerated() {
                let text = line(member, font: font, ink: .text, maxWidth: content.width)
                let rest = line(translator.trPlural("and {count} more", "and {count} more", title.members.count - index), font: font, ink: .secondary)
                let last = index == title.members.count - 1
                guard y + text.measured.height + (last ? 0 : rest.measured.height) <= content.maxY else {
                    put(rest, after: 2)
                    break
                }
                put(text, after: 2)
            }
        }
        showPage()
    }
}
