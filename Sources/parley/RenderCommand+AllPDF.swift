import Foundation
import ChatLayout
import ParleyRender

extension RenderCommand {
    /// `render --all` as a PDF: the chat read a page of items at a time, laid out as it comes and
    /// cut into screens, each screen drawn as a page as soon as no later row can reach it. Holds
    /// one page of items and the rows of one screen, whatever the chat's length; pictures from
    /// `filesFolder` as every render draws them.
    static func renderAllPDF(_ chat: some WholeChat, options: LayoutOptions, screen: Double, filesFolder: URL?, out: String) async throws {
        let survey = try await chat.survey()
        let environment = options.environment(of: survey.chatInfo, newest: survey.newest?.meta.itemTs)
        try await OutputFile.write(out) { partial in
            let document = try PDFDocument(path: partial, width: environment.width, height: screen, title: survey.chatInfo.displayName,
                                           measurer: ParleyMeasurer.shared, filesFolder: filesFolder)
            var bands = BandStream(bandHeight: screen)
            try await chat.forEachRow(survey, environment: environment, label: "drawing") { row in
                bands.append(row).forEach { document.showBand($0, environment: environment) }
            }
            bands.finish().forEach { document.showBand($0, environment: environment) }
            try document.finish()
        }
    }
}
