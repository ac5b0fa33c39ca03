import ChatLayout

extension WholeChat {
    /// Lays the chat out a page of items at a time as the pages come (`StreamingLayout`) and gives
    /// each row to `row` as soon as no later item can change it, oldest first; a progress bar
    /// labelled `label` on stderr while a long chat is read. What `render --all` and `export`
    /// stream into their pages. Times are written as at `options`' clock; a `transcript` (an
    /// export) names every group's sender.
    func forEachRow(_ survey: ChatSurvey, environment: LayoutEnvironment, options: LayoutOptions, transcript: Bool = false, label: String,
                    _ row: (LayoutRow) throws -> Void) async throws {
        var layout = StreamingLayout(chatInfo: survey.chatInfo, environment: environment, now: options.clock(newest: survey.newest?.meta.itemTs),
                                     transcript: transcript, measurer: ParleyMeasurer.whole)
        var progress = ProgressBar(label, enabled: survey.count >= RenderCommand.longChat)
        var read = 0
        if let oldest = survey.oldest {
            try await forEachPage(from: oldest) { page in
                try layout.append(page).forEach(row)
                read += page.count
                progress.update(Double(read) / Double(max(1, survey.count)))
            }
        }
        try layout.finish().forEach(row)
        progress.finish()
    }
}
