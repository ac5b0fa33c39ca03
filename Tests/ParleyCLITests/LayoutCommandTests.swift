import Foundation
import SimpleXModel
import Testing
import TestSupport

/// `parley layout` and `parley render`, run as a user runs them, on the demo chats.
@Suite struct LayoutCommandTests {

    private func layout(_ chat: String, _ arguments: [String] = []) throws -> ProcessOutput {
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
        return try runParley(["layout", "--from", Repository.url("Sources/ParleyDemo/Resources/\(chat).json").path] + arguments)
    }

    private func rows(_ output: ProcessOutput) throws -> [[String: Any]] {
        try output.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func oneObjectPerRowOldestFirstWithPartsInPoints() throws {
        let result = try layout("demo-chat", ["--layout", "terminal"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try rows(result)
        #expect(rows.count == 7, "as many as parley rows prints")
        var bottom = 0.0
        for row in rows {
            let y = try #require(row["y"] as? Double), height = try #require(row["height"] as? Double)
            #expect(abs(y - bottom) < 0.01, "rows follow one another")
            bottom = y + height
            let parts = try #require(row["parts"] as? [[String: Any]])
            for part in parts where part["kind"] as? String == "meta" {
                let x = try #require(part["x"] as? Double), width = try #require(part["width"] as? Double)
                #expect(abs(x + width - 381) < 0.01, "the meta ends 12 pt from the edge")
            }
        }
        #expect((rows.last?["paddingBottom"] as? Double) == 8)
        let kinds = Set(rows.flatMap { ($0["parts"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String } })
        #expect(kinds.isSuperset(of: ["avatar", "sender", "role", "text", "meta", "dateSeparator"]))
    }

    @Test func theCoresApiChatReplyIsReadToo() throws {
        let chat = try Repository.data("Sources/ParleyDemo/Resources/demo-chat.json"), user = try Repository.data("Sources/ParleyDemo/Resources/demo-user.json")
        let reply = Data(#"{"result": {"type": "apiChat", "chat": "#.utf8) + chat + Data(#", "user": "#.utf8) + user + Data("}}".utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-apichat-\(UUID().uuidString).json")
        try reply.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
        let result = try runParley(["layout", "--from", file.path, "--layout", "terminal"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try rows(result).count == 7)
        let bad = try runParley(["layout", "--from", Repository.url("Sources/ParleyDemo/Resources/demo-user.json").path])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("chatInfo: required field is missing"), "a file that is neither a chat page nor a reply names what is missing")
    }

    @Test func selectTicksTheCheckboxesOfTheItemsGiven() throws {
        let rows = try rows(layout("demo-chat", ["--select", "2"]))
        let ticked = rows.filter { row in (row["parts"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "checkbox" && $0["selected"] as? Bool == true } }
        #expect(rows.allSatisfy { row in (row["parts"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "checkbox" } }, "every row has its checkbox")
        #expect(ticked.map { $0["ids"] as? [Int] } == [[2]])
    }

    @Test func widthAndBodyChangeTheGeometry() throws {
        let narrow = try rows(layout("demo-direct", ["--layout", "terminal", "--width", "240"]))
        let large = try rows(layout("demo-direct", ["--layout", "terminal", "--body", "23"]))
        let normal = try rows(layout("demo-direct", ["--layout", "terminal"]))
        let height = { (rows: [[String: Any]]) in rows.compactMap { $0["height"] as? Double }.reduce(0, +) }
        #expect(height(narrow) > height(normal))
        #expect(height(large) > height(normal))
    }

    @Test func badOptionsAreStatusTwo() throws {
        #expect(try layout("demo-chat", ["--width", "wide"]).status == 2)
        #expect(try layout("demo-chat", ["--theme", "sepia"]).status == 2)
        #expect(try runParley(["layout"]).status == 2)
        #expect(try layout("demo-chat", ["--layout", "classic"]).status == 0)
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func renderWritesTheImage(_ format: String) throws {
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("parley-render-\(UUID().uuidString).\(format)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runParley(["render", "--from", Repository.url("Sources/ParleyDemo/Resources/demo-chat.json").path, "--layout", "terminal",
                                    "--theme", "dark", "--all", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let head = try Data(contentsOf: out).prefix(4)
        let magic: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<?xm".utf8), "pdf": Array("%PDF".utf8)]
        #expect(Array(head) == magic[format])
    }

    @Test func renderDrawsAStoredChat() throws {
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("team.png")
        let result = try runParley(["render", "--chat", "#1", "--db", folder.appendingPathComponent("demo.db").path, "--scale", "1", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: out)
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 393, "width × scale pixels")
        let missing = try runParley(["render", "--chat", "#99", "--db", folder.appendingPathComponent("demo.db").path, "--out", out.path])
        #expect(missing.status == 1)
    }

    @Test func renderDrawsPicturesFromTheFilesFolder() throws {
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var chat = try SimpleXJSON.decode(AChat.self, from: Repository.data("Sources/ParleyDemo/Resources/demo-direct.json"))
        chat.chatItems = [MediaItems.image(1, preview: MediaItems.preview("sunset.jpg"), path: "halves.jpg")]
        let page = folder.appendingPathComponent("chat.json")
        try SimpleXJSON.encode(chat).write(to: page)
        try MediaItems.fixture("halves.jpg").write(to: folder.appendingPathComponent("halves.jpg"))
        func render(_ extra: [String]) throws -> Data {
            let out = folder.appendingPathComponent("out-\(extra.count).png")
            let result = try runParley(["render", "--from", page.path, "--scale", "1", "--out", out.path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: out)
        }
        let fromPreview = try render([]), fromFile = try render(["--files", folder.path])
        #expect(fromPreview != fromFile, "the file on disk is drawn, not the preview")
        #expect(try render(["--files", folder.appendingPathComponent("elsewhere").path]) == fromPreview, "a missing file: the preview")
    }

    @Test func renderNeedsAnImageName() throws {
        #expect(try runParley(["render", "--from", "x.json", "--out", "x.gif"]).status == 2)
        #expect(try runParley(["render", "--from", "x.json"]).status == 2)
    }
}
