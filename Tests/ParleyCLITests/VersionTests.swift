import Foundation
import Testing
import TestSupport

/// The version (issue 35): `parley --version` prints the one written in `ParleyVersion`, and
/// the newest entry of `CHANGELOG.md` is that version's.
@Suite struct VersionTests {
    @Test func versionIsTheChangelogsNewest() throws {
        let output = try runParley(["--version"])
        #expect(output.status == 0)
        let printed = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.hasPrefix("parley 0."), "a 0.x version: \(printed)")
        let changelog = try String(contentsOf: Repository.url("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(newest.hasPrefix("## \(printed.dropFirst("parley ".count)) "), "CHANGELOG's newest entry \(newest) is the version parley prints, \(printed)")
    }
}
