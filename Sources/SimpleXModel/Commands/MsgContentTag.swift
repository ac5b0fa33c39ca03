/// The kind of a message's content, as the chat content filter names it (`content=TAG`): the
/// `MsgContent` cases `text`, `link`, `image`, `video`, `voice`, `file`, `report` and `chat`.
public enum MsgContentTag: String, Hashable, Sendable, CaseIterable {
    case text, link, image, video, voice, file, report, chat
}

extension MsgContent {
    /// The filter tag of this content; nil for content the core does not know (`unknown`).
    public var tag: MsgContentTag? {
        switch self {
        case .text: .text
        case .link: .link
        case .image: .image
        case .video: .video
        case .voice: .voice
        case .file: .file
        case .report: .report
        case .chat: .chat
        case .unknown, .unrecognized: nil
        }
    }
}
