import ChatTimeline
import SimpleXModel

/// What a quote shows at its end (simplex-view-logic §3.4): an image or video quote its
/// picture as a 68 × 68 thumbnail, a file or voice quote a small document or microphone icon.
enum QuoteThumbnail: Hashable {
    case picture(MediaImage)
    case symbol(MediaSymbol)

    init?(_ content: MsgContent) {
        switch content {
        case let .image(image, _), let .video(_, image, _): self = .picture(MediaImage(filePath: nil, preview: image))
        case .file: self = .symbol(.file)
        case .voice: self = .symbol(.microphone)
        default: return nil
        }
    }

    /// Its square side: the thumbnail's 68, or Parley's 20 pt icon.
    var side: Double {
        switch self {
        case .picture: MediaMetrics.points.quoteThumbnail
        case .symbol: MediaMetrics.points.quoteIcon
        }
    }

    /// The part it is drawn as, in `frame`.
    func part(_ frame: LayoutRect) -> LayoutPart {
        switch self {
        case let .picture(image): LayoutPart(.image, frame: frame, content: .image(image))
        case let .symbol(symbol): LayoutPart(.symbol, frame: frame, content: .symbol(symbol))
        }
    }
}
