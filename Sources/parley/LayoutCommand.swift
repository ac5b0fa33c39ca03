import ChatLayout
import SimpleXModel

/// `parley layout --from FILE …`: the geometry of a chat page's rows, in points.
enum LayoutCommand: ParleyCommand {
    static let name = "layout"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley layout --from FILE [--layout terminal|classic] [--width PT] [--body PT] [--theme NAME] [--now ISO] [--tz ZONE]
                             [--select ID…]

        FILE is a chat page (AChat) or the core's apiChat reply. Prints one JSON object per row,
        top (oldest) to bottom: ids (newest first), y, height, gapAbove, paddingBottom, and parts
        [{kind, x, y, width, height}] — points in the chat's content coordinates (top-left origin,
        y down). Part kinds: dateSeparator, avatar, sender, role, header, quote, quoteSender,
        quoteText, text, heading, listMarker, blockQuote, codeBlock, table, rule, card, meta,
        reactions, event.
        --layout defaults to the chat's own setting (classic: bubbles);
        --width to 393, --body (the text size) to 17, --theme to light (dark, simplex, black);
        --now (ISO-8601) to the newest item's time; --tz to UTC. --select lays the chat out in
        selection mode (checkboxes, rows moved by 28 pt) with the items IDS selected.
        """)
    }

    static let options = LayoutOptions.options + CommandOptions(values: ["--from"])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard let path = arguments.value("--from") else { throw UsageError(CLILocale.translator.tr("layout needs --from FILE")) }
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        let options = try LayoutOptions(arguments)
        let chat = try InputFile.chatPage(from: path).chat
        let (rows, environment) = options.rows(of: chat)
        let tree: LayoutTree
        do {
            tree = try options.marked(ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: ParleyMeasurer.whole))
        } catch {
            throw Failure(error.description)
        }
        for row in tree.rows {
            print(try SimpleXJSON.text(json(row)))
        }
        return 0
    }

    static func json(_ row: LayoutRow) -> JSONValue {
        .object([
            "ids": .array(row.ids.map { .integer($0) }),
            "y": number(row.y), "height": number(row.height),
            "gapAbove": number(row.gapAbove), "paddingBottom": number(row.paddingBottom),
            "parts": .array(row.parts.map { part in
                let frame = row.contentFrame(of: part)
                var fields: [String: JSONValue] = ["kind": .string(part.kind.rawValue), "x": number(frame.x), "y": number(frame.y),
                                                   "width": number(frame.width), "height": number(frame.height)]
                if part.content == .checkbox(selected: true) { fields["selected"] = .bool(true) }
                return .object(fields)
            }),
        ])
    }

    /// Points rounded to 1/1000: whole numbers print as integers.
    static func number(_ value: Double) -> JSONValue {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? .integer(Int64(rounded)) : .number(rounded)
    }
}
