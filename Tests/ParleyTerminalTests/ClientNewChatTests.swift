import Foundation
import ChatBackend
import ChatSession
@_spi(Benchmarks) import ParleyTerminal
import ParleyQR
import SimpleXModel
import Testing
import TestSupport

/// New chat (`n` on the chat list, issue 18): its four ways to start a conversation, and the
/// link dialog's QR code.
@Suite struct ClientNewChatTests {
    static let link = CreatedConnLink(connFullLink: "simplex:/invitation#/?v=2-7&smp=x", connShortLink: "https://smp.example/i#abc")

    /// The list of a client with a user, and what choosing `choice` in New chat asks.
    static func choosing(_ choice: NewChatChoice, size: GridSize = GridSize(rows: 24, columns: 80)) -> (client: ClientDriver, asked: [BackendRequest]) {
        var client = ClientDriver.list(size: size)
        client.type("n")
        for _ in 0..<(NewChatChoice.allCases.firstIndex(of: choice) ?? 0) { client.press(.down) }
        let asked = client.press(.enter)
        return (client, asked)
    }

    @Test("n opens New chat; an invitation link comes back as a dialog with the link, its QR code and Copy")
    func invitationWithQRCode() throws {
        var menuClient = ClientDriver.list()
        menuClient.type("n")
        guard case let .menu(menu)? = menuClient.state.overlay else { Issue.record("no menu"); return }
        #expect(menu.title == "New chat" && menu.entries.count == 4)
        #expect(menuClient.screen.contains("Make a one-time invitation link"))
        var (client, asked) = Self.choosing(.invitationLink, size: GridSize(rows: 40, columns: 100))
        #expect(asked == [.run(.addContact(userId: Fixtures.user.userId))])
        client.answerCommand(with: .invitation(connLinkInvitation: Self.link, connection: Fixtures.pendingConnection, user: Fixtures.user))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.link == "https://smp.example/i#abc")
        let code = try #require(QRCode("https://smp.example/i#abc"))
        let screen = client.screenLines
        for row in code.halfBlockRows() {
            #expect(screen.contains { $0.contains(row) }, "the code is on screen, whole: \(row)")
        }
        #expect(prompt.choices.first?.title == "Copy")
        client.press(.enter)
        #expect(client.local == [.copy("https://smp.example/i#abc")])
    }

    @Test("A screen too small for the code says so instead of cutting it")
    func tooSmallForTheCode() throws {
        var client = ClientDriver.list(size: GridSize(rows: 14, columns: 80))
        client.send(.commandLine("/c"))
        client.answerCommand(with: .invitation(connLinkInvitation: Self.link, connection: Fixtures.pendingConnection, user: Fixtures.user))
        #expect(client.screen.contains("make the terminal larger"))
        #expect(client.screen.contains("https://smp.example/i#abc"), "the link is shown all the same")
    }

    @Test("Your address is shown, or made when the profile has none")
    func addressShownOrMade() {
        var (client, asked) = Self.choosing(.address)
        #expect(asked == [.run(.showAddress(userId: Fixtures.user.userId))])
        #expect(client.failCommand(ChatBackendError(.unknownChat, "no address")) == [.run(.createAddress(userId: Fixtures.user.userId))])
    }

    @Test("Pasting a link and making a group are typed on the list's command line")
    func linkAndGroupAreTyped() {
        var (client, _) = Self.choosing(.pasteLink)
        #expect(client.state.list.command == "c ")
        let asked = client.type("https://smp.example/i#abc") + client.press(.enter)
        #expect(asked == [.run(.connectPlan(userId: Fixtures.user.userId, link: "https://smp.example/i#abc"))])
        #expect(Self.choosing(.group).client.state.list.command == "g ")
    }

    @Test("A QR code's finder patterns are where a camera looks for them, in half blocks")
    func qrCodeModules() throws {
        let code = try #require(QRCode("https://simplex.chat/contact#/?v=2-7&smp=smp%3A%2F%2Fexample"))
        #expect(code.size >= 21 && (code.size - 17) % 4 == 0, "a QR version's size")
        for (row, column) in [(0, 0), (0, code.size - 7), (code.size - 7, 0)] {
            #expect((0..<7).allSatisfy { code.isDark(row: row, column: column + $0) && code.isDark(row: row + 6, column: column + $0) }, "the finder's edge at \(row), \(column)")
            #expect(!code.isDark(row: row + 1, column: column + 1) && code.isDark(row: row + 3, column: column + 3), "the finder's ring and centre")
        }
        let rows = code.halfBlockRows(quiet: 2)
        #expect(rows.count == (code.size + 5) / 2 && rows.allSatisfy { $0.count == code.size + 4 })
        #expect(rows[0].allSatisfy { $0 == " " }, "the quiet zone")
        #expect(rows[1].hasPrefix("  █▀▀▀▀▀█"), "the top-left finder, two module rows a line")
    }

    @Test("The half blocks read back as the link: zbarimg decodes a picture of them", arguments: [
        "https://parley.local/i#a2b909c953ecc34bcb1c3089ee2d29ba",
        "simplex:/contact#/?v=2-7&smp=smp%3A%2F%2Fu2dS9sG8nMNURyZwqASV4yROM28Er0luVTx5X1CsMrU%3D%40smp4.simplex.im%2F1vYLpX4WfG6JzHEaNc9XAc1Sx6l0n8sR",
    ])
    func qrCodeScans(link: String) throws {
        let code = try #require(QRCode(link))
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("parley-qr-\(UUID().uuidString).pgm")
        defer { try? FileManager.default.removeItem(at: picture) }
        try Self.pgm(code.halfBlockRows(quiet: 4), scale: 4).write(to: picture)
        let scanned = try runProcess("zbarimg", ["-q", "--raw", picture.path])
        #expect(scanned.status == 0, "zbarimg (Scripts/setup.sh installs zbar-tools): \(scanned.stderr)")
        #expect(scanned.stdout.trimmingCharacters(in: .newlines) == link)
    }

    /// A grey picture of half-block rows, each character two modules high and one wide, dark
    /// where the block is, `scale` pixels a module.
    static func pgm(_ rows: [String], scale: Int) -> Data {
        let modules = rows.flatMap { row in [row.map { "█▀".contains($0) }, row.map { "█▄".contains($0) }] }
        let width = (modules.first?.count ?? 0) * scale
        var pixels = Data("P5\n\(width) \(modules.count * scale)\n255\n".utf8)
        for row in modules {
            let line = row.flatMap { dark in [UInt8](repeating: dark ? 0 : 255, count: scale) }
            for _ in 0..<scale { pixels.append(contentsOf: line) }
        }
        return pixels
    }
}
