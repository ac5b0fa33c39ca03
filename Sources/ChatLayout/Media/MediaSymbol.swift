/// The symbols cards, quotes and the end button show, drawn as vector shapes by the renderer
/// (SF Symbols in the apps): the forwarded arrow (`arrowshape.turn.up.forward`), a file
/// (`doc.fill`), a microphone for voice quotes (`mic.fill`), the voice player's play circle and a
/// video's play button, and the download mark of a picture not downloaded yet
/// (`arrow.down.circle`).
public enum MediaSymbol: String, Hashable, Sendable {
    case forwarded, file, microphone, voicePlay, videoPlay, download
}
