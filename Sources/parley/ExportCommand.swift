import ChatBackend
import ChatTimeline
import ChatLayout
import Foundation
import Localization
import ParleyRender
import SimpleXModel

/// `parley export`: a whole chat as a paginated PDF transcript (issue 10, "Commands").
enum ExportCommand: ParleyCommand {
    static let name = "export"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley export --chat REF [--db PATH | --connect URL | --core-lib PATH --core-db PREFIX [--create NAME]] [--as PROFILE]
                             --out FILE.pdf [--paper a4|letter] [--layout terminal|classic] [--theme NAME] [--body PT] [--now ISO] [--tz ZONE]

        Writes the whole chat as a PDF transcript: a title page (the chat's name and kind, how
        many messages and the days of the first and the last, the members), then the chat from
        its first message to its last on A4 pages (--paper letter: US letter), 40 pt margins
        the chat's name and the day of the page's first message at its top, "page N of M" at
        its bottom. A row is never cut between two pages; a row taller
        than a page is split into page-high slices. The chat is read, laid out and drawn a page
        at a time, so memory does not grow with its length; a long chat shows a progress bar
        when standard error is a terminal. The layout is the page's width less the margins;
        --body defaults to 12 points; --layout, --theme, --now and --tz as for parley layout.
        {core}
        """, ["core": BackendAccess.help])
    }

    static let options = BackendAccess.options + CommandOptions(values: LayoutOptions.options.values.subtracting(["--width"]).union(["--chat", "--out", "--paper"]))

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        guard let out = arguments.value("--out") else { throw UsageError(CLILocale.translator.tr("export needs --out FILE.pdf")) }
        guard ChatRenderer.Format(path: out) == .pdf else { throw UsageError(CLILocale.translator.tr("--out must end in .pdf")) }
        let paperName = arguments.value("--paper") ?? "a4"
        guard let paper = TranscriptPaper(rawValue: paperName.lowercased()) else { throw UsageError(CLILocale.translator.tr("unknown paper {value}; use a4 or letter", ["value": paperName])) }
        let ref = try arguments.chatRef()
        _ = try BackendAccess.Choice(arguments)
        let (width, height) = paper.size
        let options = try LayoutOptions(arguments, defaultWidth: paper.content.width, defaultBody: 12)
        try await BackendAccess.withBackend(arguments) { backend in
            let pages = ChatPages(backend: backend, ref: ref)
            let survey = try await pages.survey()
            let translator = CLILocale.translator
            let title = TranscriptTitle(chatInfo: survey.chatInfo, count: survey.count, oldest: survey.oldest?.meta.itemTs, newest: survey.newest?.meta.itemTs,
                                        members: try await members(of: survey.chatInfo, backend: backend, translator: translator), timeZone: options.timeZone,
                                        locale: CLILocale.user.locale, translator: translator)
            let environment = options.environment(of: survey.chatInfo)
            var count = TranscriptPageCount(paper: paper)
            try await pages.forEachRow(survey, environment: environment, options: options, transcript: true, label: CLILocale.translator.tr("paging", context: "progress")) { count.append($0) }
            let pageCount = count.finish()
            try await OutputFile.write(out) { partial in
                let document = try PDFDocument(path: partial, width: width, height: height, title: title.name, measurer: ParleyMeasurer.shared)
                var writer = TranscriptWriter(document: document, paper: paper, title: title, pageCount: pageCount, environment: environment)
                try await pages.forEachRow(survey, environment: environment, options: options, transcript: true, label: CLILocale.translator.tr("exporting", context: "progress")) { writer.append($0) }
                writer.finish()
                try document.finish()
            }
        }
        return 0
    }

    /// The members the title page lists: a group's current members as group info lists them
    /// (`TranscriptTitle.memberLines`); a direct chat's user and contact; nobody for notes; in
    /// `t`'s language.
    static func members(of chatInfo: ChatInfo, backend: any ChatBackend, translator t: Translator) async throws(ChatBackendError) -> [String] {
        switch chatInfo {
        case let .direct(contact):
            return [t.tr("{name} (you)", ["name": try await backend.activeUser().profile.displayName]), contact.profile.displayName]
        case let .group(_, info):
            let response = try await backend.execute(.members(groupId: info.groupId))
            guard case let .groupMembers(group, _) = response else { throw backend.unexpected(response) }
            return TranscriptTitle.memberLines(of: info, members: group.members, translator: t)
        default:
            return []
        }
    }
}
