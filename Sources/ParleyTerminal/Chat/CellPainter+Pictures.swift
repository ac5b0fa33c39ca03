import ChatLayout

extension CellPainter {
    /// A picture over its frame's cells (issue 36 "Pictures in the terminal"), as the picture
    /// cache has it at that size: half blocks as ordinary cells, or for a graphics protocol cells
    /// that name the picture and their place in it (`PictureSlot`), which the encoder covers
    /// with its pixels. While the picture is made, and when there is none to be had, the frame
    /// is the card's background.
    mutating func visitImage(_ image: MediaImage, of part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        guard frame.width > 0, frame.height > 0 else { return }
        switch pictures?.picture(image, columns: frame.width, lines: frame.height) {
        case let .blocks(picture)?:
            for line in 0..<min(frame.height, picture.lines) {
                for column in 0..<min(frame.width, picture.columns) {
                    grid.set(picture.cell(line: line, column: column), at: GridPoint(row: frame.y + line, column: frame.x + column))
                }
            }
        case let .graphics(picture)?:
            for line in 0..<frame.height {
                for column in 0..<frame.width {
                    grid.set(.picture(PictureSlot(picture: picture.id, line: line, column: column)), at: GridPoint(row: frame.y + line, column: frame.x + column))
                }
            }
            pictureNumbers.insert(picture.id)
        case .pending?:
            awaitsPicture = true
            grid.fill(frame.grid, style: CellStyle(background: theme.codeBackground))
        case .unavailable?, nil:
            grid.fill(frame.grid, style: CellStyle(background: theme.codeBackground))
        }
    }
}
