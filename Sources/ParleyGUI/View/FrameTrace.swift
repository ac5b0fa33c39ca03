import CGTK4
import Foundation

/// `parley gui --trace FILE`: a line per frame of the conversation, where it lies in the
/// window (its left, top, width and height in points), the band of the chat it shows (`top`,
/// points from the laid-out chat's top), the device pixel rows it drew (fewer than its height
/// when it scrolled the pixels it had) and how long the frame took to lay out and draw, in
/// microseconds. What the Xvfb test crops its screenshot by, and what `parley-bench gui` reads.
final class FrameTrace {
    private let file: FileHandle

    /// A trace appended to `path` (made when it does not exist); nil when it cannot be written.
    init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        }
        guard let file = FileHandle(forWritingAtPath: path) else { return nil }
        file.seekToEndOfFile()
        self.file = file
    }

    /// Writes the frame just drawn in `area`.
    func frame(of area: UnsafeMutablePointer<GtkWidget>, top: Double, rows: Int, took duration: Duration) {
        var x = 0.0, y = 0.0
        if let root = gtk_widget_get_root(area) {
            _ = gtk_widget_translate_coordinates(area, root.cast(), 0, 0, &x, &y)
        }
        let micros = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let line = "frame x=\(Int(x)) y=\(Int(y)) width=\(gtk_widget_get_width(area)) height=\(gtk_widget_get_height(area)) top=\(top) rows=\(rows) us=\(micros)\n"
        file.write(Data(line.utf8))
    }
}
