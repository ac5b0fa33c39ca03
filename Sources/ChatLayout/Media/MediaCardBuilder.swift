import ChatTimeline
import SimpleXModel

/// The parts of one media card (spec §5 media views, §9 Items "cards"), shared by the terminal
/// and the classic layout: a picture for images and videos (the video's play button and
/// duration over it, its transfer's progress or download mark), the voice player with its waveform and duration, a file with its icon,
/// name, size, status and transfer progress, a link preview with its picture, title,
/// description and address, a chat link. Parts are in the card's own coordinates (its top-left
/// is 0, 0); the caller moves them into place.
struct MediaCardBuilder<Measurer: TextMeasurer> {
    let environment: LayoutEnvironment
    let measurer: Measurer

    /// A laid-out card: its parts from (0, 0), its size, and whether it is a picture (drawn edge
    /// to edge, the meta may go over its corner).
    struct Card {
        var parts: [LayoutPart]
        var width: Double
        var height: Double
        var isPicture: Bool
    }

    /// The card's text insets (`LayoutEnvironment.cardInsets`): `leading` before, `trailing`
    /// after, `vertical` above and below.
    var leading: Double { environment.cardInsets.leading }
    var trailing: Double { environment.cardInsets.trailing }
    var vertical: Double { environment.cardInsets.vertical }
    var metrics: MediaMetrics { environment.media }

    /// The card of `content`: pictures `pictureWidth` wide (75% of it when portrait), the
    /// others at most `maxWidth`.
    /// - Complexity: O(text of the card).
    func card(_ content: MsgContent, file: CIFile?, pictureWidth: Double, maxWidth: Double) -> Card {
        switch content {
        case .image, .video:
            environment.units == .cells ? cellPicture(content, file: file, pictureWidth: pictureWidth, maxWidth: maxWidth) : picture(content, file: file, width: pictureWidth)
        case let .voice(duration, _):
            voice(duration: duration, maxWidth: maxWidth)
        case .file:
            self.file(file, maxWidth: maxWidth)
        case let .link(preview, _):
            link(preview, maxWidth: maxWidth)
        default:
            label(MediaLabel.text(content, file: file, translator: environment.translator), maxWidth: maxWidth)
        }
    }

    /// The picture's height at `width` for its preview's aspect, bounded by `maxAspect` of the
    /// maximum width; and its width (portrait previews take 75%).
    static func pictureSize(_ image: MediaImage?, width: Double) -> (width: Double, height: Double) {
        let metrics = MediaMetrics.points
        guard let size = image?.previewSize else { return (width, (width * metrics.defaultAspect).rounded()) }
        let portrait = size.width <= size.height
        let shown = portrait ? width * metrics.portraitShare : width
        let height = min(shown * Double(size.height) / Double(size.width), width * metrics.maxAspect)
        return (shown, height.rounded())
    }

    /// An image or video: the card with its label under the picture (what shows when no picture
    /// can be read), the picture, and a video's play button and duration.
    func picture(_ content: MsgContent, file: CIFile?, width: Double) -> Card {
        let image = MediaImage(content, file: file)
        let (shown, height) = Self.pictureSize(image, width: width)
        let frame = LayoutRect(x: 0, y: 0, width: shown, height: height)
        let label = text([StyledRun(MediaLabel.text(content, file: file, translator: environment.translator), font: FontSpec(size: environment.captionSize), ink: .secondary)], width: max(0, shown - leading - trailing))
        var parts = [LayoutPart(.card, frame: frame, content: .text(label))]
        if let image {
            parts.append(LayoutPart(.image, frame: frame, content: .image(image)))
        }
        if case let .video(duration, _, _) = content {
            let play = metrics.videoPlay
            parts.append(LayoutPart(.symbol, frame: LayoutRect(x: (shown - play) / 2, y: (height - play) / 2, width: play, height: play), content: .symbol(.videoPlay)))
            let badge = text([StyledRun(DurationText.text(seconds: duration), font: FontSpec(size: environment.captionSize), ink: .named(.white))], width: .infinity)
            parts.append(LayoutPart(.badge, frame: LayoutRect(x: metrics.badgeOffset, y: metrics.badgeOffset, width: badge.measured.width, height: badge.measured.height),
                                    content: .text(badge)))
        }
        if let file {
            parts += transferMarks(file, shown: shown, height: height)
        }
        return Card(parts: parts, width: shown, height: height, isPicture: true)
    }

    /// What a picture shows of its file (spec §5 "transfer progress"): a progress bar along its
    /// bottom while a transfer runs, a download mark in its top end corner while it waits to be
    /// downloaded.
    func transferMarks(_ file: CIFile, shown: Double, height: Double) -> [LayoutPart] {
        if let done = MediaLabel.progress(file.fileStatus) {
            let frame = LayoutRect(x: leading, y: height - vertical - metrics.progressHeight, width: max(0, shown - leading - trailing), height: metrics.progressHeight)
            return [LayoutPart(.progress, frame: frame, content: .progress(done))]
        }
        guard case .rcvInvitation = file.fileStatus else { return [] }
        let side = metrics.downloadMark
        return [LayoutPart(.symbol, frame: LayoutRect(x: shown - metrics.badgeOffset - side, y: metrics.badgeOffset, width: side, height: side),
                           content: .symbol(.download))]
    }

