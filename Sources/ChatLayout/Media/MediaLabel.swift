import ChatTimeline
import SimpleXModel

/// What a media card says of its content: kind, duration, file name and size.
public enum MediaLabel {
    /// A media card's label: "Image", "Video 0:12" and "Voice message 0:05" (`DurationText`), a file's name and
    /// size, a link's title and address on two lines, "SimpleX chat link"; the text of other content.
    public static func text(_ content: MsgContent, file: CIFile?) -> String {
        switch content {
        case .image: "Image"
        case let .video(duration, _, _): "Video \(DurationText.text(seconds: duration))"
        case let .voice(duration, _): "Voice message \(DurationText.text(seconds: duration))"
        case .file: file.map { "\($0.fileName) · \(size($0.fileSize))" } ?? "File"
        case let .link(preview, _): [preview.title, preview.uri].filter { !$0.isEmpty }.joined(separator: "\n")
        case .chat: "SimpleX chat link"
        default: content.text
        }
    }

    /// What is happening to a file (spec §5 CIFileView "transfer progress"): waiting, sending
    /// 40%, received, failed…; empty for a status the core did not name.
    public static func status(_ status: CIFileStatus) -> String {
        func percent(_ done: Int64, _ total: Int64) -> String { total > 0 ? " \(min(100, max(0, done) * 100 / total))%" : "" }
        return switch status {
        case .sndStored: "waiting to send"
        case let .sndTransfer(progress, total): "sending" + percent(progress, total)
        case .sndComplete: "sent"
        case .sndCancelled: "cancelled"
        case .sndError: "send failed"
        case .sndWarning: "sending (retrying)"
        case .rcvInvitation: "not downloaded"
        case .rcvAccepted: "download accepted"
        case let .rcvTransfer(progress, total): "receiving" + percent(progress, total)
        case .rcvComplete: "downloaded"
        case .rcvAborted, .rcvCancelled: "download cancelled"
        case .rcvError: "download failed"
        case .rcvWarning: "receiving (retrying)"
        case .invalid, .unrecognized: ""
        }
    }

    /// The share of a transfer done, 0…1, while one runs (`sndTransfer`, `rcvTransfer`); nil otherwise.
    public static func progress(_ status: CIFileStatus) -> Double? {
        switch status {
        case let .sndTransfer(done, total), let .rcvTransfer(done, total):
            total > 0 ? min(1, max(0, Double(done) / Double(total))) : 0
        default: nil
        }
    }

    /// A file card's second line: the size, then the status ("2.0 KB · sending 40%").
    public static func fileDetail(_ file: CIFile) -> String {
        [file.fileSize > 0 ? size(file.fileSize) : "", status(file.fileStatus)].filter { !$0.isEmpty }.joined(separator: " · ")
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
