import SimpleXModel

extension TerminalRowBuilder {
    /// `media width`: the classic bubble's maximum, at most the row less the gutter and two text
    /// edges (simplex-view-logic §6.2: framed (W − 32) × 0.84, groups (W − 28) × 0.84 − 42).
    var mediaWidth: Double {
        let width = environment.width
        let classic = environment.hasGutter ? (width - 28) * 0.84 - 42 : (width - 32) * 0.84
        return max(0, min(classic, environment.contentWidth))
    }

    /// A media card (image, video, voice, file, link preview, chat link): images and videos 4:3
    /// at the media width (the preview's own size is not known here); the others a box with
    /// their metadata. Captionless media leave room for the meta at their end; images and videos
    /// too wide for that keep their width and take the meta over their corner (`overlay`).
    mutating func mediaCard(_ content: MsgContent, file: CIFile?, reserveMeta meta: MetaText?, at y: Double) -> (bottom: Double, overlay: Bool) {
        let metaRoom = meta.map { metaWidth($0) + LayoutEnvironment.textPadding } ?? 0
        let x = environment.textEdge
        switch content {
        case .image, .video:
            let width = mediaWidth
            let label = MediaLabel.text(content, file: file)
            let laidOut = text([StyledRun(label, font: FontSpec(size: environment.captionSize), ink: .secondary)],
                               lineHeight: metaLineBox, width: width)
            add(.card, LayoutRect(x: x, y: y, width: width, height: (width * 3 / 4).rounded()), .text(laidOut))
            return (y + (width * 3 / 4).rounded(), meta != nil && width + metaRoom > environment.contentWidth)
        default:
            let width = max(0, min(mediaWidth, environment.contentWidth - metaRoom))
            let inset = environment.points(.levelStep)
            let laidOut = text([StyledRun(MediaLabel.text(content, file: file), font: bodyFont, ink: .text)],
                               lineHeight: bodyLine, width: max(0, width - 2 * inset))
            let height = laidOut.measured.height + 2 * inset
            add(.card, LayoutRect(x: x, y: y, width: width, height: height), .text(laidOut))
            return (y + height, false)
        }
    }
}

/// What a media card says of its content.
/// What a media card says of its content: kind, duration, file name and size.
public enum MediaLabel {
    public static func text(_ content: MsgContent, file: CIFile?) -> String {
        switch content {
        case .image: "Image"
        case let .video(duration, _, _): "Video \(clock(duration))"
        case let .voice(duration, _): "Voice message \(clock(duration))"
        case .file: file.map { "\($0.fileName) · \(size($0.fileSize))" } ?? "File"
        case let .link(preview, _): [preview.title, preview.uri].filter { !$0.isEmpty }.joined(separator: "\n")
        case .chat: "SimpleX chat link"
        default: content.text
        }
    }

    /// m:ss.
    public static func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    /// Bytes as "512 bytes", "1.5 KB", "2.0 MB".
    public static func size(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1024: "\(bytes) bytes"
        case ..<(1024 * 1024): oneDecimal(Double(bytes) / 1024) + " KB"
        case ..<(1024 * 1024 * 1024): oneDecimal(Double(bytes) / 1024 / 1024) + " MB"
        default: oneDecimal(Double(bytes) / 1024 / 1024 / 1024) + " GB"
        }
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
