import CPangoCairo
import ChatLayout
import Foundation

/// A PDF written to a file (or made in memory) page by page as the pages are made: nothing of a page is kept once
/// it is shown, so a chat of any length is drawn in the memory of one page (issue 10,
/// `render --all` and `export`). Cairo writes each page's content to the file when the page
/// ends; `finish()` writes the fonts and the cross-reference table.
public final class PDFDocument {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let path: String
    /// Where a PDF made in memory collects its bytes.
    private let sink: CairoSink?
    /// The size of the pages.
    public let width: Double, height: Double
    /// Measures the title page's and the footers' text.
    let measurer: PangoTextMeasurer
    /// Where the pictures of cards and quotes come from.
    let pictures: PictureSource
    /// The emoji's pictures, embedded once for every page.
    private let colourGlyphs = ColourGlyphs()
    /// The pages shown so far.
    public private(set) var pageCount = 0

    /// A PDF at `path` whose pages are `width` × `height` points, its document title `title`;
    /// pictures from their files (absolute, or relative to `filesFolder`) when they are on disk,
    /// else from the previews in the messages, as `ChatRenderer.render` draws them.
    public convenience init(path: String, width: Double, height: Double, title: String? = nil, measurer: PangoTextMeasurer, filesFolder: URL? = nil) throws(RenderError) {
        try self.init(surface: cairo_pdf_surface_create(path, width, height), named: path, sink: nil, width: width, height: height, title: title,
                      measurer: measurer, filesFolder: filesFolder)
    }

    /// A PDF made in memory, its bytes `data` once finished; otherwise as `init(path:…)`.
    public convenience init(width: Double, height: Double, title: String? = nil, measurer: PangoTextMeasurer, filesFolder: URL? = nil) throws(RenderError) {
        let sink = CairoSink()
        try self.init(surface: cairo_pdf_surface_create_for_stream(CairoSink.write, sink.pointer, width, height), named: "the PDF", sink: sink,
                      width: width, height: height, title: title, measurer: measurer, filesFolder: filesFolder)
    }

    private init(surface: OpaquePointer?, named path: String, sink: CairoSink?, width: Double, height: Double, title: String?, measurer: PangoTextMeasurer,
                 filesFolder: URL?) throws(RenderError) {
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create \(sink == nil ? "the PDF " : "")\(path)")
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Parley")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        self.surface = surface
        cairo = cairo_create(surface)
        self.path = path
        self.sink = sink
        self.width = width
        self.height = height
        self.measurer = measurer
        pictures = PictureSource(filesFolder: filesFolder)
    }

    /// The bytes of a PDF made in memory, complete once `finish()` returned; empty for one written to a file.
    public var data: Data { sink?.data ?? Data() }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// What a transcript's page says around its rows: a running header in the top margin (the
    /// chat's name at the start, the day of the page's first message at the end) and a footer
    /// centred in the bottom margin ("page 2 of 9").
    public struct Marks: Hashable, Sendable {
        /// The chat's name, at the start of the running header.
        public var title: String
        /// The day of the page's first message, at the end of the header; nil for none.
        public var date: String?
        /// The footer line, e.g. "page 2 of 9".
        public var footer: String

        /// Marks that say `title`, `date` and `footer`.
        public init(title: String, date: String?, footer: String) {
            (self.title, self.date, self.footer) = (title, date, footer)
        }
    }

    /// A page of a transcript: the page's background, its slices of rows in the box `content`
    /// (the layout's width wide, as high as the breaker's pages), and its `marks` in the margins
    /// (none for nil: `render --all`, whose pages are the screens).
    public func showPage(_ page: PageBreaker.Page, content: LayoutRect, marks: Marks?, environment: LayoutEnvironment) {
        let painter = beginPage(environment)
        for slice in page.slices {
            cairo_save(cairo)
            cairo_translate(cairo, content.x, content.y + slice.y)
            painter.clip(LayoutRect(x: 0, y: 0, width: content.width, height: slice.height))
            cairo_translate(cairo, 0, -slice.rowTop - slice.row.y)
            var visitor = painter
            visitor.visitRow(slice.row)
            painter.unclip()
            cairo_restore(cairo)
        }
        if let marks {
            let font = FontSpec(size: 9)
            let footer = line(marks.footer, font: font, ink: .secondary)
            painter.draw(footer, x: content.x + (content.width - footer.measured.width) / 2, y: content.maxY + (height - content.maxY - footer.measured.height) / 2)
            let date = marks.date.map { line($0, font: font, ink: .secondary) }
            let room = content.width - (date.map { $0.measured.width + LayoutEnvironment.textPaddingPoints } ?? 0)
            let title = line(measurer.truncated(marks.title, font: font, width: max(0, room)), font: font, ink: .secondary)
            let top = (content.y - title.measured.height) / 2
            painter.draw(title, x: content.x, y: top)
            if let date { painter.draw(date, x: content.maxX - date.measured.width, y: top) }
        }
        showPage()
    }

    /// A painter on a new page of the transcript's size, filled with the theme's background.
    func beginPage(_ environment: LayoutEnvironment) -> ChatPainter {
        cairo_pdf_surface_set_size(surface, width, height)
        let painter = ChatPainter(cairo: cairo, environment: environment, pictures: pictures, colourGlyphs: colourGlyphs)
        painter.fill(LayoutRect(x: 0, y: 0, width: width, height: height), environment.palette.background)
        return painter
    }

    /// Ends the document: an I/O error writing it is thrown here.
    public func finish() throws(RenderError) {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    func showPage() {
        cairo_show_page(cairo)
        pageCount += 1
    }

    /// `string` in one run of `font`, measured on one line, or broken at `maxWidth`.
    func line(_ string: String, font: FontSpec, ink: Ink, maxWidth: Double = .infinity) -> LayoutText {
        let run = StyledRun(string, font: font, ink: ink)
        let measured = measurer.measure(TextParagraph(runs: [TextRun(string, font: font)], wraps: maxWidth.isFinite), maxWidth: maxWidth)
        return LayoutText(runs: [run], lineHeight: measured.height, wraps: maxWidth.isFinite, measured: measured, fullWidth: measured.width)
    }
}
