/// Which cell of which picture a cell shows, when a terminal graphics protocol draws it
/// (`TerminalPicture`): the picture's number (`TerminalPicture.id`) and the cell's line and
/// column in it, from 0. The grid moves, copies and covers such cells like any other; the
/// encoder finds the pictures' whole lines in them and places the pictures there
/// (`PictureBand`), never their text.
package struct PictureSlot: Hashable, Sendable {
    /// The picture's number.
    package var picture: UInt16
    /// The line of the picture this cell shows.
    package var line: UInt16
    /// The column of the picture this cell shows.
    package var column: UInt16

    /// The cell at `line`, `column` of picture `picture`.
    package init(picture: UInt16, line: Int, column: Int) {
        self.picture = picture
        self.line = UInt16(clamping: line)
        self.column = UInt16(clamping: column)
    }
}