    /// An image or video in a terminal: its picture (`drawsPictures`, `CellPicture.size`), then
    /// a card of one line with its label and its file's size and status (what the apps draw over
    /// the picture: the play button, the duration, the download mark, said in words), and its
    /// transfer's progress on a line below it. A terminal that draws no picture shows the card alone.
    func cellPicture(_ content: MsgContent, file: CIFile?, pictureWidth: Double, maxWidth: Double) -> Card {
        var card = cellCard(content, file: file, maxWidth: maxWidth)
        guard environment.drawsPictures, let image = MediaImage(content, file: file), image.previewSize != nil || image.filePath != nil,
              let size = CellPicture.size(image.previewSize, width: min(pictureWidth, maxWidth)) else { return card }
        card.parts = [LayoutPart(.image, frame: LayoutRect(x: 0, y: 0, width: size.columns, height: size.lines), content: .image(image))] + card.parts(at: 0, size.lines)
        card.width = max(card.width, size.columns)
        card.height += size.lines
        return card
    }

    /// An image or video's card in a terminal: one line with its label and its file's size and
    /// status, and its transfer's progress on a line below it.
    func cellCard(_ content: MsgContent, file: CIFile?, maxWidth: Double) -> Card {
        let said = [environment.shown(MediaLabel.text(content, file: file, translator: environment.translator), .name), file.map { MediaLabel.fileDetail($0, translator: environment.translator) } ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
        let label = text([StyledRun(said, font: FontSpec(size: environment.captionSize), ink: .secondary)], width: max(0, maxWidth - leading - trailing))
        let width = min(maxWidth, label.measured.width + leading + trailing)
        var height = label.measured.height + 2 * vertical
        var parts = [LayoutPart(.card, frame: LayoutRect(x: 0, y: 0, width: width, height: height), content: .text(label))]
        if let file, let done = MediaLabel.progress(file.fileStatus) {
            parts.append(LayoutPart(.progress, frame: LayoutRect(x: leading, y: height, width: max(0, width - leading - trailing), height: metrics.progressHeight),
                                    content: .progress(done)))
            height += metrics.progressHeight
        }
        return Card(parts: parts, width: width, height: height, isPicture: false)
    }

    /// `FramedCIVoiceView`: the player circle, the duration, then the waveform in what width is
    /// left; no card behind them (the circle is the player's background, in the quote colour).
    func voice(duration: Int, maxWidth: Double) -> Card {
        let circle = metrics.voicePlayer
        let height = circle + 2 * vertical
        var parts = [LayoutPart(.symbol, frame: LayoutRect(x: leading, y: vertical, width: circle, height: circle), content: .symbol(.voicePlay))]
        let time = text([StyledRun(DurationText.text(seconds: duration), font: FontSpec(size: environment.bodySize), ink: .secondary)], width: .infinity)
        var x = leading + circle + metrics.pieceGap
        parts.append(LayoutPart(.cardText, frame: LayoutRect(x: x, y: (height - time.measured.height) / 2, width: time.measured.width, height: time.measured.height), content: .text(time)))
        x += time.measured.width + metrics.pieceGap
        let count = min(metrics.waveformBars, Int((maxWidth - x - trailing) / metrics.waveformPitch))
        if count > 0 {
            let width = Double(count) * metrics.waveformPitch
            parts.append(LayoutPart(.waveform, frame: LayoutRect(x: x, y: (height - metrics.waveformHeight) / 2, width: width, height: metrics.waveformHeight),
                                    content: .waveform(Waveform.bars(duration: duration, count: count))))
            x += width
        }
        return Card(parts: parts, width: min(maxWidth, x + trailing), height: height, isPicture: false)
    }

    /// `CIFileView`: the document icon, the name, the size and status below it, and a progress
    /// bar under them while a transfer runs.
    func file(_ file: CIFile?, maxWidth: Double) -> Card {
        let icon = metrics.fileIcon
        let x = leading + icon + metrics.pieceGap
        let room = max(0, maxWidth - x - trailing)
        var parts = [LayoutPart(.symbol, frame: LayoutRect(x: leading, y: vertical, width: icon, height: icon), content: .symbol(.file))]
        let name = text([StyledRun(environment.shown(file?.fileName ?? environment.translator.tr("File"), .name), font: FontSpec(size: environment.bodySize, weight: .medium), ink: .text)], width: room)
        parts.append(LayoutPart(.cardText, frame: LayoutRect(x: x, y: vertical, width: name.measured.width, height: name.measured.height), content: .text(name)))
        var y = vertical + name.measured.height
        var widest = name.measured.width
        if let file, case let detail = MediaLabel.fileDetail(file, translator: environment.translator), !detail.isEmpty {
            let laidOut = text([StyledRun(detail, font: FontSpec(size: environment.captionSize), ink: .secondary)], width: room)
            parts.append(LayoutPart(.cardText, frame: LayoutRect(x: x, y: y, width: laidOut.measured.width, height: laidOut.measured.height), content: .text(laidOut)))
            y += laidOut.measured.height
            widest = max(widest, laidOut.measured.width)
        }
        if let done = file.flatMap({ MediaLabel.progress($0.fileStatus) }) {
            y += metrics.progressHeight
            parts.append(LayoutPart(.progress, frame: LayoutRect(x: x, y: y, width: room, height: metrics.progressHeight), content: .progress(done)))
            y += metrics.progressHeight
            widest = room
        }
        let width = min(maxWidth, x + widest + trailing), height = max(y, vertical + icon) + vertical
        parts.insert(LayoutPart(.card, frame: LayoutRect(x: 0, y: 0, width: width, height: height)), at: 0)
        return Card(parts: parts, width: width, height: height, isPicture: false)
    }

    /// `CILinkView`: the preview's picture across the card (its aspect, 16:9 when unreadable, at
    /// most square), then the title, the description and the address; `maxWidth` wide (spec §9
    /// "link preview card: at most maxWidth wide").
    func link(_ preview: LinkPreview, maxWidth: Double) -> Card {
        var parts: [LayoutPart] = []
        var y = 0.0
        let image = preview.image.isEmpty || environment.units == .cells ? nil : MediaImage(filePath: nil, preview: preview.image)
        if let image {
            let size = image.previewSize ?? ImageDimensions(width: 16, height: 9)
            y = min(maxWidth * Double(size.height) / Double(size.width), maxWidth).rounded()
            parts.append(LayoutPart(.image, frame: LayoutRect(x: 0, y: 0, width: maxWidth, height: y), content: .image(image)))
        }
        y += vertical
        let room = max(0, maxWidth - leading - trailing)
        let lines: [(String, FontSpec, Ink)] = [(preview.title, FontSpec(size: environment.bodySize, weight: .semibold), .text),
                                                (preview.description, FontSpec(size: environment.captionSize), .quoteText),
                                                (preview.uri, FontSpec(size: environment.captionSize), .secondary)]
        for (string, font, ink) in lines where !string.isEmpty {
            let laidOut = text([StyledRun(string, font: font, ink: ink)], width: room)
            parts.append(LayoutPart(.cardText, frame: LayoutRect(x: leading, y: y, width: laidOut.measured.width, height: laidOut.measured.height), content: .text(laidOut)))
            y += laidOut.measured.height
        }
        parts.insert(LayoutPart(.card, frame: LayoutRect(x: 0, y: 0, width: maxWidth, height: y + vertical)), at: 0)
        return Card(parts: parts, width: maxWidth, height: y + vertical, isPicture: false)
    }

    /// A card of one label (a chat link): its text inset by the level step.
    func label(_ string: String, maxWidth: Double) -> Card {
        let laidOut = text([StyledRun(string, font: FontSpec(size: environment.bodySize), ink: .text)], width: max(0, maxWidth - leading - trailing))
        let frame = LayoutRect(x: 0, y: 0, width: min(maxWidth, laidOut.measured.width + leading + trailing), height: laidOut.measured.height + 2 * vertical)
        return Card(parts: [LayoutPart(.card, frame: frame, content: .text(laidOut))], width: frame.width, height: frame.height, isPicture: false)
    }

    /// `runs` at `width` in their fonts' own line heights.
    func text(_ runs: [StyledRun], width: Double) -> LayoutText {
        let runs = environment.shown(runs)
        let measured = measurer.measure(TextParagraph(runs: runs.map { TextRun($0.text, font: $0.font) }), maxWidth: width)
        return LayoutText(runs: runs, lineHeight: measured.lines.first?.height ?? 0, wraps: true, measured: measured, fullWidth: measured.width)
    }
}

extension MediaCardBuilder.Card {
    /// The card's parts with the card's top-left at (x, y).
    func parts(at x: Double, _ y: Double) -> [LayoutPart] {
        parts.map { $0.moved(dx: x, dy: y) }
    }
}

extension LayoutPart {
    /// The part moved by (dx, dy), a table's cells with it.
    func moved(dx: Double, dy: Double) -> LayoutPart {
        var part = self
        part.frame = LayoutRect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        if case let .cells(cells) = content {
            part.content = .cells(cells.map { cell in
                var cell = cell
                cell.frame = LayoutRect(x: cell.frame.x + dx, y: cell.frame.y + dy, width: cell.frame.width, height: cell.frame.height)
                return cell
            })
        }
        return part
    }
}
