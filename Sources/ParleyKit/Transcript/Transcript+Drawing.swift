import ChatLayout
import ChatTimeline
import Foundation
import ParleyRender
import SimpleXModel

extension Transcript {
    /// The chat as the view presents it, every row laid out and drawn in one tall band. Each
    /// drawing measures with a Pango context of its own (Pango objects are not shared between
    /// threads), its texts keeping their layouts for drawing.
    func picture(_ items: [ChatItem], adapter: PlainAdapter, format: ChatRenderer.Format, width: Double, layout: ChatLayoutMode,
                 folder: URL) throws -> Data {
        let environment = environment(adapter.chatInfo, width: width, bodySize: bodySize ?? 17, layout: layout)
        let window = ChatWindow(page: items, stats: ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0))
        let rows = RowPresentation.present(window, chatInfo: adapter.chatInfo, layout: layout, environment: environment.timeline(now: now))
        let tree = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: PangoTextMeasurer())
        return try ChatRenderer.render(tree, format: format, extent: .all(pageHeight: max(1, tree.height)), scale: scale, filesFolder: folder)
    }

    /// The chat as `parley export` writes it: the title page (the chat's name and kind, how many
    /// messages from which day to which, its members), then every row as a transcript names its
    /// senders, on the paper's pages (`TranscriptWriter`); the rows keep no Pango layout, the
    /// title page and headers are measured by a context of the document's own.
    func document(_ items: [ChatItem], adapter: PlainAdapter, layout: ChatLayoutMode, folder: URL) throws -> Data {
        let environment = environment(adapter.chatInfo, width: paper.content.width, bodySize: bodySize ?? 12, layout: layout)
        var stream = StreamingLayout(chatInfo: adapter.chatInfo, environment: environment, now: now, transcript: true, measurer: PangoTextMeasurer(keepsShapes: false))
        let rows = try stream.append(items) + stream.finish()
        var count = TranscriptPageCount(paper: paper)
        rows.forEach { count.append($0) }
        let title = TranscriptTitle(chatInfo: adapter.chatInfo, count: items.count, oldest: items.first?.meta.itemTs, newest: items.last?.meta.itemTs,
                                    members: memberLines(adapter), timeZone: timeZone)
        let (width, height) = paper.size
        let document = try PDFDocument(width: width, height: height, title: title.name, measurer: PangoTextMeasurer(), filesFolder: folder)
        var writer = TranscriptWriter(document: document, paper: paper, title: title, pageCount: count.finish(), environment: environment)
        rows.forEach { writer.append($0) }
        writer.finish()
        try document.finish()
        return document.data
    }

    /// The members the title page lists: a group's as group info orders them (the user first,
    /// when a message or the member list names the user), a direct chat's user and contact.
    func memberLines(_ adapter: PlainAdapter) -> [String] {
        switch adapter.chatInfo {
        case let .group(_, info): Array(TranscriptTitle.memberLines(of: info, members: adapter.groupMembers).dropFirst(adapter.me == nil ? 1 : 0))
        default: ["\(adapter.me?.name ?? "you") (you)", chat.name]
        }
    }
}
