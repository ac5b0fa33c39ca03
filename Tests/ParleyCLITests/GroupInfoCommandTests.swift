import Foundation
import Testing
import TestSupport

/// `parley group-info`, run as a user runs it.
@Suite struct GroupInfoCommandTests {
    static let team = Repository.url("Tests/Fixtures/demo-group.json").path

    @Test func printsTheSections() throws {
        let result = try runParley(["group-info", "--from", Self.team, "--link"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == #"{"name":"links","rows":["Group link","Member support","Member reports"]}"#)
        #expect(lines.contains(#"{"header":"4 members","name":"members","rows":["Invite members","you: you","alice","carol","bob"]}"#))
        #expect(lines.contains(#"{"name":"danger","rows":["Clear chat","Delete group","Leave group"]}"#))
        #expect(lines.count == 5, "no alerts and no developer section unless asked")
    }

    @Test func developerPrintsLocalNameAndDatabaseID() throws {
        let result = try runParley(["group-info", "--from", Self.team, "--developer"])
        #expect(result.stdout.split(separator: "\n").last == #"{"header":"For console","name":"developer","rows":["Local name: Team","Database ID: 1"]}"#)
    }

    @Test func alertsPrintTitleMessageAndButtons() throws {
        let result = try runParley(["group-info", "--from", Self.team, "--alerts"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains(#"{"alert":"clearChatAlert","buttons":[{"destructive":true,"title":"Clear"},{"destructive":false,"title":"Cancel"}],"message":"All messages will be deleted - this cannot be undone! The messages will be deleted ONLY for you.","title":"Clear chat?"}"#))
        #expect(lines.contains(#"{"alert":"blockForAllAlert","buttons":[{"destructive":true,"title":"Block for all"},{"destructive":false,"title":"Cancel"}],"message":"All new messages from bob will be hidden!","title":"Block member for all?"}"#))
        #expect(lines.filter { $0.contains(#""alert":"removeMemberAlert""#) }.count == 1, "each alert once")
    }

    @Test func badFileIsOneLine() throws {
        let result = try runParley(["group-info", "--from", Repository.url("Tests/Fixtures/simplex/user.json").path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
