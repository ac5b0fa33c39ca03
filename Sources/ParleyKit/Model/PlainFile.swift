/// A file sent with a message: its name and size, where it is on this machine (pictures are
/// drawn from it), and how its upload goes, as exyte/Chat's attachments report it.
///
/// ```swift
/// var report = PlainMessage(id: 3, sender: me, date: Date(), text: "the report")
/// report.file = PlainFile(name: "report.pdf", size: 48_213, upload: .inProgress(0.4))
/// ```
public struct PlainFile: Hashable, Sendable, Codable {
    /// The file's name, as the card shows it.
    public var name: String
    /// Its size in bytes.
    public var size: Int64
    /// Where the file is on this machine; nil when it is not here.
    public var path: String?
    /// How its transfer goes (exyte's `UploadStatus`).
    public var upload: UploadStatus

    /// A file named `name` of `size` bytes, at `path`, in `upload`.
    public init(name: String, size: Int64, path: String? = nil, upload: UploadStatus = .none) {
        self.name = name
        self.size = size
        self.path = path
        self.upload = upload
    }

    /// How a file's transfer goes: the sender's upload, which the receivers see too
    /// (exyte/Chat's `Attachment.UploadStatus`, and nil for `none`).
    ///
    /// ```swift
    /// file.upload = .inProgress(nil)   // an indicator without a figure
    /// file.upload = .inProgress(0.75)  // "sending 75%"
    /// ```
    public enum UploadStatus: Hashable, Sendable {
        /// No progress to show: the file is simply there (drawn as complete: "sent", "downloaded").
        case none
        /// Under way; the share done (0…1) when known, else nil (an indicator without a figure).
        case inProgress(Double?)
        /// Done.
        case complete
        /// Stopped by the sender.
        case cancelled
        /// Failed.
        case error
    }
}
