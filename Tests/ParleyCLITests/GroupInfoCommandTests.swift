import Foundation
import Testing
import TestSupport

/// `parley group-info`, run as a user runs it.
@Suite struct GroupInfoCommandTests {
    @Test func printsTheSections() throws {
        let result = try runParley(["group-info", "--from", Repository.url("Tests/Fixtures/demo-group.json").path, "--link"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == #"{"name":"links","rows":["Group link","Member support","Member reports"]}"#)
        #expect(lines.contains(#"{"name":"members","rows":["4 members","Invite members","you: you","alice","carol","bob"]}"#))
    }

    @Test func badFileIsOneLine() throws {
        let result = try runParley(["group-info", "--from", Repository.url("Tests/Fixtures/simplex/user.json").path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
