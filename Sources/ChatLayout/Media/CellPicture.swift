/// A picture's size in a terminal, in whole cells: the spec's media rules in points
/// (`MediaCardBuilder.pictureSize`) carried into cells by one more rule of Parley's.
package enum CellPicture {
    /// A terminal cell's height in cell widths: about two, so that a half block (`▀`) is square.
    /// A picture's lines are its height in these units (Parley's rule for cells).
    package static let cellHeight: Double = 2

    /// The most lines a picture takes in a terminal (Parley's rule for cells: a 24-line terminal
    /// keeps the picture and the messages around it in view); a taller one is narrowed to keep
    /// its aspect.
    package static let maxLines: Double = 12

    /// The size of a picture whose preview is `preview` (nil: unreadable) in `width` columns
    /// (spec §9 "media width", simplex-view-logic §3.3 and §6.2): all of them, 75% when the
    /// preview is portrait (width ≤ height), as many lines as its aspect needs at two cell
    /// widths a line (4:3 when the preview cannot be read), at most `maxAspect` of the width;
    /// then at most `maxLines`, the width narrowed to keep the aspect shown. Nil when not even
    /// one column is left. - Complexity: O(1).
    package static func size(_ preview: ImageDimensions?, width: Double) -> (columns: Double, lines: Double)? {
        let metrics = MediaMetrics.points
        let aspect = preview.map { Double($0.height) / Double($0.width) } ?? metrics.defaultAspect
        let portrait = preview.map { $0.width <= $0.height } ?? false
        var columns = (portrait ? width * metrics.portraitShare : width).rounded(.down)
        var lines = min(columns * aspect, width * metrics.maxAspect) / cellHeight
        if lines > maxLines {
            columns = min(columns, (columns * maxLines / lines).rounded())
            lines = maxLines
        }
        guard columns >= 1 else { return nil }
        return (columns, max(1, lines.rounded()))
    }
}
