@testable import ParleyGUI
import ChatLayout
import SimpleXModel
import Testing
import TestSupport

/// The window's keys for the look: Ctrl-T draws every chat in the other layout than the one
/// it is drawn in, Ctrl-Shift-T takes the next of the four themes, in their order.
@Suite struct ViewStyleTests {
    @Test(arguments: [(ChatLayoutMode?.none, ChatLayoutMode.classic, ChatLayoutMode.terminal), (.terminal, .classic, .classic), (.classic, .terminal, .terminal)])
    func switchingTheLayout(layout: ChatLayoutMode?, app: ChatLayoutMode, after: ChatLayoutMode) {
        var style = ViewStyle(layout: layout, appLayout: app)
        style.switchLayout(of: Fixtures.bob.chatInfo)
        #expect(style.layout == after)
    }

    @Test func theThemesComeInTurn() {
        var style = ViewStyle(theme: ThemeName.allCases[0])
        var seen: [ThemeName] = []
        for _ in ThemeName.allCases {
            seen.append(style.theme)
            style.nextTheme()
        }
        #expect(seen == ThemeName.allCases && style.theme == ThemeName.allCases[0])
    }
}
