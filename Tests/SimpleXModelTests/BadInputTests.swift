import Foundation
import SimpleXModel
import Testing

/// Bad input gets one clear error (what and where) or an explicit fallback; nothing crashes.
@Suite struct BadInputTests {
    private func error(decoding json: String, as type: String) -> String? {
        error(decoding: Data(json.utf8), as: type)
    }

    private func error(decoding data: Data, as type: String) -> String? {
        do {
            _ = try SimpleXJSON.decode(typeNamed: type, from: data)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        #"{"type":"chatStarted""#,
        #"{"result":{"type":"activeUser","user":{"userId":1,"#,
        "[",
        "",
    ])
    func truncatedJSONIsAnError(json: String) {
        let message = error(decoding: json, as: "ResponseReply")
        #expect(message?.contains("not valid JSON") == true, "\(message ?? "decoded")")
    }

    @Test func wrongJSONKindsNameTheField() {
        #expect(error(decoding: #"{"groupId":"seven"}"#, as: "GroupSummary") == "currentMembers: required field is missing")
        #expect(error(decoding: #"{"currentMembers":"seven"}"#, as: "GroupSummary") == "currentMembers: expected an integer")
        #expect(error(decoding: #"{"showMessages":1}"#, as: "GroupMemberSettings") == "showMessages: expected true or false")
        #expect(error(decoding: #"[1,2]"#, as: "GroupSummary") != nil)
        #expect(error(decoding: #"{"type":7}"#, as: "CIContent") == "type: expected a string")
        #expect(error(decoding: #"{"minVersion":1,"maxVersion":[]}"#, as: "VersionRange") == "maxVersion: expected an integer")
    }

    @Test func unknownUnionTagKeepsItsJSON() throws {
        let json = #"{"type":"holographicCall","depth":3,"nested":{"a":[1,2.5,"x",null,true]}}"#
        let content = try SimpleXJSON.decode(CIContent.self, from: Data(json.utf8))
        guard case let .unrecognized(raw) = content else {
            Issue.record("expected unrecognized, got \(content)")
            return
        }
        #expect(raw["depth"] == .integer(3))
        #expect(try JSONValue(encoding: content) == JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))
    }

    @Test func unknownEnumValueKeepsItsText() throws {
        let role = try SimpleXJSON.decode(GroupMemberRole.self, from: Data(#""superadmin""#.utf8))
        #expect(role == .unrecognized("superadmin"))
        #expect(try SimpleXJSON.text(role) == #""superadmin""#)
        #expect(try SimpleXJSON.decode(GroupMemberRole.self, from: Data(#""owner""#.utf8)) == .owner)
    }

    @Test func missingRequiredFieldIsNamed() {
        #expect(error(decoding: #"{"result":{"type":"apiChats","chats":[]}}"#, as: "ResponseReply") == "result.user: required field is missing")
    }

    @Test func unreadableItemBecomesInvalidJSONAndThePageStillDecodes() throws {
        let page = """
        {"chatInfo":{"type":"local","noteFolder":{"noteFolderId":1,"userId":1,"createdAt":"2024-01-01T00:00:00Z","updatedAt":"2024-01-01T00:00:00Z","chatTs":"2024-01-01T00:00:00Z","favorite":false,"unread":false}},
         "chatItems":[
          {"chatDir":{"type":"localSnd"},"meta":{"itemId":7,"itemTs":"2024-01-02T03:04:05Z"},"content":{"type":"sndMsgContent"}},
          \(Self.validItem(id: 8)),
          42
         ],
         "chatStats":{"unreadCount":0,"unreadMentions":0,"reportsCount":0,"minUnreadItemId":0,"unreadChat":false}}
        """
        let chat = try SimpleXJSON.decode(AChat.self, from: Data(page.utf8))
        #expect(chat.chatItems.count == 3)
        guard case let .invalidJSON(decodingError, json) = chat.chatItems[0].content else {
            Issue.record("expected an invalid-JSON item, got \(chat.chatItems[0].content)")
            return
        }
        #expect(decodingError == "content.msgContent: required field is missing")
        #expect(json.contains(#""itemId":7"#))
        #expect(chat.chatItems[0].meta.itemId == 7)
        #expect(chat.chatItems[0].meta.itemTs == Timestamp.parse("2024-01-02T03:04:05Z"))
        #expect(chat.chatItems[0].chatDir == .localSnd)
        #expect(chat.chatItems[1].meta.itemId == 8)
        #expect(chat.chatItems[1].meta.itemText == "hello")
        guard case .invalidJSON = chat.chatItems[2].content else {
            Issue.record("a number in place of an item should be an invalid-JSON item")
            return
        }
    }

    @Test(arguments: ["99999999999999999999", "1e30", "-9223372036854775809", "1.5"])
    func numbersOutOfRangeAreErrors(number: String) {
        let message = error(decoding: #"{"currentMembers":\#(number)}"#, as: "GroupSummary")
        #expect(message?.hasPrefix("currentMembers:") == true, "\(message ?? "decoded")")
    }

    @Test func hugeNumberInFreeJSONIsKeptAsANumber() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data("[99999999999999999999, 9223372036854775807]".utf8))
        #expect(value == .array([.number(1e20), .integer(Int64.max)]))
    }

    @Test func invalidUTF8IsAnError() {
        var bytes = Data(#"{"displayName":"al"#.utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0xC0])
        bytes.append(contentsOf: Data(#"ice","fullName":""}"#.utf8))
        #expect(error(decoding: bytes, as: "RelayProfile") != nil)
    }

    @Test(arguments: [100, 10_000, 200_000])
    func deepNestingIsAnErrorOrDecodes(depth: Int) {
        let json = #"{"type":"unknown","tag":"x","json":{"deep":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}"
        let message = error(decoding: json, as: "LinkContent")
        if depth > 512 {
            #expect(message?.contains("not valid JSON") == true, "\(message ?? "decoded")")
        } else {
            #expect(message == nil)
        }
    }

    static func validItem(id: Int) -> String {
        """
        {"chatDir":{"type":"localSnd"},"content":{"type":"sndMsgContent","msgContent":{"type":"text","text":"hello"}},"mentions":{},"reactions":[],
         "meta":{"itemId":\(id),"itemTs":"2024-01-02T03:04:05.5Z","itemText":"hello","itemStatus":{"type":"sndNew"},"itemEdited":false,"userMention":false,"hasLink":false,"deletable":true,"editable":true,"showGroupAsSender":false,"createdAt":"2024-01-02T03:04:05.5Z","updatedAt":"2024-01-02T03:04:05.5Z"}}
        """
    }
}
