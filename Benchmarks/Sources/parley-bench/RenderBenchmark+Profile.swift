import ChatLayout
import SimpleXModel
import ParleyRender
import TestSupport

extension RenderBenchmark {
    /// One screen's layout, drawing or floor many times over, for a profiler (`perf record`):
    /// `layouts` "terminal", "classic" or both, `stages` "layout", "draw", "floor",
    /// "relayout" (after one edit, through a warm cache) or all; each 2,000 times.
    static func profile(layouts: String?, stages: String?) {
        PangoFonts.pin(configFile: Repository.url("fonts.conf").path)
        let measurer = PangoTextMeasurer()
        let modes: [ChatLayoutMode] = switch layouts {
        case "terminal": [.terminal]
        case "classic": [.classic]
        default: [.terminal, .classic]
        }
        for layout in modes {
            let (rows, environment) = screen(layout, measurer: measurer)
            let tree = must { try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: measurer) }
            let top = tree.height - height
            let stamps = ShapeStamps()
            let runs = FloorRuns(tree, top: top, bottom: tree.height)
            let (warm, edited) = edit(rows, environment: environment, measurer: measurer)
            for _ in 0..<2_000 {
                if stages == nil || stages == "layout" {
                    _ = must { try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: measurer) }
                }
                if stages == nil || stages == "draw" {
                    onScreenSurface { cairo in ChatRenderer.draw(tree, on: cairo, top: top, height: height, stamps: stamps) }
                }
                if stages == nil || stages == "floor" {
                    onScreenSurface { cairo in runs.layOutAndDraw(cairo) }
                }
                if stages == nil || stages == "relayout" {
                    for _ in 0..<10 {
                        var cache = warm
                        _ = must { try cache.layout(rows: edited, environment: environment, measurer: measurer) }
                    }
                }
            }
        }
    }
}
