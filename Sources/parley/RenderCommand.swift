import ChatLayout
import Foundation
import ParleyRender
import ChatTimeline
import SimpleXModel

/// `parley render`: a chat drawn to PNG, SVG or PDF.
enum RenderCommand: ParleyCommand {
    static let name = "render"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley render (--from FILE | --chat REF [CORE] [--as PROFILE]) [--layout terminal|classic]
                             [--theme NAME] [--width PT] [--height PT] [--scale N] [--body PT] [--now ISO] [--tz ZONE] [--select ID…] [--files DIR] [--all] --out FILE

        Draws the visible screen of the chat (the newest rows, --height points high, by default
        width × 852/393: a phone's screen; parley gui draws the same screen at its window's size), or with
        --all the whole chat: a tall PNG or SVG, or a PDF with one page per screen (read, laid
        out and drawn a page at a time, in the memory of one screen whatever the chat's length). The kind of
        image is the extension of FILE (.png, .svg, .pdf). A PNG is width × scale pixels wide
        (--scale defaults to 2). FILE after --from is a chat page (AChat) or an apiChat reply;
        --chat reads the chat from the store. Pictures are drawn from their files when they are on
        disk (relative names in DIR, the core's files folder), else from the previews the messages
        carry. Other options as for parley layout.
        Set FONTCONFIG_FILE to the repository's fonts.conf for the same pixels on every machine.

        {core}
        """, ["core": BackendAccess.help])
    }

    static let options = LayoutOptions.options + BackendAccess.options + CommandOptions(values: ["--from", "--chat", "--out", "--scale", "--height", "--files"], flags: ["--all"])

    /// From this many rows `--all` shows its progress (when standard error is a terminal).
    static let longChat = 500

    /// Every row, with a progress bar for a long chat.
    static func layoutAll(_ rows: [RowPresentation], environment: LayoutEnvironment) throws(LayoutError) -> LayoutTree {
        var progress = ProgressBar(CLILocale.translator.tr("laying out", context: "progress"), enabled: rows.count >= longChat)
        var laidOut: [RowLayout] = []
        laidOut.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            laidOut.append(try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: ParleyMeasurer.whole))
            progress.update(Double(index + 1) / Double(rows.count))
        }
        progress.finish()
        return ChatLayoutEngine.assemble(laidOut, rows: rows, environment: environment)
    }

    /// The newest rows that fill one screen, laid out from the bottom up (one row more, for the
    /// bottom padding above a date separator).
    static func layoutScreen(_ rows: [RowPresentation], environment: LayoutEnvironment, height: Double) throws(LayoutError) -> LayoutTree {
        var laidOut: [RowLayout] = []
        var filled = 0.0
        for row in rows.reversed() where filled < height {
            let layout = try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: ParleyMeasurer.shared)
            laidOut.append(layout)
            filled += layout.height
        }
        return ChatLayoutEngine.assemble(laidOut.reversed(), rows: Array(rows.suffix(laidOut.count)), environment: environment)
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        guard let out = arguments.value("--out") else { throw UsageError(CLILocale.translator.tr("render needs --out FILE.png|.svg|.pdf")) }
        guard let format = ChatRenderer.Format(path: out) else { throw UsageError(CLILocale.translator.tr("--out must end in .png, .svg or .pdf")) }
        let scale = try arguments.value("--scale").map { text throws(UsageError) in
            guard let value = Double(text), (0.25...8).contains(value) else { throw UsageError(CLILocale.translator.tr("--scale takes a number from 0.25 to 8, not {value}", ["value": text])) }
            return value
        } ?? 2
        let options = try LayoutOptions(arguments)
        let all = arguments.has("--all")
        let filesFolder = arguments.value("--files").map { URL(fileURLWithPath: $0, isDirectory: true) }
        let screen = try arguments.value("--height").map { text throws(UsageError) in
            guard let value = Double(text), (50...20_000).contains(value) else { throw UsageError(CLILocale.translator.tr("--height takes a height from 50 to 20000 points, not {value}", ["value": text])) }
            return value
        } ?? options.width * 852 / 393
        let chat: AChat
        switch (arguments.value("--from"), arguments.value("--chat")) {
        case let (path?, nil):
            chat = try InputFile.chatPage(from: path).chat
            if all && format == .pdf {
                try await renderAllPDF(ChatFilePages(chat: chat), options: options, screen: screen, filesFolder: filesFolder, out: out)
                return 0
            }
        case (nil, _?):
            let ref = try arguments.chatRef()
            if all && format == .pdf {
                try await BackendAccess.withBackend(arguments) { backend in
                    try await renderAllPDF(ChatPages(backend: backend, ref: ref), options: options, screen: screen, filesFolder: filesFolder, out: out)
                }
                return 0
            }
            chat = try await BackendAccess.withBackend(arguments) { backend in
                try await backend.chat(ref, .last(count: all ? 1_000_000 : 200), search: nil).chat
            }
        default:
            throw UsageError(CLILocale.translator.tr("give one of --from FILE and --chat REF"))
        }
        let (rows, environment) = options.rows(of: chat)
        do {
            let tree = try options.marked(all ? layoutAll(rows, environment: environment) : layoutScreen(rows, environment: environment, height: screen))
            var drawing = ProgressBar(CLILocale.translator.tr("drawing", context: "progress"), enabled: all && rows.count >= Self.longChat)
            let data = try ChatRenderer.render(tree, format: format, extent: all ? .all(pageHeight: screen) : .screen(height: screen), scale: scale,
                                                filesFolder: filesFolder) { done in
                drawing.update(done)
            }
            drawing.finish()
            guard FileManager.default.createFile(atPath: out, contents: data) else { throw Failure(CLILocale.translator.tr("cannot write {path}", ["path": out])) }
        } catch let error as LayoutError {
            throw Failure(error.description)
        } catch let error as RenderError {
            throw Failure(error.description)
        }
        return 0
    }
}
