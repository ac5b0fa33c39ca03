import ChatLayout

extension ChatRenderer {
    /// Draws the band `top..<top + height` of `tree` on a Cairo context the caller owns (a
    /// `cairo_t *`, user space in points, the band's top at y = 0): the chat inside another
    /// Cairo drawing, or on a surface kept in memory. Encodes nothing.
    /// - Complexity: O(log rows + parts drawn).
    public static func draw(_ tree: LayoutTree, on cairo: OpaquePointer, top: Double, height: Double) {
        ChatPainter(cairo: cairo, environment: tree.environment).paint(tree, top: top, height: height)
    }
}
