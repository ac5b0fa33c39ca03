import Foundation
import ChatLayout
import ParleyRender

extension RenderCommand {
    /// `render --all` as a PDF: the chat read a page of items at a time, laid out as it comes and
    /// set on screens as `export` sets its pages (`PageBreaker`: no row cut between two screens,
    /// a row taller than a screen cut between its lines), each drawn as soon as it is full. Holds
    /// one page of items and the rows of one screen, whatever the chat's length; pictures from
    /// `filesFolder` as every render draws them.
    static func renderAllPDF(_ chat: some WholeChat, options: LayoutOptions, screen: Double, filesFolder: URL?, out: String) async throws {
        let survey = try await chat.survey()
        let environment = options.environment(of: survey.chatInfo)
        try await OutputFile.write(out) { partial in
            let document = try PDFDocument(path: partial, width: environment.width, height: screen, title: survey.chatInfo.displayName,
                                           measurer: ParleyMeasurer.shared, filesFolder: filesFolder)
            var breaker = PageBreaker(pageHeight: screen)
            let content = LayoutRect(x: 0, y: 0, width: environment.width, height: screen)
            try await chat.forEachRow(survey, environment: environment, options: options, label: CLILocale.translator.tr("drawing", context: "progress")) { row in
                breaker.append(row).forEach { document.showPage($0, content: content, marks: nil, environment: environment) }
            }
            breaker.finish().map { document.showPage($0, content: content, marks: nil, environment: environment) }
            try document.finish()
        }
    }
}
