import CPangoCairo
import ChatLayout
import Foundation

/// Draws a LayoutTree to PNG, SVG or PDF: the renderer's entry point.
public enum ChatRenderer {
    /// The file a drawing is written as; its raw value is the file extension.
    public enum Format: String, Sendable, CaseIterable {
        /// A raster image, `scale` pixels per point.
        case png
        /// A vector drawing, one band as high as the extent.
        case svg
        /// A document; `Extent.all` makes one page per screen.
        case pdf

        /// The format a file name ends with.
        public init?(path: String) {
            self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
        }
    }

    /// What part of the chat to draw: one screen ending at the bottom (a short chat sits at the
    /// bottom of the screen, as the inverted list puts it), or all of it (a tall
    /// PNG or SVG, a PDF with one page per screen).
    public enum Extent: Sendable, Equatable {
        /// The last `height` points of the chat: the screen at its bottom.
        case screen(height: Double)
        /// The whole chat: one band for PNG and SVG, pages `pageHeight` high for PDF.
        case all(pageHeight: Double)
    }

    /// The drawing as the bytes of `format`; `scale` pixels per point (PNG). Pictures come from
    /// their files, absolute or relative to `filesFolder` (the core's files folder), when they are
    /// on disk, else from the previews in the messages. `progress` hears the share of pages drawn.
    public static func render(_ tree: LayoutTree, format: Format, extent: Extent, scale: Double = 1, filesFolder: URL? = nil,
                              progress: (Double) -> Void = { _ in }) throws(RenderError) -> Data {
        let width = tree.environment.width
        let content = tree.height
        let bands: [(top: Double, height: Double)]
        switch extent {
        case let .screen(height):
            bands = [(content - height, height)]
        case let .all(pageHeight):
            if format == .pdf {
                let pages = max(1, Int((content / pageHeight).rounded(.up)))
                bands = (0..<pages).map { (Double($0) * pageHeight, pageHeight) }
            } else {
                bands = [(0, max(1, content))]
            }
        }
        let sink = CairoSink()
        let surface: OpaquePointer?
        switch format {
        case .png:
            let pixelsWide = Int32((width * scale).rounded()), pixelsHigh = Int32((bands[0].height * scale).rounded())
            guard pixelsWide > 0, pixelsHigh > 0, Int(pixelsWide) * Int(pixelsHigh) <= 400_000_000 else { throw RenderError.tooLarge(width: Int(pixelsWide), height: Int(pixelsHigh)) }
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelsWide, pixelsHigh)
        case .svg:
            surface = cairo_svg_surface_create_for_stream(CairoSink.write, sink.pointer, width, bands[0].height)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(CairoSink.write, sink.pointer, width, bands[0].height)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("cannot create the \(format.rawValue) surface") }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        if format == .png {
            cairo_scale(cairo, scale, scale)
        }
        let painter = ChatPainter(cairo: cairo, environment: tree.environment, pictures: PictureSource(filesFolder: filesFolder))
        for (index, band) in bands.enumerated() {
            painter.paint(tree, top: band.top, height: band.height)
            if format == .pdf { cairo_show_page(cairo) }
            progress(Double(index + 1) / Double(bands.count))
        }
        if format == .png {
            cairo_surface_flush(surface)
            guard cairo_surface_write_to_png_stream(surface, CairoSink.write, sink.pointer) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo("cannot encode the PNG")
            }
        } else {
            cairo_surface_finish(surface)
        }
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(cairo_status(cairo)))) }
        return sink.data
    }
}

/// Why a drawing could not be made.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The PNG would have more than 400 million pixels (or none); its size in pixels.
    case tooLarge(width: Int, height: Int)
    /// Cairo failed to make, encode or read a surface; what failed.
    case cairo(String)
    /// A picture that cannot be decoded (the painter then draws the card's label instead).
    case picture(String)

    public var description: String {
        switch self {
        case let .tooLarge(width, height): "the image would be \(width) × \(height) pixels; draw fewer rows, a smaller scale, or a PDF"
        case let .cairo(message): "cairo: \(message)"
        case let .picture(message): "picture: \(message)"
        }
    }
}

/// Collects what a Cairo stream surface writes.
final class CairoSink {
    var data = Data()

    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<CairoSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
