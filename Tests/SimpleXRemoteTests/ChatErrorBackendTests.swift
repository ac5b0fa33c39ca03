import ChatBackend
import Foundation
import SimpleXModel
import Testing
@testable import SimpleXRemote

@Suite struct ChatErrorBackendTests {
    static let cases: [(String, ChatBackendError.Kind, String)] = [
        (#"{"type":"error","errorType":{"type":"noActiveUser"}}"#, .chatError, "no active user"),
        (#"{"type":"error","errorType":{"type":"chatNotStarted"}}"#, .chatError, "not started"),
        (#"{"type":"error","errorType":{"type":"commandError","message":"Failed reading: empty"}}"#, .invalidCommand, "Failed reading: empty"),
        (#"{"type":"error","errorType":{"type":"invalidChatItemUpdate"}}"#, .notEditable, "cannot be edited"),
        (#"{"type":"error","errorType":{"type":"invalidChatItemDelete"}}"#, .notAllowed, "cannot be deleted"),
        (#"{"type":"errorStore","storeError":{"type":"groupNotFound","groupId":5}}"#, .unknownChat, "no such chat"),
        (#"{"type":"errorStore","storeError":{"type":"chatItemNotFound","itemId":9}}"#, .unknownItem, "no such message"),
        (#"{"type":"errorAgent","agentConnId":"x","agentError":{"type":"BROKER","brokerAddress":"smp://a","brokerErr":{"type":"TIMEOUT"}}}"#, .chatError, "network agent"),
        (#"{"type":"errorFuture","detail":1}"#, .chatError, "does not know"),
    ]

    @Test("the core's errors become backend errors with a sentence and the core's name", arguments: cases)
    func mapping(json: String, kind: ChatBackendError.Kind, sentence: String) throws {
        let chatError = try SimpleXJSON.decode(ChatError.self, from: Data(json.utf8))
        let error = chatError.backendError(reportedAs: "chatCmdError")
        #expect(error.kind == kind)
        #expect(error.message.contains(sentence), "\(error.message)")
        #expect(error.message.hasSuffix("(chatCmdError: \(chatError.name))"))
    }

    @Test("the name is the error's kind and tag")
    func name() throws {
        let chatError = try SimpleXJSON.decode(ChatError.self, from: Data(#"{"type":"errorStore","storeError":{"type":"chatItemNotFound","itemId":9}}"#.utf8))
        #expect(chatError.name == "errorStore chatItemNotFound")
    }
}
