import ChatBackend
import ChatSession
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "the context menu on the focused message with exactly the timeline's actions":
/// Copy puts the message's text on the clipboard (OSC 52); Save, offered for a file on this
/// device, copies it to the download folder (`SavedFileTests`) under a safe name.
@Suite struct ClientFileActionsTests {
    /// The team chat with the user's message `id` carrying a file at `path` in `status`.
    static func client(file path: String?, status: CIFileStatus, text: String = "the report", from sender: String? = nil) -> ClientDriver {
        var client = ClientDriver.opened(ClientDriver.team)
        var item = ClientDriver.teamItem(90, text, from: sender)
        if sender != nil { item.chatItem.content = .rcvMsgContent(msgContent: .file(text: text)) }
        item.chatItem.file = CIFile(fileId: 7, fileName: "report.pdf", fileProtocol: .local, fileSize: 1200,
                                    fileSource: path.map { CryptoFile(filePath: $0) }, fileStatus: status)
        client.send(.core(.newChatItems(chatItems: [item], user: Fixtures.user)))
        client.focus(text)
        return client
    }

    static func menuTitles(_ client: ClientDriver) -> [String] {
        guard case let .menu(menu)? = client.state.overlay else { return [] }
        return menu.entries.map(OverlayScreen.title)
    }

