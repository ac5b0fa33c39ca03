import ChatLayout
import Foundation
import ParleyRender
import SimpleXModel
import TestSupport
import Testing

/// The demo chats drawn with pinned fonts: the layout dump (exact) and the PNG (exact, else
/// at most 0.5% of pixels): terminal light and dark at body 17 and 23, classic in the SimpleX
/// and black themes; and what the SVG and the PDF of a chat say.
@Suite struct RenderSnapshotTests {
    static let variants: [(chat: String, theme: ThemeName, body: Double)] = [
        ("demo-direct", .light, 17), ("demo-direct", .dark, 17), ("demo-chat", .light, 17), ("demo-chat", .dark, 23),
    ]

    @Test(arguments: variants)
    func terminalChat(_ variant: (chat: String, theme: ThemeName, body: Double)) throws {
        let tree = try RenderFixtures.tree(variant.chat, body: variant.body, theme: variant.theme)
        let name = "\(variant.chat).terminal.\(variant.theme.rawValue).body\(Int(variant.body))"
        assertSnapshot(of: tree.dump(), as: .lines, named: name)
        let png = try ChatRenderer.render(tree, format: .png, extent: .all(pageHeight: 852), scale: 2)
        assertSnapshot(of: png, as: .png(), named: name)
    }

    static let classicVariants: [(chat: String, theme: ThemeName)] = [("demo-direct", .simplex), ("demo-chat", .black)]

    @Test(arguments: classicVariants)
    func classicChat(_ variant: (chat: String, theme: ThemeName)) throws {
        let tree = try RenderFixtures.tree(variant.chat, layout: .classic, theme: variant.theme)
        let name = "\(variant.chat).classic.\(variant.theme.rawValue).body17"
        assertSnapshot(of: tree.dump(), as: .lines, named: name)
        assertSnapshot(of: try ChatRenderer.render(tree, format: .png, extent: .all(pageHeight: 852), scale: 2), as: .png(), named: name)
    }

    @Test func channel() throws {
        let tree = try RenderFixtures.tree("demo-chat", channel: true, theme: .simplex)
        let name = "channel.terminal.simplex.body17"
        assertSnapshot(of: tree.dump(), as: .lines, named: name)
        assertSnapshot(of: try ChatRenderer.render(tree, format: .png, extent: .all(pageHeight: 852), scale: 2), as: .png(), named: name)
    }

    static let rightToLeft = [
        ChatItems.text(1, "שלום! ראית את הגרסה החדשה של האפליקציה? היא מהירה מאוד"),
        ChatItems.text(2, "نعم، إنها سريعة جداً", direction: .directSnd, status: .sndSent(sndProgress: .complete)),
        ChatItems.text(3, "mixed: עברית and English"),
    ]

    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func rightToLeftText(_ layout: ChatLayoutMode) throws {
        let tree = try RenderFixtures.tree("demo-direct", items: Self.rightToLeft, layout: layout)
        let name = "rtl.\(layout == .terminal ? "terminal" : "classic").light.body17"
        assertSnapshot(of: tree.dump(), as: .lines, named: name)
        assertSnapshot(of: try ChatRenderer.render(tree, format: .png, extent: .all(pageHeight: 852), scale: 2), as: .png(), named: name)
    }

    /// Every media card, quote thumbnail and forwarded mark (`MediaItems.chat`) in both layouts.
    @Test(arguments: [(ChatLayoutMode.terminal, ThemeName.light), (.classic, .dark)])
    func mediaCards(_ variant: (layout: ChatLayoutMode, theme: ThemeName)) throws {
        let tree = try RenderFixtures.tree("demo-direct", items: MediaItems.chat, layout: variant.layout, theme: variant.theme)
        let name = "media.\(variant.layout == .terminal ? "terminal" : "classic").\(variant.theme.rawValue).body17"
        assertSnapshot(of: tree.dump(), as: .lines, named: name)
        assertSnapshot(of: try ChatRenderer.render(tree, format: .png, extent: .all(pageHeight: 852), scale: 2), as: .png(), named: name)
    }

