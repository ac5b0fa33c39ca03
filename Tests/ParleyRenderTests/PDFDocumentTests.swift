import ChatLayout
import Foundation
import ParleyRender
import TestSupport
import Testing

/// The PDF written page by page (issue 10, `export`): a title page lists the members that fit
/// and counts the rest; a transcript page draws its rows' slices. Read back with pdftotext.
@Suite struct PDFDocumentTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("parley-pdf-\(UUID().uuidString).pdf").path
    static let content = LayoutRect(x: 40, y: 40, width: 515.276, height: 761.89)

    private func text() throws -> String {
        try runProcess("pdftotext", ["-layout", path, "-"]).stdout
    }

    @Test(arguments: [3, 300])
    func theTitlePageListsTheMembersThatFitAndCountsTheRest(members count: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = try PDFDocument(path: path, width: 595.276, height: 841.89, title: "Team", measurer: RenderFixtures.measurer)
        let members = (1...count).map { "member \($0), observer" }
        document.showTitlePage(TranscriptTitle(name: "Team", details: ["Group", "\(count) messages"], members: members),
                               content: Self.content, environment: LayoutEnvironment(width: Self.content.width))
        try document.finish()
        #expect(document.pageCount == 1)
        let page = try text()
        let shown = page.split(separator: "\n").filter { $0.contains("member ") && $0.contains(", observer") }.count
        #expect(page.contains("Team") && page.contains("Members (\(count))"))
        if shown == count {
            #expect(!page.contains(" more"), "all \(count) fit")
        } else {
            #expect(shown > 10 && page.contains("and \(count - shown) more"), "\(shown) shown of \(count)")
        }
    }

    @Test func aTranscriptPageDrawsItsRowsAndFooter() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tree = try RenderFixtures.tree("demo-direct", width: Self.content.width, body: 12)
        var breaker = PageBreaker(pageHeight: Self.content.height, firstNumber: 2)
        let pages = tree.rows.flatMap { breaker.append($0) } + [breaker.finish()].compactMap { $0 }
        let document = try PDFDocument(path: path, width: 595.276, height: 841.89, measurer: RenderFixtures.measurer)
        for page in pages {
            document.showPage(page, content: Self.content, marks: PDFDocument.Marks(title: "bob", date: nil, footer: "bob · \(page.number)"), environment: tree.environment)
        }
        try document.finish()
        #expect(document.pageCount == pages.count)
        let text = try text()
        #expect(text.contains("bob · 2") && text.contains("Did you see the new build?"))
    }

    /// Issue 22, "emoji are sharp at any zoom (… at least 4× device resolution)": every image
    /// in the PDF of a chat with emoji is at least 4 × 72 pixels an inch, and an emoji shown on
    /// two pages is embedded once.
    @Test func emojiAreEmbeddedAtFourTimesTheDeviceResolutionOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tree = try RenderFixtures.tree("demo-direct", width: Self.content.width, body: 12)
        var breaker = PageBreaker(pageHeight: Self.content.height, firstNumber: 1)
        let page = try #require((tree.rows.flatMap { breaker.append($0) } + [breaker.finish()].compactMap { $0 }).first)
        let document = try PDFDocument(path: path, width: 595.276, height: 841.89, measurer: RenderFixtures.measurer)
        document.showPage(page, content: Self.content, marks: nil, environment: tree.environment)
        document.showPage(page, content: Self.content, marks: nil, environment: tree.environment)
        try document.finish()
        let listing = try runProcess("pdfimages", ["-list", path]).stdout
        let columns: [[Substring]] = listing.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ") }
        let images = columns.filter { $0.count > 12 && $0[2] == "image" }
        #expect(!images.isEmpty)
        for image in images {
            #expect((Int(image[12]) ?? 0) >= 288, "\(image.joined(separator: " "))")
        }
        let onFirstPage = images.filter { $0[0] == "1" }.count, onSecondPage = images.filter { $0[0] == "2" }.count
        #expect(Set(images.map { $0[10] }).count == onFirstPage && onSecondPage == onFirstPage, "each picture is one object, shown on both pages")
    }
}
