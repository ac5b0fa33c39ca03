/// The sizes of media cards and quote thumbnails in the layout's units. In points the apps'
/// numbers where their sources give them (simplex-view-logic §3.4 and §6.2, `CIVoiceView`);
/// Parley's own otherwise, each marked so. In cells every icon, bar and mark is one cell and
/// every gap a space (`cells`).
struct MediaMetrics {
    /// An image or video quote's thumbnail, square (simplex-view-logic §3.4: 68 × 68).
    var quoteThumbnail: Double = 68
    /// The thumbnail stands 12 pt after the quote text, or after the bar (spec §9 Items).
    var quoteThumbnailGap: Double = 12
    /// Parley: a file or voice quote's icon.
    var quoteIcon: Double = 20
    /// Portrait pictures (width ≤ height) are 75% of the maximum width (§6.2).
    var portraitShare: Double = 0.75
    /// The header's icon (§6.2 "header icon 14") and the 4 pt after it (Parley).
    var headerIcon: Double = 14
    var headerIconGap: Double = 4
    /// The voice player's circle (`VoiceMessagePlayer`: 56).
    var voicePlayer: Double = 56
    /// Parley: the waveform's bars, 2 pt wide every 4 pt, at most 40, 24 pt high.
    var waveformPitch: Double = 4
    var waveformBars = 40
    var waveformHeight: Double = 24
    /// Parley: the gap between a card's pieces (icon, name, waveform).
    var pieceGap: Double = 8
    /// Parley: a file card's document icon.
    var fileIcon: Double = 30
    /// Parley: a transfer's progress bar height and the gap above it.
    var progressHeight: Double = 3
    /// Parley: a video's play button over its picture.
    var videoPlay: Double = 44
    /// Parley: a video's duration 12 pt in from the picture's corner (its pill reaches 6 pt around it).
    var badgeOffset: Double = 12
    /// The download mark of a picture not downloaded yet, in its top end corner.
    var downloadMark: Double = 28
    /// Parley: pictures no taller than 4/3 of the maximum width.
    var maxAspect: Double = 4.0 / 3
    /// Pictures without a readable preview: 4:3.
    var defaultAspect: Double = 3.0 / 4

    /// The points of the apps and Parley.
    static let points = MediaMetrics()

    /// A terminal's: icons, marks, bars and gaps of one cell, a progress bar of one line.
    static let cells = MediaMetrics(
        quoteThumbnail: 1, quoteThumbnailGap: 1, quoteIcon: 1, headerIcon: 1, headerIconGap: 1, voicePlayer: 1,
        waveformPitch: 1, waveformHeight: 1, pieceGap: 1, fileIcon: 1, progressHeight: 1, videoPlay: 1, badgeOffset: 0, downloadMark: 1)
}

extension LayoutEnvironment {
    /// The media sizes in this environment's units.
    var media: MediaMetrics { units == .points ? .points : .cells }
}
