import Foundation
import SimpleXModel

/// A picture a card or a quote shows: the file on disk when the core has it unencrypted, and
/// the inline preview the message carries (`MsgContent.image`/`.video`, `LinkPreview.image`: a
/// `data:image/jpg;base64,…` URI). The renderer draws the file, else the preview, else the card's
/// label; the layout reads neither file nor network.
public struct MediaImage: Hashable, Sendable {
    /// The file as the core names it (relative to its files folder, or absolute); nil when there
    /// is none or it is encrypted (`cryptoArgs`), which the renderer cannot read.
    public var filePath: String?
    /// The inline preview as a data URI; empty when the message has none.
    public var preview: String

    /// A picture from the file at `filePath`, else from the data URI `preview`.
    public init(filePath: String?, preview: String) {
        (self.filePath, self.preview) = (filePath, preview)
    }

    /// The picture of an image or video message and its file, or nil for other content.
    public init?(_ content: MsgContent, file: CIFile?) {
        switch content {
        case let .image(image, _), let .video(_, image, _):
            let readable = file.flatMap { file in file.fileSource.flatMap { $0.cryptoArgs == nil ? $0.filePath : nil } }
            self.init(filePath: readable, preview: image)
        case let .link(preview, _) where !preview.image.isEmpty:
            self.init(filePath: nil, preview: preview.image)
        default:
            return nil
        }
    }

    /// The preview's bytes: the base64 payload of a data URI (or of a bare base64 string), nil
    /// when it is empty or not base64.
    /// - Complexity: O(preview length).
    public var previewBytes: Data? {
        guard !preview.isEmpty else { return nil }
        let payload = preview.hasPrefix("data:") ? preview.split(separator: ",", maxSplits: 1).dropFirst().first.map(String.init) ?? "" : preview
        return Data(base64Encoded: payload, options: .ignoreUnknownCharacters).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The preview's size in pixels (read from its PNG or JPEG header), nil when unknown.
    /// - Complexity: O(preview length).
    public var previewSize: ImageDimensions? {
        previewBytes.flatMap(ImageDimensions.init(encoded:))
    }

    /// The dump's words: the file and the preview's size.
    var summary: String {
        let file = filePath.map { "file \"\($0)\"" } ?? "no file"
        let size = previewSize.map { "preview \($0.width)×\($0.height)" } ?? (preview.isEmpty ? "no preview" : "preview unreadable")
        return "\(file), \(size)"
    }
}
