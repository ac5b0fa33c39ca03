import ChatLayout
import ParleyRender

extension RenderCommand {
    /// `render --all` as a PDF: the chat read a page of items at a time, laid out as it comes and
    /// cut into screens, each screen drawn as a page as soon as no later row can reach it. Holds
    /// one page of items and the rows of one screen, whatever the chat's length.
    static func renderAllPDF(_ chat: some WholeChat, options: LayoutOptions, screen: Double, out: String) async throws {
        let survey = try await chat.survey()
        let environment = options.environment(of: survey.chatInfo, newest: survey.newest?.meta.itemTs)
        try await OutputFile.write(out) { partial in
            let document = try PDFDocument(path: partial, width: environment.width, height: screen, title: survey.chatInfo.displayName,
                                           measurer: ParleyMeasurer.shared)
            var layout = StreamingLayout(chatInfo: survey.chatInfo, environment: environment, measurer: ParleyMeasurer.whole)
            var bands = BandStream(bandHeight: screen)
            var progress = ProgressBar("drawing", enabled: survey.count >= longChat)
            var read = 0
            if let oldest = survey.oldest {
                try await chat.forEachPage(from: oldest) { page in
                    for row in try layout.append(page) {
                        bands.append(row).forEach { document.showBand($0, environment: environment) }
                    }
                    read += page.count
                    progress.update(Double(read) / Double(max(1, survey.count)))
                }
            }
            for row in try layout.finish() {
                bands.append(row).forEach { document.showBand($0, environment: environment) }
            }
            bands.finish().forEach { document.showBand($0, environment: environment) }
            progress.finish()
            try document.finish()
        }
    }
}
