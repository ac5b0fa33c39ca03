import CPangoCairo
import ChatLayout
import Foundation

/// A PDF written to a file page by page as the pages are made: nothing of a page is kept once
/// it is shown, so a chat of any length is drawn in the memory of one page (issue 10,
/// `render --all` and `export`). Cairo writes each page's content to the file when the page
/// ends; `finish()` writes the fonts and the cross-reference table.
public final class PDFDocument {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let path: String
    /// The size of the pages.
    public let width: Double, height: Double
    /// Measures the title page's and the footers' text.
    let measurer: PangoTextMeasurer
    /// Where the pictures of cards and quotes come from.
    let pictures: PictureSource
    /// The pages shown so far.
    public private(set) var pageCount = 0

    /// A PDF at `path` whose pages are `width` × `height` points, its document title `title`;
    /// pictures from their files (absolute, or relative to `filesFolder`) when they are on disk,
    /// else from the previews in the messages, as `ChatRenderer.render` draws them.
    public init(path: String, width: Double, height: Double, title: String? = nil, measurer: PangoTextMeasurer, filesFolder: URL? = nil) throws(RenderError) {
        guard let surface = cairo_pdf_surface_create(path, width, height), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create the PDF \(path)")
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Parley")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        self.surface = surface
        cairo = cairo_create(surface)
        self.path = path
        self.width = width
        self.height = height
        self.measurer = measurer
        pictures = PictureSource(filesFolder: filesFolder)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// A page of a transcript: the page's background, its slices of rows in the box `content`
    /// (the layout's width wide, as high as the breaker's pages), and `footer` centred in the
    /// bottom margin (none for nil: `render --all`, whose pages are the screens).
    public func showPage(_ page: PageBreaker.Page, content: LayoutRect, footer: String?, environment: LayoutEnvironment) {
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
        if let footer {
            let text = line(footer, font: FontSpec(size: 9), ink: .secondary)
            painter.draw(text, x: content.x + (content.width - text.measured.width) / 2, y: content.maxY + (height - content.maxY - text.measured.height) / 2)
        }
        showPage()
    }

    /// A painter on a new page of the transcript's size, filled with the theme's background.
    func beginPage(_ environment: LayoutEnvironment) -> ChatPainter {
        cairo_pdf_surface_set_size(surface, width, height)
        let painter = ChatPainter(cairo: cairo, environment: environment, pictures: pictures)
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