    /// The words of the tree's texts, as far as they are drawn (a secret run is drawn blocked).
    static func words(of parts: [LayoutPart]) -> [Substring] {
        parts.flatMap { part -> [Substring] in
            guard case let .text(text) = part.content else { return [] }
            return text.runs.filter { !$0.marks.contains(.secret) }.flatMap { words(of: $0.text) }
        }
    }

    static func words(of text: String) -> [Substring] {
        text.split { !$0.isLetter && !$0.isNumber }
    }

    /// The SVG is the tree drawn as glyphs: an XML document of the tree's size, every glyph a
    /// shape it defines and drawn inside a part of the tree, every text with words drawn.
    @Test func theSVGDrawsEachTextAsGlyphsInItsPart() throws {
        let tree = try RenderFixtures.tree("demo-chat")
        let svg = try SVGDrawing(ChatRenderer.render(tree, format: .svg, extent: .all(pageHeight: 400)))
        #expect(svg.width == "393pt")
        let height = try #require(Double(svg.height.dropLast("pt".count)))
        #expect(svg.height.hasSuffix("pt") && abs(height - tree.height) < 1e-3, "\(svg.height) for \(tree.height)")
        #expect(svg.viewBox == "0 0 393 \(svg.height.dropLast("pt".count))")
        #expect(!svg.glyphs.isEmpty && svg.glyphs.allSatisfy { svg.symbols.contains($0.symbol) }, "every glyph drawn is defined")
        let frames = tree.rows.flatMap { row in row.parts.map { (part: $0, frame: $0.frame.offset(dy: row.y)) } }
        for glyph in svg.glyphs {
            #expect(frames.contains { $0.frame.holds(x: glyph.x, y: glyph.y) }, "glyph \(glyph.symbol) at (\(glyph.x), \(glyph.y)) lies in a part")
        }
        for (part, frame) in frames where !Self.words(of: [part]).isEmpty {
            #expect(svg.glyphs.contains { frame.holds(x: $0.x, y: $0.y) }, "\(part.kind) \(Self.words(of: [part])) is drawn")
        }
    }

    /// The PDF is the tree a screen a page: as many pages as screens, each page's text layer
    /// holding the words of the rows wholly on it, and the whole file every word of the chat.
    @Test func thePDFHasAPageAScreenAndTheChatsWordsInItsText() throws {
        let tree = try RenderFixtures.tree("demo-chat")
        let screen = 400.0
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("parley-render-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        try ChatRenderer.render(tree, format: .pdf, extent: .all(pageHeight: screen)).write(to: pdf)
        let pages = Int((tree.height / screen).rounded(.up))
        #expect(pages == 2, "the demo chat is two screens tall")
        let info = try runProcess("pdfinfo", [pdf.path]).stdout
        #expect(info.contains("Pages:           \(pages)\n") && info.contains("Page size:       393 x 400 pts"), "\(info)")
        var drawn: Set<Substring> = []
        for page in 1...pages {
            let text = Set(Self.words(of: try runProcess("pdftotext", ["-f", "\(page)", "-l", "\(page)", pdf.path, "-"]).stdout))
            let band = Double(page - 1) * screen...Double(page) * screen
            let rows = tree.rows.filter { band.contains($0.y) && band.contains($0.y + $0.height) }
            let missing = Set(Self.words(of: rows.flatMap(\.parts))).subtracting(text)
            #expect(missing.isEmpty, "page \(page) lacks \(missing.sorted())")
            drawn.formUnion(text)
        }
        let missing = Set(Self.words(of: tree.rows.flatMap(\.parts))).subtracting(drawn)
        #expect(missing.isEmpty, "the PDF lacks \(missing.sorted())")
    }

    @Test func aScreenIsWidthTimesScalePixelsWide() throws {
        let tree = try RenderFixtures.tree("demo-direct")
        let image = try RasterImage(png: ChatRenderer.render(tree, format: .png, extent: .screen(height: 300), scale: 3))
        #expect(image.width == 393 * 3)
        #expect(image.height == 900)
    }
}

private extension LayoutRect {
    /// Whether the point lies in the rectangle, give or take a point (Cairo rounds where it
    /// writes a glyph's origin).
    func holds(x pointX: Double, y pointY: Double) -> Bool {
        pointX >= x - 1 && pointX <= maxX + 1 && pointY >= y - 1 && pointY <= maxY + 1
    }
}
