import ChatLayout

extension ChatRenderer {
    /// Draws the band `top..<top + height` of `tree` on a Cairo context the caller owns (a
    /// `cairo_t *`, user space in points, the band's top at y = 0): the chat inside another
    /// Cairo drawing, or on a surface kept in memory. Encodes nothing. A front end drawing frame
    /// after frame passes the same `stamps` to each, so that its curved shapes and avatars are
    /// rasterised once.
    /// - Complexity: O(log rows + parts drawn).
    public static func draw(_ tree: LayoutTree, on cairo: OpaquePointer, top: Double, height: Double, stamps: ShapeStamps = ShapeStamps()) {
        ChatPainter(cairo: cairo, environment: tree.environment, stamps: stamps).paint(tree, top: top, height: height)
    }
}
