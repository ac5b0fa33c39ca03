import ChatBackend
import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D23: a link in the link dialog is one unbroken line wherever the screen is wide
/// enough, and p keeps it to print whole, in one line, when the client quits.
@Suite struct ClientLinkDialogTests {
    static let long = "https://smp.example/i#" + String(repeating: "a1b2c3d4", count: 7)

    static func dialog(columns: Int) -> ClientDriver {
        var client = ClientDriver.list(size: GridSize(rows: 50, columns: columns))
        client.send(.commandLine("/c"))
        client.answerCommand(with: .invitation(connLinkInvitation: CreatedConnLink(connFullLink: "simplex:/invitation#/?v=2-7", connShortLink: Self.long),
                                               connection: Fixtures.pendingConnection, user: Fixtures.user))
        return client
    }

    @Test("A link wider than 50 cells stays on one line on a screen wide enough for it")
    func linkIsOneLine() {
        let client = Self.dialog(columns: 100)
        #expect(client.screenLines.contains { $0.contains(Self.long) }, "\(client.screen)")
        #expect(client.screen.contains("p prints it on quit"))
    }

    @Test("p keeps the link to print on quitting, once, and says so")
    func pPrintsOnQuit() {
        var client = Self.dialog(columns: 60)
        client.type("p")
        client.type("p")
        #expect(client.state.printOnQuit == [Self.long])
        #expect(client.state.statusText == "The link will be printed in one line when Parley quits")
        #expect(client.state.overlay != nil, "the dialog stays")
    }
}
