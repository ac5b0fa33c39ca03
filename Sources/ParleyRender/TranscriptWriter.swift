import ChatLayout
import Localization

/// A transcript's pages as `parley export` writes them (issue 10): the title page, then the
/// chat's rows set on pages of the paper (`PageBreaker`: no row cut between two pages, a row
/// taller than a page cut between its lines), each page with its running header (the chat's
/// name, the day of its first message, `RunningDate`) and "page N of M" in its footer. Fed the
/// rows top to bottom as the streaming layout gives them out; each page is drawn as soon as it
/// is full, so memory stays that of one page. The rows must be counted first
/// (`TranscriptPageCount`) for the footers' M.
public struct TranscriptWriter {
    private let document: PDFDocument
    private let paper: TranscriptPaper
    private let title: String
    private let pageCount: Int
    private let environment: LayoutEnvironment
    private var breaker: PageBreaker
    private var dates = RunningDate()

    /// Shows the title page of `title` in `document` (whose pages are `paper`'s size); the
    /// transcript has `pageCount` pages in all, the title page included.
    public init(document: PDFDocument, paper: TranscriptPaper, title: TranscriptTitle, pageCount: Int, environment: LayoutEnvironment) {
        self.document = document
        self.paper = paper
        self.title = title.name
        self.pageCount = pageCount
        self.environment = environment
        breaker = PageBreaker(pageHeight: paper.content.height, firstNumber: 2)
        document.showTitlePage(title, content: paper.content, environment: environment, translator: environment.translator)
    }

    /// Sets `row` below the rows before it, drawing the pages it completes.
    public mutating func append(_ row: LayoutRow) {
        breaker.append(row).forEach { show($0) }
    }

    /// Draws the last page; then finish the document (`PDFDocument.finish()`).
    public mutating func finish() {
        breaker.finish().map { show($0) }
    }

    private mutating func show(_ page: PageBreaker.Page) {
        let marks = PDFDocument.Marks(title: title, date: dates.date(of: page), footer: environment.translator.tr("page {number} of {count}", ["number": String(page.number), "count": String(pageCount)]))
        document.showPage(page, content: paper.content, marks: marks, environment: environment)
    }
}

/// How many pages a transcript has, its title page included: the rows set on the paper's
/// pages as `TranscriptWriter` sets them, without drawing, so that every page can say
/// "page N of M". Fed the same rows in the same order.
public struct TranscriptPageCount: Sendable {
    private var breaker: PageBreaker
    private var last = 1

    /// No rows yet: the title page alone.
    public init(paper: TranscriptPaper) {
        breaker = PageBreaker(pageHeight: paper.content.height, firstNumber: 2)
    }

    /// Sets `row` below the rows before it.
    public mutating func append(_ row: LayoutRow) {
        last = breaker.append(row).last?.number ?? last
    }

    /// The pages, once every row is in.
    public mutating func finish() -> Int {
        breaker.finish()?.number ?? last
    }
}
