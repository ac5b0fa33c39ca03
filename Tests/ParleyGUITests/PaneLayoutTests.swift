@testable import ParleyGUI
import Testing

/// The window's panes by its width (issue 38 "Narrow windows"): both from 600 points, one at a
/// time below, the list first, the chat once opened, back to the list.
@Suite struct PaneLayoutTests {
    @Test("paneLayoutRule: which panes show, by width and by the pane a narrow window was sent to",
          arguments: [(1000, false, true, true, false), (600, false, true, true, false), (600, true, true, true, false),
                      (599, false, true, false, false), (599, true, false, true, true), (400, true, false, true, true), (400, false, true, false, false)])
    func paneLayoutRule(width: Int, opened: Bool, list: Bool, chat: Bool, back: Bool) {
        var panes = PaneLayout(width: width)
        if opened { panes.openedChat() }
        #expect([panes.showsList, panes.showsChat, panes.showsBack] == [list, chat, back])
    }

    @Test("back shows the list; widening shows both, narrowing again the list")
    func backAndResize() {
        var panes = PaneLayout(width: 480)
        panes.openedChat()
        panes.back()
        #expect(panes.showsList && !panes.showsChat)
        panes.openedChat()
        panes.resized(to: 900)
        #expect(panes.showsList && panes.showsChat && !panes.showsBack)
        panes.resized(to: 480)
        #expect(!panes.showsList && panes.showsChat && panes.showsBack)
    }
}
