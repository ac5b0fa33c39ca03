import ChatTimeline
import Localization
import SimpleXModel

/// What a media card says of its content: kind, duration, file name and size.
public enum MediaLabel {
    /// A media card's label: "Image", "Video 0:12" and "Voice message 0:05" (`DurationText`), a file's name and
    /// size, a link's title and address on two lines, "SimpleX chat link"; the text of other content.
    public static func text(_ content: MsgContent, file: CIFile?, translator t: Translator = .english) -> String {
        switch content {
        case .image: t.tr("Image")
        case let .video(duration, _, _): t.tr("Video {duration}", ["duration": DurationText.text(seconds: duration)])
        case let .voice(duration, _): t.tr("Voice message {duration}", ["duration": DurationText.text(seconds: duration)])
        case .file: file.map { "\($0.fileName) · \(size($0.fileSize, translator: t))" } ?? t.tr("File")
        case let .link(preview, _): [preview.title, preview.uri].filter { !$0.isEmpty }.joined(separator: "\n")
        case .chat: t.tr("SimpleX chat link")
        default: content.text
        }
    }

    /// What is happening to a file (spec §5 CIFileView "transfer progress"): waiting, sending
    /// 40%, received, failed…; empty for a status the core did not name.
    public static func status(_ status: CIFileStatus, translator t: Translator = .english) -> String {
        func percent(_ done: Int64, _ total: Int64) -> String { total > 0 ? String(min(100, max(0, done) * 100 / total)) : "" }
        return switch status {
        case .sndStored: t.tr("waiting to send")
        case let .sndTransfer(progress, total):
            total > 0 ? t.tr("sending {percent}%", ["percent": percent(progress, total)]) : t.tr("sending")
        case .sndComplete: t.tr("sent", context: "file")
        case .sndCancelled: t.tr("cancelled", context: "file")
        case .sndError: t.tr("send failed")
        case .sndWarning: t.tr("sending (retrying)")
        case .rcvInvitation: t.tr("not downloaded")
        case .rcvAccepted: t.tr("download accepted")
        case let .rcvTransfer(progress, total):
            total > 0 ? t.tr("receiving {percent}%", ["percent": percent(progress, total)]) : t.tr("receiving")
        case .rcvComplete: t.tr("downloaded")
        case .rcvAborted, .rcvCancelled: t.tr("download cancelled")
        case .rcvError: t.tr("download failed")
        case .rcvWarning: t.tr("receiving (retrying)")
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
    public static func fileDetail(_ file: CIFile, translator t: Translator = .english) -> String {
        [file.fileSize > 0 ? size(file.fileSize, translator: t) : "", status(file.fileStatus, translator: t)].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Bytes as "512 bytes", "1.5 KB", "2.0 MB".
    public static func size(_ bytes: Int64, translator t: Translator = .english) -> String {
        switch bytes {
        case ..<1024: t.trPlural("{count} byte", "{count} bytes", Int(bytes))
        case ..<(1024 * 1024): t.tr("{size} KB", ["size": oneDecimal(Double(bytes) / 1024)])
        case ..<(1024 * 1024 * 1024): t.tr("{size} MB", ["size": oneDecimal(Double(bytes) / 1024 / 1024)])
        default: t.tr("{size} GB", ["size": oneDecimal(Double(bytes) / 1024 / 1024 / 1024)])
        }
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
