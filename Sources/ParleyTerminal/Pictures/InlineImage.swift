import Foundation

/// iTerm2's inline images (`OSC 1337 ; File=`): a PNG Parley encoded of the lines of a picture
/// shown, stretched by the terminal over exactly its cells, the cursor left where it was.
enum InlineImage {
    /// Lines `lines` of `picture` at the cursor, over `lines.count` rows of its columns.
    static func show(_ picture: TerminalPicture, lines: Range<Int>) -> [UInt8] {
        let band = lines == 0..<picture.lines ? picture.png : ((try? picture.pixels.rows(picture.pixelRows(lines)).png()) ?? [])
        guard !band.isEmpty else { return [] }
        let keys = "inline=1;size=\(band.count);width=\(picture.columns);height=\(lines.count);preserveAspectRatio=0;doNotMoveCursor=1"
        return Array("\u{1B}]1337;File=\(keys):".utf8) + Array(Data(band).base64EncodedData()) + Array("\u{1B}\\".utf8)
    }
}
