import Foundation
import Testing
import TestSupport

/// `parley rows`, run as a user runs it, on the demo chat.
@Suite struct RowsCommandTests {
    private func rows(_ arguments: [String]) throws -> ProcessOutput {
        try runParley(["rows", "--from", Repository.url("Sources/parley/Demo/demo-chat.json").path] + arguments)
    }

    @Test func terminalRowsTopToBottom() throws {
        let result = try rows(["--layout", "terminal"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.first?.contains(#""dateSeparator":"Sat, 28 Nov""#) == true)
        #expect(lines.first?.contains(#""kind":"grouped""#) == true)
        #expect(lines[1].contains(#""sender":{"name":"alice","role":"admin"}"#))
        #expect(lines[3].contains(#""sender":{"name":"you","role":"owner"}"#))
    }

    @Test func otherYearsShowTheYear() throws {
        let result = try rows(["--now", "2027-02-01T00:00:00Z", "--tz", "America/New_York"])
        #expect(result.stdout.split(separator: "\n").first?.contains(#""dateSeparator":"Sat, 28 Nov 2026""#) == true)
    }

    @Test func badOptionsAreStatusTwo() throws {
        #expect(try rows(["--layout", "cards"]).status == 2)
        #expect(try rows(["--tz", "Mars/Olympus"]).status == 2)
        #expect(try runParley(["rows"]).status == 2)
    }
}
