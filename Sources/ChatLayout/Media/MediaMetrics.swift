/// The sizes of media cards and quote thumbnails, in points. The apps' numbers where their
/// sources give them (simplex-view-logic §3.4 and §6.2, `CIVoiceView`); Parley's own otherwise,
/// each marked so.
enum MediaMetrics {
    /// An image or video quote's thumbnail, square (simplex-view-logic §3.4: 68 × 68).
    static let quoteThumbnail: Double = 68
    /// The thumbnail stands 12 pt after the quote text, or after the bar (spec §9 Items).
    static let quoteThumbnailGap: Double = 12
    /// Parley: a file or voice quote's icon.
    static let quoteIcon: Double = 20
    /// Portrait pictures (width ≤ height) are 75% of the maximum width (§6.2).
    static let portraitShare: Double = 0.75
    /// The header's icon (§6.2 "header icon 14") and the 4 pt after it (Parley).
    static let headerIcon: Double = 14
    static let headerIconGap: Double = 4
    /// The voice player's circle and its play triangle (`VoiceMessagePlayer`: 56, icon 20).
    static let voicePlayer: Double = 56
    static let voicePlayIcon: Double = 20
    /// Parley: the waveform's bars, 2 pt wide every 4 pt, at most 40, 24 pt high.
    static let waveformPitch: Double = 4
    static let waveformBars = 40
    static let waveformHeight: Double = 24
    /// Parley: the gap between a card's pieces (icon, name, waveform).
    static let pieceGap: Double = 8
    /// Parley: a file card's document icon.
    static let fileIcon: Double = 30
    /// Parley: a transfer's progress bar height and the gap above it.
    static let progressHeight: Double = 3
    /// Parley: a video's play button over its picture.
    static let videoPlay: Double = 44
    /// Parley: a video's duration 12 pt in from the picture's corner (its pill reaches 6 pt around it).
    static let badgeOffset: Double = 12
    /// The download mark of a picture not downloaded yet, in its top end corner.
    static let downloadMark: Double = 28
    /// Parley: pictures no taller than 4/3 of the maximum width.
    static let maxAspect: Double = 4.0 / 3
    /// Pictures without a readable preview: 4:3.
    static let defaultAspect: Double = 3.0 / 4
}
