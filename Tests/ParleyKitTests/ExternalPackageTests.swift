import ChatTimeline
import Foundation
import ParleyRender
import Testing
import TestSupport

/// ParleyKit as a Swift developer uses it (issue 35): a package of their own in a folder of
/// its own, depending on Parley by path and importing only ParleyKit, made of the getting-started
/// article's `Package.swift` and its transcript in ten lines (with a PNG and an SVG besides),
/// built and run. Its group transcript is read back: poppler's tools find the texts, the
/// senders, the quoted message and the date separator, and the markdown drawn (no marks; the
/// italic face). It builds into the folder `make examples` builds the examples into, so only
/// its own file is compiled after them.
@Suite struct ExternalPackageTests {
    static let article = Repository.url("Sources/ParleyKit/ParleyKit.docc/GettingStarted.md")

    /// The code block of the article after the heading `heading`.
    static func codeBlock(after heading: String) throws -> String {
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.range(of: heading), "the article has the section \(heading)")
        let start = try #require(text.range(of: "```swift\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func aPackageImportingOnlyParleyKitRendersAGroupTranscript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-external-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/minutes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let manifest = try Self.codeBlock(after: "## Add Parley to your package")
        #expect(manifest.contains(#".product(name: "ParleyKit", package: "Parley")"#) && !manifest.contains("ParleyRender"))
        try manifest.replacingOccurrences(of: #"path: "../parley""#, with: "path: \"\(Repository.root.path)\"")
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let program = try Self.codeBlock(after: "## A transcript in ten lines")
        #expect(program.split(separator: "\n").filter { $0.hasPrefix("import ") } == ["import Foundation", "import ParleyKit"])
        try (program + """

            try transcript.render(.png).write(to: URL(fileURLWithPath: "lunch.png"))
            try transcript.render(.svg).write(to: URL(fileURLWithPath: "lunch.svg"))

            """).write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        let scratch = Repository.url(".build/external")
        let build = try runProcess("swift", ["build", "--package-path", folder.path, "--scratch-path", scratch.path])
        try #require(build.status == 0, "the package does not build:\n\(build.stdout)\(build.stderr)")
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        environment["FONTCONFIG_FILE"] = Repository.url("fonts.conf").path
        let run = try runProcess(scratch.appendingPathComponent("debug/minutes").path, [], in: folder, environment: environment)
        try #require(run.status == 0, "the program failed: \(run.stderr)")

        let pdf = folder.appendingPathComponent("lunch.pdf").path
        let title = try runProcess("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).stdout
        for line in ["Lunch club", "Group", "2 messages", "Members (2)", "Ann (you)", "Bob, admin"] {
            #expect(title.contains(line), "\(line) on the title page:\n\(title)")
        }
        let chat = try runProcess("pdftotext", ["-f", "2", "-l", "2", pdf, "-"]).stdout
        let day = TimelineEnvironment(now: Date(), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))
        let days = [Date(), Date().addingTimeInterval(-120)].map { DateSeparator.text($0, environment: day) }
        #expect(days.contains { chat.contains($0) }, "the date separator (\(days[0])) on the chat's page:\n\(chat)")
        for text in ["Bob", "admin", "Ann", "Yes, count me in", "page 2 of 2"] {
            #expect(chat.contains(text), "\(text) on the chat's page:\n\(chat)")
        }
        #expect(chat.components(separatedBy: "Pizza on Friday?").count == 3, "the message and its quote above the answer:\n\(chat)")
        #expect(!chat.contains("*") && !chat.contains("_"), "markdown is drawn, not its marks:\n\(chat)")
        let fonts = try runProcess("pdffonts", [pdf]).stdout
        #expect(fonts.contains("DejaVuSans-Oblique"), "_count me in_ is set in italics:\n\(fonts)")

        let png = try RasterImage(png: Data(contentsOf: folder.appendingPathComponent("lunch.png")))
        #expect(png.width == 786 && png.height > 200)
        let svg = try String(contentsOf: folder.appendingPathComponent("lunch.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
    }
}
