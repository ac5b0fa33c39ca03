import Foundation
import ParleyRender
import Testing
import TestSupport

/// The README's photographs of the window (issue 38 "Done when": light and dark, made by the
/// tests): `RECORD_SNAPSHOTS=1` takes them anew from the window on the demo's Team chat; else
/// each must be there, a photograph of the window's size, the dark one darker than the light.
extension GUIWindowTests {
    @Test("the README's photographs of the window, light and dark, are photographs of the window as the tests take them")
    func theReadmesPhotographs() throws {
        var luminance: [String: Double] = [:]
        for theme in ["light", "dark"] {
            let gui = try GUISession(named: "gui-readme-\(theme)", chat: "#1", arguments: ["--theme", theme])
            defer { gui.close() }
            _ = try gui.settledFrame()
            let picture = try gui.display.picture(of: gui.window)
            let file = Repository.url("Docs/parley-gui-\(theme).png")
            let taken = RasterImage(width: picture.width, height: picture.height, pixels: picture.pixels.map { 0xFF00_0000 | $0 })
            if SnapshotRecording.current == .record { try taken.png().write(to: file) }
            let kept = try #require(try? RasterImage(png: Data(contentsOf: file)), "no photograph at \(file.path): record it with RECORD_SNAPSHOTS=1")
            #expect(kept.width == taken.width && kept.height == taken.height, "\(theme): \(kept.width)×\(kept.height), the window \(taken.width)×\(taken.height)")
            luminance[theme] = kept.pixels.reduce(0.0) { $0 + Self.luminance($1 & 0xFF_FFFF) } / Double(max(kept.pixels.count, 1))
        }
        #expect((luminance["dark"] ?? 1) < (luminance["light"] ?? 0) / 2, "the dark photograph is not dark: \(luminance)")
    }
}
