/// The symbols cards, quotes and the end button show, drawn as vector shapes by the renderer
/// (SF Symbols in the apps): the forwarded arrow (`arrowshape.turn.up.forward`), a file
/// (`doc.fill`), a microphone for voice quotes (`mic.fill`), the voice player's play circle and a
/// video's play button, and the download mark of a picture not downloaded yet
/// (`arrow.down.circle`).
public enum MediaSymbol: String, Hashable, Sendable {
    /// The forwarded arrow: the end button of a forwarded item and the classic forwarded header's icon.
    case forwarded
    /// A file: a file card's icon and a file quote's thumbnail.
    case file
    /// A microphone: a voice message quote's thumbnail.
    case microphone
    /// The voice player's play circle.
    case voicePlay
    /// The play button over a video's picture.
    case videoPlay
    /// The download mark of a picture not downloaded yet.
    case download
}
