import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Tested": screen snapshots — the cell grid as text with its attribute legend — of
/// each screen in both layouts and both themes, at 80×24 and 200×60. The references are in
/// `__Snapshots__/ClientScreenSnapshotTests`; `RECORD_SNAPSHOTS=1` records them anew (never on CI).
@Suite struct ClientScreenSnapshotTests {
    static let themes = ["light", "dark"]
    static let sizes = [GridSize(rows: 24, columns: 80), GridSize(rows: 60, columns: 200)]

    static func theme(_ name: String) -> TerminalTheme {
        TerminalTheme.named(name) ?? .light
    }

    static func check(_ client: ClientDriver, test: String = #function, sourceLocation: SourceLocation = #_sourceLocation) {
        let size = client.state.size
        assertSnapshot(of: ClientScreen.frame(client.state).grid.dump, as: .lines, named: "\(client.state.theme.name).\(size.columns)x\(size.rows)",
                       testName: test, sourceLocation: sourceLocation)
    }

    @Test("The chat list: avatars, names, previews with markdown drawn, times, unread counts", arguments: themes, sizes)
    func chatList(theme: String, size: GridSize) {
        Self.check(.list(size: size, theme: Self.theme(theme)))
    }

    @Test("The Team group in the terminal layout", arguments: themes, sizes)
    func teamTerminal(theme: String, size: GridSize) {
        Self.check(.opened(ClientDriver.team, layout: .terminal, size: size, theme: Self.theme(theme)))
    }

    @Test("The Team group in the classic layout", arguments: themes, sizes)
    func teamClassic(theme: String, size: GridSize) {
        Self.check(.opened(ClientDriver.team, layout: .classic, size: size, theme: Self.theme(theme)))
    }

    @Test("bob's direct chat in the terminal layout", arguments: themes, sizes)
    func bobTerminal(theme: String, size: GridSize) {
        Self.check(.opened(ClientDriver.bob, layout: .terminal, size: size, theme: Self.theme(theme)))
    }

    @Test("bob's direct chat in the classic layout", arguments: themes, sizes)
    func bobClassic(theme: String, size: GridSize) {
        Self.check(.opened(ClientDriver.bob, layout: .classic, size: size, theme: Self.theme(theme)))
    }

    @Test("The menu of the user's own message over the terminal layout", arguments: themes, sizes)
    func menuOverlay(theme: String, size: GridSize) {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: size, theme: Self.theme(theme))
        client.focus("Yes, merged")
        client.press(.enter)
        Self.check(client)
    }

    @Test("The help overlay: every key", arguments: themes, sizes)
    func helpOverlay(theme: String, size: GridSize) {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: size, theme: Self.theme(theme))
        client.press(.character("?"))
        Self.check(client)
    }

    @Test("The group info screen", arguments: themes, sizes)
    func groupInfoScreen(theme: String, size: GridSize) {
        Self.check(ClientInfoScreensTests.groupInfo(size: size, theme: Self.theme(theme)))
    }

    @Test("Member info of a member, opened from group info", arguments: themes, sizes)
    func memberInfoScreen(theme: String, size: GridSize) {
        var client = ClientInfoScreensTests.groupInfo(size: size, theme: Self.theme(theme))
        ClientInfoScreensTests.select("bob  ", in: &client)
        client.press(.enter)
        Self.check(client)
    }

    @Test("A channel's owners and subscribers", arguments: themes, sizes)
    func channelMembersScreen(theme: String, size: GridSize) {
        var client = ClientInfoScreensTests.groupInfo(ClientInfoScreensTests.channel, size: size, theme: Self.theme(theme))
        ClientInfoScreensTests.select("Owners & subscribers", in: &client)
        client.press(.enter)
        Self.check(client)
    }

    @Test("A channel's relays, as its owner sees them", arguments: themes, sizes)
    func relaysScreen(theme: String, size: GridSize) {
        var client = ClientInfoScreensTests.groupInfo(ClientInfoScreensTests.channel, size: size, theme: Self.theme(theme))
        ClientInfoScreensTests.select("Chat relays", in: &client)
        client.press(.enter)
        Self.check(client)
    }

    @Test("Selection mode with two messages selected and its toolbar", arguments: themes, sizes)
    func selectionMode(theme: String, size: GridSize) {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: size, theme: Self.theme(theme))
        client.focus("changelog")
        client.press(.character("s"))
        client.press(.down)
        client.press(.character(" "))
        Self.check(client)
    }
}