    @Test("Archive report asks for me or for all moderators, and archives that report alone")
    func archiveReportAsksHow() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        var report = ClientDriver.teamItem(91, "spam here", from: "bob")
        report.chatItem.content = .rcvMsgContent(msgContent: .report(reason: .spam, text: "spam here"))
        client.send(.core(.newChatItems(chatItems: [report], user: Fixtures.user)))
        client.focus("spam here")
        client.press(.enter)
        let archive = try #require(Self.menuTitles(client).firstIndex(of: "Archive report"))
        client.press(.character(Character("\(archive + 1)")))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Archive report?")
        #expect(prompt.choices.map(\.title) == ["For me", "For all moderators", "Cancel"])
        #expect(client.screen.contains("[For all moderators]"))
        #expect(client.press(.enter) == [.run(.deleteReports(groupId: 1, itemIds: [91], mode: .internalMark))])
    }

    @Test("Copy on a message asks for its text on the clipboard")
    func copyAsksForTheText() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Yes, merged")
        client.press(.enter)
        let titles = Self.menuTitles(client)
        let copy = try #require(titles.firstIndex(of: "Copy"))
        let text = try #require(client.state.open?.timeline.rows.first { $0.id == client.state.chat?.focus }?.newest.msgContent?.text)
        #expect(client.press(.character(Character("\(copy + 1)"))).isEmpty)
        #expect(client.local == [.copy(text)])
        guard case let .session(.copy(id, _))? = client.effects.first else { Issue.record("no copy"); return }
        client.done(id, .copied)
        #expect(client.state.statusText == "Copied")
    }

    @Test("Save is offered for a file on this device and asks for it to be saved",
          arguments: [CIFileStatus.sndStored, .sndComplete, .rcvComplete])
    func saveOnDevice(status: CIFileStatus) throws {
        var client = Self.client(file: "/srv/files/report.pdf", status: status)
        client.press(.enter)
        let save = try #require(Self.menuTitles(client).firstIndex(of: "Save"))
        #expect(client.press(.character(Character("\(save + 1)"))).isEmpty)
        #expect(client.local == [.saveFile(path: "/srv/files/report.pdf", name: "report.pdf")])
    }

    @Test("No Save for a file that is not on this device", arguments: [
        (Optional("/srv/files/report.pdf"), CIFileStatus.rcvTransfer(rcvProgress: 1, rcvTotal: 2)),
        (nil, .rcvComplete), (Optional("/srv/files/report.pdf"), .rcvInvitation),
    ])
    func noSaveOffDevice(path: String?, status: CIFileStatus) {
        var client = Self.client(file: path, status: status)
        client.press(.enter)
        #expect(!Self.menuTitles(client).contains("Save"))
    }

    @Test("A save's outcome is shown on the status line")
    func noticeOnTheStatusLine() throws {
        var client = Self.client(file: "/srv/files/report.pdf", status: .sndStored)
        client.press(.enter)
        let save = try #require(Self.menuTitles(client).firstIndex(of: "Save"))
        client.press(.character(Character("\(save + 1)")))
        guard case let .session(.saveFile(id, _, _))? = client.effects.first else { Issue.record("no save"); return }
        client.done(id, .saved(path: "~/Downloads/report.pdf"))
        #expect(client.screenLines.last == " Saved to ~/Downloads/report.pdf")
        client.press(.enter)
        client.press(.character(Character("\(save + 1)")))
        guard case let .session(.saveFile(again, _, _))? = client.effects.first else { Issue.record("no save"); return }
        client.done(again, .failed("report.pdf could not be saved: the disk is full"))
        #expect(client.screenLines.last == " report.pdf could not be saved: the disk is full")
    }

    @Test("A file name from others is made safe to create", arguments: [
        ("report.pdf", "report.pdf"), ("../../etc/passwd", "passwd"), (".bashrc", "bashrc"), ("..", "file"),
        ("a\u{1B}[2Jb.txt", "a_[2Jb.txt"), ("x\\y", "x_y"), ("", "file"), ("rtl\u{202E}gpj.exe", "rtl_gpj.exe"),
    ])
    func safeName(name: String, safe: String) {
        #expect(FileNames.safe(name) == safe)
    }

    @Test("A save never overwrites: NAME, then STEM (2).EXT, STEM (3).EXT")
    func freePath() {
        let taken: Set = ["/d/report.pdf", "/d/report (2).pdf", "/d/notes"]
        #expect(FileNames.free(folder: "/d", name: "report.pdf") { taken.contains($0) } == "/d/report (3).pdf")
        #expect(FileNames.free(folder: "/d", name: "notes") { taken.contains($0) } == "/d/notes (2)")
        #expect(FileNames.free(folder: "/d", name: "new.txt") { taken.contains($0) } == "/d/new.txt")
    }

    @Test("A file on relays not approved asks before it downloads through them")
    func unknownRelaysAskFirst() throws {
        var client = Self.client(file: nil, status: .rcvInvitation, from: "alice")
        client.press(.enter)
        let download = try #require(Self.menuTitles(client).firstIndex(of: "Download"))
        #expect(client.press(.character(Character("\(download + 1)"))) == [.run(.receiveFile(fileId: 7))])
        let refusal = ChatBackendError(.chatError, "the core refused the command", chatError: .error(errorType: .fileNotApproved(fileId: 7, unknownServers: ["xftp://files.example"])))
        client.failCommand(refusal)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.message?.contains("xftp://files.example") == true)
        #expect(client.screen.contains("xftp://files.example"))
        #expect(client.press(.enter) == [.run(.receiveFile(fileId: 7, approvedRelays: true))])
        client.failCommand(ChatBackendError(.chatError, "the core refused the command: fileCancelled"))
        #expect(client.state.statusText == "the core refused the command: fileCancelled")
    }

    @Test("A copy too large for the clipboard sequence is refused and says so, not Copied (D24)", arguments: [
        (String(repeating: "a", count: 74_000), nil),
        (String(repeating: "a", count: 74_001), "Not copied: 74 KB is more than a terminal's clipboard takes (74 KB)"),
        (String(repeating: "é", count: 500_000), "Not copied: 1000 KB is more than a terminal's clipboard takes (74 KB)"),
    ] as [(String, String?)])
    func aCopyTooLargeIsRefused(text: String, refusal: String?) {
        #expect(Clipboard.refusal(text, .english) == refusal)
    }

    @Test("OSC 52 carries the text as base64, so it cannot drive the terminal")
    func clipboardBytes() {
        #expect(Clipboard.setBytes("hi\u{1B}]0;x\u{07}") == Array("\u{1B}]52;c;aGkbXTA7eAc=\u{1B}\\".utf8))
    }

    /// The received file item of `client` as the core sends it again, in `status`.
    static func received(_ status: CIFileStatus, path: String? = nil) -> AChatItem {
        var item = ClientDriver.teamItem(90, "the report", from: "alice")
        item.chatItem.content = .rcvMsgContent(msgContent: .file(text: "the report"))
        item.chatItem.file = CIFile(fileId: 7, fileName: "report.pdf", fileProtocol: .xftp, fileSize: 1200,
                                    fileSource: path.map { CryptoFile(filePath: $0) }, fileStatus: status)
        return item
    }

    @Test("Download asks the core to receive the file, shows its progress on the item, and saves it once complete")
    func downloadShowsProgressThenSaves() throws {
        var client = Self.client(file: nil, status: .rcvInvitation, from: "alice")
        client.press(.enter)
        let download = try #require(Self.menuTitles(client).firstIndex(of: "Download"))
        #expect(client.press(.character(Character("\(download + 1)"))) == [.run(.receiveFile(fileId: 7))])
        #expect(client.state.statusText == "Downloading report.pdf…")
        client.answer(.receiveFile(fileId: 7), with: .rcvFileAccepted(chatItem: Self.received(.rcvAccepted), user: Fixtures.user))
        let transfer = RcvFileTransfer(cancelled: false, chunkSize: 600, fileId: 7, fileInvitation: FileInvitation(fileName: "report.pdf", fileSize: 1200),
                                       fileStatus: .connected(filePath: ""), fileType: .normal, senderDisplayName: "alice")
        client.send(.core(.rcvFileProgressXFTP(chatItem_: Self.received(.rcvTransfer(rcvProgress: 600, rcvTotal: 1200)), rcvFileTransfer: transfer,
                                                    receivedSize: 600, totalSize: 1200, user: Fixtures.user)))
        #expect(client.screen.contains("receiving 50%"), "the item shows how far the file is")
        client.send(.core(.rcvFileComplete(chatItem: Self.received(.rcvComplete, path: "/store-files/report.pdf"), user: Fixtures.user)))
        #expect(client.local == [.saveFile(path: "/store-files/report.pdf", name: "report.pdf")])
        client.send(.core(.rcvFileComplete(chatItem: Self.received(.rcvComplete, path: "/store-files/report.pdf"), user: Fixtures.user)))
        #expect(client.local.isEmpty, "saved once")
    }

    @Test("Stop file cancels a download in progress")
    func stopFileCancels() throws {
        var client = Self.client(file: nil, status: .rcvTransfer(rcvProgress: 1, rcvTotal: 2), from: "alice")
        client.press(.enter)
        let stop = try #require(Self.menuTitles(client).firstIndex(of: "Stop file"))
        #expect(client.press(.character(Character("\(stop + 1)"))) == [.run(.cancelFile(fileId: 7))])
    }

    @Test("/f PATH sends the file at the path, ~ and relative paths made whole; Ctrl-O starts the line")
    func sendAFile() {
        var client = ClientDriver.opened(ClientDriver.bob)
        client.model.state.session.configuration.home = "/home/kim"
        client.model.state.session.configuration.workingDirectory = "/srv/projects"
        client.press(.character("o"), .control)
        #expect(client.state.chat?.editor.text == "/f ")
        client.type("~/notes and more.txt")
        let sent = client.press(.enter)
        #expect(sent == [.run(.send(ClientDriver.bobRef, messages: [ComposedMessage(fileSource: CryptoFile(filePath: "/home/kim/notes and more.txt"), msgContent: .file(text: ""))]))])
        #expect(client.state.chat?.editor.isEmpty == true)
        #expect(client.send(.commandLine("/f report.pdf")) == [.run(.send(ClientDriver.bobRef, messages: [ComposedMessage(fileSource: CryptoFile(filePath: "/srv/projects/report.pdf"), msgContent: .file(text: ""))]))])
        var list = ClientDriver.list()
        list.press(.character(":"))
        list.type("f report.pdf")
        #expect(list.press(.enter).isEmpty && list.state.statusText == "/f sends a file in the open chat")
    }
}
