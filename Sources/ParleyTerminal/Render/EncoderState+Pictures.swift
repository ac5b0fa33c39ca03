extension EncoderState {
    /// Writes the cells of `row` where `next` differs from `shown` or a gone picture leaves
    /// them (`uncovered`), never under a picture of the frame (`kept`); cursor moves are plain
    /// moves, never a rewrite of the cells passed over, which may lie under a picture.
    mutating func drawRow(_ row: Int, shown: ArraySlice<Cell>, next: ArraySlice<Cell>, keeping kept: [Range<Int>], rewriting uncovered: [Range<Int>],
                          hidingCursor: Bool) {
        let base = next.startIndex, shownBase = shown.startIndex
        var column = 0
        while column < size.columns {
            if let band = kept.first(where: { $0.contains(column) }) {
                column = max(column + 1, band.upperBound)
                continue
            }
            let cell = next[base + column]
            if cell == shown[shownBase + column] && !uncovered.contains(where: { $0.contains(column) }) {
                column += 1
                continue
            }
            let head = cell.isContinuation ? column - 1 : column
            guard head >= 0 else {
                column += 1
                continue
            }
            beginFrame(hidingCursor: hidingCursor)
            moveTo(row: row, column: head)
            write(next[base + head], at: head)
            column = head + max(1, Int(next[base + head].width))
        }
    }

    /// Draws the frame's new picture bands with `graphics`, after its cells: kitty first removes
    /// the gone placements (and frees the images no band shows any more; everything before a full
    /// redraw), then places each new band, sending its image only when the terminal does not have
    /// it; sixel and inline images draw each new band's pixels at its first cell. The cursor is
    /// unknown after a sixel or an inline image.
    mutating func drawPictures(_ damage: PictureDamage, with graphics: GraphicsProtocol, fullRedraw: Bool, hidingCursor: Bool) {
        guard !damage.new.isEmpty || (graphics == .kitty && (fullRedraw || !damage.gone.isEmpty)) else { return }
        beginFrame(hidingCursor: hidingCursor)
        closeLink()
        switch graphics {
        case .kitty:
            if fullRedraw { out.append(contentsOf: KittyGraphics.deleteAll) }
            let staying = Set((damage.kept + damage.new).map(\.picture))
            var held = Set((damage.kept + damage.gone).map(\.picture))
            for band in damage.gone {
                if staying.contains(band.picture) {
                    out.append(contentsOf: KittyGraphics.deletePlacement(image: band.picture.id, placement: band.placement))
                } else if held.remove(band.picture) != nil {
                    out.append(contentsOf: KittyGraphics.deleteImage(band.picture.id))
                }
            }
            for band in damage.new {
                moveTo(row: band.origin.row, column: band.origin.column)
                if held.insert(band.picture).inserted {
                    out.append(contentsOf: KittyGraphics.transmit(band.picture, placement: band.placement, lines: band.lines))
                } else {
                    out.append(contentsOf: KittyGraphics.place(band.picture, placement: band.placement, lines: band.lines))
                }
            }
        case .sixel:
            for band in damage.new {
                guard let sixel = band.picture.sixel else { continue }
                moveTo(row: band.origin.row, column: band.origin.column)
                out.append(contentsOf: sixel.sequence(rows: band.picture.pixelRows(band.lines)))
                (cursorRow, cursorColumn) = (nil, nil)
            }
        case .inlineImages:
            for band in damage.new {
                moveTo(row: band.origin.row, column: band.origin.column)
                out.append(contentsOf: InlineImage.show(band.picture, lines: band.lines))
                (cursorRow, cursorColumn) = (nil, nil)
            }
        }
    }
}
