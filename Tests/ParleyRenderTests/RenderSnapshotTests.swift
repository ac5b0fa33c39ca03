import ChatLayout
import Foundation
import ParleyRender
import SimpleXModel
import TestSupport
import Testing

/// The demo chats drawn with pinned fonts: the layout dump (exact) and the PNG (exact, else
/// at most 0.5% of pixels): terminal light and dark at body 17 and 23, classic in the SimpleX
/// and black themes.
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

    @Test(arguments: [ChatRenderer.Format.svg, .pdf])
    func vectorFormatsAreWritten(_ format: ChatRenderer.Format) throws {
        let tree = try RenderFixtures.tree("demo-chat")
        let data = try ChatRenderer.render(tree, format: format, extent: .all(pageHeight: 400))
        let head = String(decoding: data.prefix(5), as: UTF8.self)
        #expect(head == (format == .svg ? "<?xml" : "%PDF-"))
    }

    @Test func aScreenIsWidthTimesScalePixelsWide() throws {
        let tree = try RenderFixtures.tree("demo-direct")
        let image = try RasterImage(png: ChatRenderer.render(tree, format: .png, extent: .screen(height: 300), scale: 3))
        #expect(image.width == 393 * 3)
        #expect(image.height == 900)
    }
}
