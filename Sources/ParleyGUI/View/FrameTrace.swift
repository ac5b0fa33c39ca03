import CGTK4
import Foundation

/// `parley gui --trace FILE`: a line per frame of the conversation, where it lies in the
/// window's surface, its decorations' margin counted (its left, top, width and height in points), the band of the chat it shows (`top`,
/// points from the laid-out chat's top), the device pixel rows it drew (fewer than its height
/// when it scrolled the pixels it had) and how long the frame took to lay out and draw, in
/// microseconds. What the Xvfb test crops its screenshot by.
///
/// Two kinds of moments, each written once its frame has been painted and handed to the display
/// server (the frame clock's `after-paint`) as `KIND NANOSECONDS` (CLOCK_MONOTONIC): once,
/// `first-frame`, the first frame that shows the open chat's messages (what `parley-bench gui`
/// times the window's start by, as it times its floor, an empty GTK window: issue 33
/// "Figures"); and `compose`, each frame that shows what was just typed in the compose field
/// (what it times a key by during a flood: issue 38 "No freeze under a flood"). The file may be
/// a pipe (`--trace /dev/stdout`).
final class FrameTrace {
    private let file: FileHandle
    /// The moments waiting for the end of the frame being painted.
    private var painting: Set<Moment> = []
    private var firstFrameSeen = false
    /// The window's frame clock, once its `after-paint` is heard.
    private var clock: OpaquePointer?

    /// A moment the trace tells.
    private enum Moment: String {
        case firstFrame = "first-frame"
        case compose
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
            var surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(root, &surfaceX, &surfaceY)
            x += surfaceX
            y += surfaceY
        }
        let micros = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let line = "frame x=\(Int(x)) y=\(Int(y)) width=\(gtk_widget_get_width(area)) height=\(gtk_widget_get_height(area)) top=\(top) rows=\(rows) us=\(micros)\n"
        file.write(Data(line.utf8))
        if !firstFrameSeen, showsMessages {
            firstFrameSeen = true
            tell(.firstFrame, after: area)
        }
    }

    /// The compose field `field` changed by typing: the frame that shows it is told.
    func typed(in field: UnsafeMutablePointer<GtkWidget>) {
        tell(.compose, after: field)
    }

    /// Writes `moment` at the end of the frame `widget` is drawn in next.
    private func tell(_ moment: Moment, after widget: UnsafeMutablePointer<GtkWidget>) {
        painting.insert(moment)
        guard clock == nil, let clock = gtk_widget_get_frame_clock(widget) else { return }
        self.clock = clock
        Signal.connect(clock, "after-paint") { [weak self] in self?.painted() }
    }

    /// A frame was painted: the moments waiting for it are written.
    private func painted() {
        guard !painting.isEmpty else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        for moment in painting.sorted(by: { $0.rawValue < $1.rawValue }) {
            file.write(Data("\(moment.rawValue) \(nanoseconds)\n".utf8))
        }
        painting = []
    }
}
