import CPangoCairo
import ChatLayout
import Foundation

/// Where the renderer finds the pictures of image, video and link cards: the file on disk
/// (absolute, or relative to `filesFolder`, the core's files folder), else the inline preview
/// the message carries. Decoded once per render. I/O happens here and nowhere else in drawing.
final class PictureSource {
    let filesFolder: URL?
    private var decoded: [MediaImage: RasterImage?] = [:]

    init(filesFolder: URL?) {
        self.filesFolder = filesFolder
    }

    /// The picture of `image`, or nil when neither its file nor its preview gives one (the card's
    /// label then shows). A file that is missing or does not decode falls back to the preview:
    /// the core keeps the preview in the message for as long as the file is not received.
    /// - Complexity: O(pixels) the first time, O(1) after.
    func raster(_ image: MediaImage) -> RasterImage? {
        if let known = decoded[image] { return known }
        var result: RasterImage?
        for bytes in [fileBytes(image), image.previewBytes].compactMap({ $0 }) {
            do {
                result = try RasterImage(encoded: bytes)
                break
            } catch {
                continue
            }
        }
        decoded[image] = result
        return result
    }

    /// The bytes of the image's file, nil when it has none or it is not on disk.
    func fileBytes(_ image: MediaImage) -> Data? {
        guard let path = image.filePath, !path.isEmpty else { return nil }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : filesFolder.map { $0.appendingPathComponent(path) }
        return url.flatMap { FileManager.default.contents(atPath: $0.path) }
    }
}

extension RasterImage {
    /// A Cairo image surface of the pixels (destroy it with `cairo_surface_destroy`).
    func surface() -> OpaquePointer? {
        guard width > 0, height > 0 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let bytes = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<height {
                UnsafeMutableRawPointer(bytes + row * stride).copyMemory(from: base + row * width, byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
