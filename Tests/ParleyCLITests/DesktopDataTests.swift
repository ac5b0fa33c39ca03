import Foundation
@testable import parley
import Testing
import TestSupport

/// The desktop files in `Data/` (issue 33 "Install like a Linux program") name one
/// application ID, start a command the CLI has, and carry one version; the icons draw at every
/// size a desktop asks for.
@Suite struct DesktopDataTests {
    /// The application ID: the desktop file's name, the icon's, the metainfo's id and launchable.
    static let applicationID = "io.github.parley.Parley"

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.url(path), encoding: .utf8)
    }

    /// The value of `key` in the desktop file's `[Desktop Entry]` group.
    static func desktopValue(_ key: String) throws -> String? {
        try text("Data/\(applicationID).desktop").split(separator: "\n")
            .first { $0.hasPrefix("\(key)=") }
            .map { String($0.dropFirst(key.count + 1)) }
    }

    /// The text of each `<tag>` element of the metainfo, in order.
    static func metainfo(_ tag: String) throws -> [String] {
        let xml = try text("Data/\(applicationID).metainfo.xml")
        return xml.matches(of: try Regex("<\(tag)[^>]*>([^<]*)</\(tag)>")).compactMap { match in
            match.output[1].substring.map(String.init)
        }
    }

    @Test func oneApplicationIDEverywhere() throws {
        let data = Repository.url("Data")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("\(Self.applicationID).desktop").path))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("icons/hicolor/scalable/apps/\(Self.applicationID).svg").path))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("icons/hicolor/symbolic/apps/\(Self.applicationID)-symbolic.svg").path))
        #expect(try Self.desktopValue("Icon") == Self.applicationID)
        #expect(try Self.metainfo("id") == [Self.applicationID])
        #expect(try Self.metainfo("launchable") == ["\(Self.applicationID).desktop"])
    }

    /// The launcher starts `parley gui`, a command the CLI has, with nothing it would refuse.
    @Test func theDesktopFileStartsTheWindow() throws {
        let exec = try #require(try Self.desktopValue("Exec")).split(separator: " ").map(String.init)
        #expect(exec.first == "parley")
        let command = try #require(ParleyCLI.commands.first { $0.name == exec.dropFirst().first }, "Exec runs no command of parley: \(exec)")
        #expect(command.name == "gui")
        #expect(exec.dropFirst(2).allSatisfy { command.options.names.contains($0) }, "\(exec)")
        #expect(try Self.desktopValue("TryExec") == "parley")
    }

    /// The man page and the metainfo's newest release name one version.
    @Test func oneVersion() throws {
        let title = try #require(try Self.text("Data/parley.1").split(separator: "\n").first { $0.hasPrefix(".TH ") })
        let releases = try Self.text("Data/\(Self.applicationID).metainfo.xml").matches(of: /<release version="([^"]+)"/).map { String($0.output.1) }
        let newest = try #require(releases.first, "the metainfo has no release")
        #expect(title.contains("\"Parley \(newest)\""), "\(title) names another version than the metainfo's \(newest)")
    }

    /// Each icon loads through gdk-pixbuf (GTK's own loader of SVG icons) and draws square at
    /// 16 to 256 pixels.
    @Test(arguments: ["icons/hicolor/scalable/apps/\(applicationID).svg", "icons/hicolor/symbolic/apps/\(applicationID)-symbolic.svg"])
    func theIconDrawsAtEverySize(icon: String) throws {
        let sizes = ["16", "32", "64", "128", "256"]
        let output = try runProcess(Repository.url("Tests/DesktopSupport/icon-sizes.py").path, [Repository.url("Data/\(icon)").path] + sizes)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == sizes.map { "\($0) \($0)\n" }.joined(), "\(output.stdout)\(output.stderr)")
    }
}
