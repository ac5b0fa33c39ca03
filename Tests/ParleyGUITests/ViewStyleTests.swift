@testable import ParleyGUI
import ChatLayout
import SimpleXModel
import Testing
import TestSupport

/// The window's key for the look: Ctrl-Shift-T takes the next of the four themes, in their
/// order (Ctrl-T, the chat's layout, is the session's).
@Suite struct ViewStyleTests {
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
