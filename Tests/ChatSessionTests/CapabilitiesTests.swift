import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// A message's menu offers what the core does (issue 35): the backend states its capabilities
/// (`ChatBackend.capabilities`, by the runner), and an action its core cannot carry out is
/// neither in the menu nor done when asked for.
@Suite struct CapabilitiesTests {
    static let plain: BackendCapabilities = [.sendMessages, .editMessages]

    /// Which actions a core of the given capabilities offers: a SimpleX core (all), a chat of
    /// plain messages (sends and edits), and a core that only shows.
    static let menuOfferRuleCases: [(MenuAction, all: Bool, plain: Bool, none: Bool)] = [
        (.copy, true, true, true), (.hide, true, true, true), (.reveal, true, true, true), (.expand, true, true, true),
        (.reply, true, true, false), (.edit, true, true, false),
        (.delete, true, false, false), (.react, true, false, false), (.forward, true, false, false),
        (.info, true, false, false), (.report, true, false, false), (.archiveReport, true, false, false),
        (.deleteReport, true, false, false), (.moderate, true, false, false), (.select, true, false, false),
        (.share, true, false, false), (.save, true, false, false), (.download, true, false, false),
        (.stopFile, true, false, false), (.revokeFile, true, false, false),
    ]

    @Test(arguments: menuOfferRuleCases)
    func menuOfferRule(_ action: MenuAction, all: Bool, plain: Bool, none: Bool) {
        #expect(action.isOffered(by: .all) == all)
        #expect(action.isOffered(by: Self.plain) == plain)
        #expect(action.isOffered(by: []) == none)
    }

    @Test func everyActionIsInTheTable() {
        #expect(Set(Self.menuOfferRuleCases.map(\.0)) == Set(MenuAction.allCases))
    }

    @Test func selectionNeedsDeletingOrForwarding() {
        #expect(MenuAction.select.isOffered(by: .deleteMessages))
        #expect(MenuAction.select.isOffered(by: .forwarding))
        #expect(!MenuAction.forward.isOffered(by: .forwarding), "a forward is sent")
    }

    /// The session's menu of a received message: everything a SimpleX core does until the
    /// backend states less; then Reply and Copy, no reactions, and a Delete asked for anyway is
    /// refused without a request.
    @Test func theStatedCapabilitiesAreTheMenu() throws {
        var driver = SessionFixtures.opened(SessionFixtures.items(3))
        let row = try #require(driver.session.open?.timeline.rows.first?.id)
        #expect(driver.session.menuActions(forRow: row).contains(.delete))
        driver.send(.capabilities(Self.plain))
        #expect(driver.session.menuActions(forRow: row) == [.reply, .copy])
        #expect(driver.session.reactions(forRow: row).isEmpty)
        let refused = driver.send(.menu(.delete, row: row))
        #expect(SessionDriver.requests(refused).isEmpty && driver.session.prompt == nil)
    }
}
