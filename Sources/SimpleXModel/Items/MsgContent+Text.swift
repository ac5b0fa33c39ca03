extension MsgContent {
    /// The content's text.
    public var text: String {
        switch self {
        case let .text(text), let .link(_, text), let .image(_, text), let .video(_, _, text), let .voice(_, text),
             let .file(text), let .report(_, text), let .chat(_, _, text), let .unknown(_, _, text):
            text
        case let .unrecognized(json):
            json["text"]?.stringValue ?? ""
        }
    }
}
