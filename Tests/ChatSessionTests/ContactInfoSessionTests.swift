import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// A direct chat's info in the session (issue 38 "Contact info"): shown from the contact the
/// chat came with, clearing and deleting asked first and then carried out through the core.
@Suite struct ContactInfoSessionTests {
    static func shown() -> SessionDriver {
        var driver = SessionFixtures.opened(SessionFixtures.items(3))
        driver.send(.groupInfo)
        return driver
    }

    @Test("chat info in a direct chat shows its contact's info without asking the core; closing it hides it")
    func contactInfoShows() {
        var driver = SessionFixtures.opened(SessionFixtures.items(3))
        let output = driver.send(.groupInfo)
        #expect(output.changes.contains(.sheet))
        #expect(SessionDriver.requests(output).isEmpty, "\(SessionDriver.requests(output))")
        guard case let .contactInfo(info)? = driver.session.sheet else {
            Issue.record("no contact info: \(String(describing: driver.session.sheet))")
            return
        }
        #expect(info.name == "bob")
        #expect(info.sections.last?.rows == [.clearChat, .deleteContact])
        driver.send(.dismissSheet)
        #expect(driver.session.sheet == nil)
    }

    @Test("clear chat asks first; its Clear clears the chat through the core")
    func clearChatAsksThenClears() throws {
        var driver = Self.shown()
        driver.send(.contact(.clearChat))
        let prompt = try #require(driver.session.prompt)
        #expect(prompt.title == "Clear chat?")
        let clear = try #require(prompt.choices.firstIndex { $0.role == .destructive })
        let output = driver.send(.answer(clear))
        #expect(SessionDriver.requests(output).contains(.run(.clearChat(SessionFixtures.bobRef))))
    }

    @Test("delete contact asks first; its Delete deletes the chat through the core; Cancel does nothing")
    func deleteContactAsksThenDeletes() throws {
        var driver = Self.shown()
        driver.send(.contact(.deleteContact))
        let prompt = try #require(driver.session.prompt)
        #expect(prompt.title == "Delete bob?")
        let cancel = try #require(prompt.choices.firstIndex { $0.role == .cancel })
        #expect(SessionDriver.requests(driver.send(.answer(cancel))).isEmpty)
        driver.send(.contact(.deleteContact))
        let delete = try #require(driver.session.prompt?.choices.firstIndex { $0.role == .destructive })
        let output = driver.send(.answer(delete))
        #expect(SessionDriver.requests(output).contains(.run(.deleteChat(SessionFixtures.bobRef, mode: .full(notify: true)))))
    }
}
