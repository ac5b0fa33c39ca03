/// How far the window's chat is scrolled, as a value: points up from the newest line, kept in
/// bounds, and kept on the row at the view's top when rows change above or below it. No I/O.
struct ChatScroll: Hashable, Sendable {
    /// Points scrolled up from the newest line (0: the newest line at the bottom, seed 000 §2
    /// "newest at the bottom").
    private(set) var offset: Double = 0

    /// Scrolls by `points` (up is positive), kept between the newest line and the oldest
    /// loaded one: `contentHeight` is the laid-out chat's, `viewHeight` the view's.
    mutating func scroll(by points: Double, contentHeight: Double, viewHeight: Double) {
        offset = min(max(0, offset + points), max(0, contentHeight - viewHeight))
    }

    /// Scrolls so that a row whose top is at `y` (points from the chat's top) is at the view's
    /// top, as far as the chat allows.
    mutating func show(rowAt y: Double, contentHeight: Double, viewHeight: Double) {
        offset = min(max(0, contentHeight - viewHeight - y), max(0, contentHeight - viewHeight))
    }

    /// Scrolls the least so that a row from `top` to `bottom` (points from the chat's top) is in
    /// view.
    mutating func reveal(top: Double, bottom: Double, contentHeight: Double, viewHeight: Double) {
        let viewTop = contentHeight - viewHeight - offset
        if top < viewTop {
            show(rowAt: top, contentHeight: contentHeight, viewHeight: viewHeight)
        } else if bottom > viewTop + viewHeight {
            show(rowAt: min(top, bottom - viewHeight), contentHeight: contentHeight, viewHeight: viewHeight)
        }
    }

    /// The newest line.
    mutating func toNewest() {
        offset = 0
    }

    /// Keeps a row where it is on screen when the chat is laid out again: rows added or grown
    /// below it (new messages while scrolled up) or above it (an older page) move no line in
    /// view. `offset` is how far below the view's top the row's top was, `y` where its top is
    /// in the new layout, `contentHeight` the new layout's height. At the newest line the view
    /// follows new rows instead (nothing moves the scroll from 0).
    mutating func keepRow(at rowOffset: Double, now y: Double, contentHeight: Double, viewHeight: Double) {
        guard offset > 0 else { return }
        offset = min(max(0, contentHeight - viewHeight - (y - rowOffset)), max(0, contentHeight - viewHeight))
    }
}
