import Foundation
import Testing
import TestSupport

/// Issue 36 "Pictures in the terminal", end to end under tmux (which answers no graphics
/// query, so `auto` would be half blocks too): `parley --images blocks` on the demo store shows
/// bob's image and video as half blocks in many colours above their cards, the same after the
/// chat scrolls away and back and after a dialog over them closes; `--images off` shows the
/// cards alone.
@Suite struct ClientPicturesTmuxTests {
    /// The client on a fresh demo store with bob's chat open, scrolled up until the image's card
    /// shows; in true colour, and without the test runner's `NO_COLOR` (which leaves half blocks out).
    static func bobsPicture(_ store: DemoStoreFolder, images: String) throws -> (TmuxSession, String) {
        let tmux = try TmuxSession(command: "env -u NO_COLOR COLORTERM=truecolor '\(store.parley)' --db '\(store.db)' --chat @2 --images \(images)", columns: 100, rows: 40)
        try tmux.waitFor("Don't forget the release notes")
        for _ in 0..<6 {
            if let screen = try? tmux.waitFor("the image's card", timeout: 1, { $0.contains("Image · 470.8 KB · downloaded") }) { return (tmux, screen) }
            try tmux.press("PageUp")
        }
        return (tmux, try tmux.waitFor("Image · 470.8 KB · downloaded"))
    }

    /// The lines right above the line holding `card` that hold half blocks.
    static func pictureLines(above card: String, in screen: String) -> [Substring] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(card) }) else { return [] }
        return Array(lines[..<index].reversed().prefix { $0.contains("▀") }.reversed())
    }

    @Test("--images blocks: bob's picture in half blocks above its card, redrawn whole after a scroll and a dialog")
    func halfBlocks() throws {
        let store = try DemoStoreFolder(named: "pictures")
        defer { store.remove() }
        let (tmux, screen) = try Self.bobsPicture(store, images: "blocks")
        defer { tmux.close() }
        let picture = Self.pictureLines(above: "Image · 470.8 KB · downloaded", in: screen)
        #expect(picture.count == 12, "a landscape picture at the most lines: \(screen)")
        let runs = Set(picture.map { $0.filter { $0 == "▀" }.count })
        #expect(runs.count == 1 && (runs.first ?? 0) > 20, "a rectangle of half blocks")
        #expect(!Self.pictureLines(above: "Video 0:42 · 8.7 MB · sending 40%", in: screen).isEmpty, "the video's picture too")
        let colours = try tmux.styledScreen().split(separator: "\u{1B}").filter { $0.hasPrefix("[48;2;") || $0.contains(";48;2;") }
        #expect(Set(colours).count > 30, "a picture, not a block of one colour: \(Set(colours).count)")

        try tmux.press("PageDown")
        try tmux.waitFor("scrolled away") { !$0.contains("Image · 470.8 KB") }
        try tmux.press("PageUp")
        let back = try tmux.waitFor("Image · 470.8 KB · downloaded")
        #expect(Self.pictureLines(above: "Image · 470.8 KB · downloaded", in: back) == picture, "scrolled back whole")

        try tmux.press("?")
        try tmux.waitFor("the keys over the picture") { $0.contains("Esc") && Self.pictureLines(above: "Image · 470.8 KB · downloaded", in: $0) != picture }
        try tmux.press("Escape")
        let uncovered = try tmux.waitFor("the keys closed") { Self.pictureLines(above: "Image · 470.8 KB · downloaded", in: $0) == picture }
        #expect(uncovered.contains("the lake at sunset"))
    }

    @Test("--images off: the image and the video are their cards")
    func off() throws {
        let store = try DemoStoreFolder(named: "pictures-off")
        defer { store.remove() }
        let (tmux, screen) = try Self.bobsPicture(store, images: "off")
        defer { tmux.close() }
        #expect(!screen.contains("▀"))
        let lines = screen.split(separator: "\n")
        let card = try #require(lines.firstIndex { $0.contains("Image · 470.8 KB · downloaded") })
        #expect(lines[card - 1].contains("╭"), "the card first in its bubble")
    }
}
