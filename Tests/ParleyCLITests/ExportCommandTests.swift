import Foundation
import Localization
import Testing
import TestSupport

/// `parley export` (issue 10, "Commands"): the whole chat as a PDF transcript, a title page and
/// then pages with their numbers, on a demo store of its own; and `render --all` as a PDF, which
/// streams the same way. The PDFs are read back with poppler's pdftotext and pdfinfo.
@Suite struct ExportCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-export-\(UUID().uuidString)")
    var database: String { folder.appendingPathComponent("demo.db").path }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
    }

    private func parley(_ arguments: [String]) throws -> ProcessOutput {
        try runParley(arguments + ["--db", database])
    }

    private func file(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The text of one page of a PDF.
    private func text(_ pdf: String, page: Int) throws -> String {
        try runProcess("pdftotext", ["-f", "\(page)", "-l", "\(page)", "-layout", pdf, "-"]).stdout
    }

    /// The pages of a PDF, as pdfinfo counts them.
    private func pageCount(_ pdf: String) throws -> Int {
        let info = try runProcess("pdfinfo", [pdf]).stdout
        let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
        return Int(line?.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces) ?? "") ?? 0
    }

    static let papers: [(String?, String)] = [(nil, "595.276 x 841.89 pts (A4)"), ("letter", "612 x 792 pts (letter)")]

    @Test(arguments: papers)
    func aTitlePageThenTheChatOnNumberedPages(paper: String?, size: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = file("team.pdf")
        let result = try parley(["export", "--chat", "#1", "--out", out] + (paper.map { ["--paper", $0] } ?? []))
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
        #expect(try pageCount(out) == 2, "the title page and one page of the group's eight messages")
        let info = try runProcess("pdfinfo", [out]).stdout
        #expect(info.contains("Page size:       \(size)") && info.contains("Title:           Team"), "\(info)")
        let title = try text(out, page: 1)
        // The newest message is the one the demo's second local profile posts when the store is made.
        let today = Date().formatted(Date.FormatStyle(date: .long, time: .omitted).locale(Locale(identifier: "en_GB")))
        for line in ["Team", "Group", "8 messages, 28 November 2026 – \(today)", "Members (8)", "you (you), owner", "alice, admin", "kim, author"] {
            #expect(title.contains(line), "the title page says \(line)")
        }
        let owner = try #require(title.range(of: "erin, owner")), moderator = try #require(title.range(of: "carol, moderator"))
        #expect(owner.lowerBound < moderator.lowerBound, "members by role, owners first (seed 002 Member List)")
        let page = try text(out, page: 2)
        #expect(page.contains("Good morning! The release is today.") && page.contains("Joined from another local profile"), "the chat, oldest first")
        #expect(page.contains("page 2 of 2"), "the footer numbers the page among all")
        let header = try #require(page.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) })
        #expect(header.hasPrefix("Team") && header.hasSuffix("Sat, 28 Nov"), "the running header: the chat, the day of the page's first message: \(header)")
        #expect(!FileManager.default.fileExists(atPath: out + ".partial"))
    }

    /// Issue 34 "Tests": under each shipped language the transcript's own words are that
    /// language's — the title page's kind and members' heading, the footer's page numbers — and
    /// the running header's date is written in its locale (as the piped client's separator).
    @Test(arguments: [("de", "Sa. 28. Nov."), ("es", "sáb, 28 nov"), ("ru", "Сб, 28 нояб."), ("zh_CN", "11月28日 周六"), ("ar", "سبت، 28 نوفمبر")])
    func theTranscriptIsInTheUsersLanguage(language: String, date: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogs = folder.appendingPathComponent("locale")
        try ShippedCatalogs.compile([language], into: catalogs)
        let t = try ShippedCatalogs.translator(language, in: catalogs)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") && $0.key != "LANG" }
        environment["LANGUAGE"] = language
        environment["PARLEY_LOCALEDIR"] = catalogs.path
        let out = file("team.pdf")
        let result = try runProcess(Repository.productsFolder.appendingPathComponent("parley").path, ["export", "--chat", "#1", "--out", out, "--db", database],
                                    environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let title = try text(out, page: 1)
        for line in [t.tr("Group"), t.trPlural("Member ({count})", "Members ({count})", 8)] {
            #expect(line != "Group" && line != "Members (8)" && Self.says(title, line), "\(language): the title page says \(line):\n\(title)")
        }
        let page = try text(out, page: 2)
        let footer = t.tr("page {number} of {count}", ["number": "2", "count": "2"])
        #expect(footer != "page 2 of 2" && Self.says(page, footer), "\(language): the footer \(footer):\n\(page)")
        let header = try #require(page.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) })
        #expect(Self.says(String(header), date), "\(language): the running header's date \(date): \(header)")
    }

    /// Whether pdftotext's `text` says `expected`: as written (no-break spaces as spaces); for
    /// a right-to-left script, which pdftotext gives in visual order with spaces inside words
    /// and ligatures split, every letter and digit of `expected` is in the text as often.
    static func says(_ text: String, _ expected: String) -> Bool {
        let plain = text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{A0}", with: " ")
        guard expected.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else { return plain.contains(expected) }
        var available: [Character: Int] = [:]
        for character in plain where character.isLetter || character.isNumber { available[character, default: 0] += 1 }
        for character in expected where character.isLetter || character.isNumber {
            guard let count = available[character], count > 0 else { return false }
            available[character] = count - 1
        }
        return true
    }

    /// A chat longer than the pages the core is read in: every message in order, the pages
    /// numbered one after another, and the title's count and days.
    @Test func aLongChatIsReadAndDrawnAPageAtATime() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let sent = try parley(["send", "--chat", "@2", "--repeat", "1200", "again and again"])
        #expect(sent.status == 0, "\(sent.stderr)")
        let out = file("bob.pdf")
        let result = try parley(["export", "--chat", "@2", "--out", out, "--layout", "terminal"])
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try pageCount(out)
        #expect(pages > 20)
        let title = try text(out, page: 1)
        #expect(title.contains("Direct chat with bob") && title.contains("1,2") && title.contains("Members (2)"), "\(title)")
        var days: [String] = []
        for page in [2, pages / 2, pages] {
            let shown = try text(out, page: page)
            #expect(shown.contains("page \(page) of \(pages)"), "page \(page) of \(pages) is numbered")
            let header = shown.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
            #expect(header.hasPrefix("bob"), "page \(page) has the running header: \(header)")
            days.append(header.dropFirst(3).trimmingCharacters(in: .whitespaces))
        }
        #expect(days.allSatisfy { !$0.isEmpty } && days.first != days.last, "each header has the day of its page's first message: \(days)")
        #expect(try text(out, page: pages).contains("again and again"), "the newest message ends the transcript")
    }

    @Test func aChatThatIsNotThereIsOneLineAndNoFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = file("none.pdf")
        let unknown = try parley(["export", "--chat", "@9", "--out", out])
        #expect(unknown.status == 1 && unknown.stderr == "parley: there is no chat @9\n")
        #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: out + ".partial"))
        let folderMissing = try parley(["export", "--chat", "#1", "--out", file("missing/team.pdf")])
        #expect(folderMissing.status == 1 && folderMissing.stderr.hasPrefix("parley: ") && folderMissing.stderr.filter { $0 == "\n" }.count == 1,
                "\(folderMissing.stderr)")
    }

    static let badCommandLines: [([String], String)] = [
        (["--chat", "#1"], "export needs --out FILE.pdf"),
        (["--chat", "#1", "--out", "team.png"], "--out must end in .pdf"),
        (["--chat", "#1", "--out", "team.pdf", "--paper", "a5"], "unknown paper a5; use a4 or letter"),
        (["--chat", "#1", "--out", "team.pdf", "--width", "500"], "unknown option --width"),
        (["--out", "team.pdf"], "--chat REF is required (@CONTACT, #GROUP, *NOTES)"),
    ]

    @Test(arguments: badCommandLines)
    func aBadCommandLineIsStatusTwoBeforeTheStoreIsOpened(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try parley(["export"] + arguments)
        #expect(result.status == 2 && result.stderr == "parley: \(message); see parley export --help\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: database))
        let help = try runParley(["export", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("Usage: parley export"))
    }

    /// `render --all` as a PDF: one page per screen (width × 852/393 high) of the chat's content,
    /// as tall as `parley layout` says it is.
    @Test func renderAllIsAPageAScreen() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let chat = Repository.url("Sources/ParleyDemo/Resources/demo-chat.json").path
        let layout = try runParley(["layout", "--from", chat, "--width", "300"])
        let last = try #require(layout.stdout.split(separator: "\n").last.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let height = try #require(last["y"] as? Double) + #require(last["height"] as? Double)
        let out = file("all.pdf")
        let result = try runParley(["render", "--all", "--from", chat, "--width", "300", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let screen = 300.0 * 852 / 393
        #expect(try pageCount(out) == Int((height / screen).rounded(.up)), "content \(height) pt in screens of \(screen) pt")
        #expect(try text(out, page: 1).contains("Good morning!"))
    }
}
