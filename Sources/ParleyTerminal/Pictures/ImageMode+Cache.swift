extension ImageMode {
    /// The picture cache for a terminal of `capabilities`, drawing as `drawing(on:)` says with
    /// the cell size and sixel limits it gave, transparency over its background; `redraw` is
    /// called when a picture is ready. Nil when pictures are not shown.
    package func pictures(on capabilities: TerminalCapabilities, redraw: @escaping @Sendable () -> Void) -> PictureCache? {
        drawing(on: capabilities).map { drawing in
            PictureCache(drawing: drawing, cell: capabilities.cellPixels ?? .defaultCell, sixelLimit: capabilities.sixelLimit,
                         sixelColors: capabilities.sixelColors ?? 256, matte: capabilities.background == .light ? (255, 255, 255) : (0, 0, 0), redraw: redraw)
        }
    }
}
