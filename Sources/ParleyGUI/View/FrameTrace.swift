import CGTK4
import Foundation

/// `parley gui --trace FILE`: a line per frame of the conversation, where it lies in the
/// window (its left, top, width and height in points), the band of the chat it shows (`top`,
/// points from the laid-out chat's top), the device pixel rows it drew (fewer than its height
/// when it scrolled the pixels it had) and how long the frame took to lay out and draw, in
/// microseconds. What the Xvfb test crops its screenshot by. Once, when the first frame that
/// shows the open chat's messages has been painted and handed to the display server (the frame
/// clock's `after-paint`), a line `first-frame NANOSECONDS` (CLOCK_MONOTONIC): what
/// `parley-bench gui` times the window's start by, as it times its floor, an empty GTK window
/// (issue 33 "Figures"). The file may be a pipe (`--trace /dev/stdout`).
final class FrameTrace {
    private let file: FileHandle
    private var firstFrame = FirstFrame.waiting

    /// Where the first frame with messages is: not drawn yet, drawn and waiting for its paint
    /// to end, or written.
    private enum FirstFrame {
        case waiting, painting, written
    }

    /// A trace appended to `path` (made when it does not exist); nil when it cannot be written.
    init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        }
        guard let file = FileHandle(forWritingAtPath: path) else { return nil }
        _ = try? file.seekToEnd()
        self.file = file
    }

    /// Writes the frame just drawn in `area`; `showsMessages` when it shows rows of the open chat.
    func frame(of area: UnsafeMutablePointer<GtkWidget>, top: Double, rows: Int, took duration: Duration, showsMessages: Bool) {
        var x = 0.0, y = 0.0
        if let root = gtk_widget_get_root(area) {
            _ = gtk_widget_translate_coordinates(area, root.cast(), 0, 0, &x, &y)
        }
        let micros = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let line = "frame x=\(Int(x)) y=\(Int(y)) width=\(gtk_widget_get_width(area)) height=\(gtk_widget_get_height(area)) top=\(top) rows=\(rows) us=\(micros)\n"
        file.write(Data(line.utf8))
        if firstFrame == .waiting, showsMessages, let clock = gtk_widget_get_frame_clock(area) {
            firstFrame = .painting
            Signal.connect(clock, "after-paint") { [weak self] in self?.writeFirstFrame() }
        }
    }

    /// The `first-frame` line, at the end of the first paint with messages.
    private func writeFirstFrame() {
        guard firstFrame == .painting else { return }
        firstFrame = .written
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        file.write(Data("first-frame \(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))\n".utf8))
    }
}
