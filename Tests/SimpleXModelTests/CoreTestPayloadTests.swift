import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The JSON payloads of the core's own tests (`Tests/Fixtures/simplex-tests/json-payloads.json`).
/// Current payloads decode; legacy payloads (older cores) decode too, except those whose `User`
/// predates fields the current `User` requires: those are clear errors naming the field.
@Suite struct CoreTestPayloadTests {
    struct Payload: Sendable, CustomTestStringConvertible {
        let id: String
        let type: String
        let json: JSONValue
        let legacy: Bool
        var testDescription: String { "\(id) as \(type)" }
    }

    /// Legacy payloads that are errors, and the error each gives.
    static let legacyErrors: [String: String] = [
        "json-052": "resp.activeUser.user.activeOrder: required field is missing",
        "json-053": "resp.user.activeOrder: required field is missing",
        "json-064": "activeOrder: required field is missing",
        "json-071": "resp.user.activeOrder: required field is missing",
    ]

    static let payloads: [Payload] = {
        guard let data = try? Repository.data("Tests/Fixtures/simplex-tests/json-payloads.json"),
              case let .array(records)? = (try? JSONDecoder().decode(JSONValue.self, from: data))?["records"]
        else { return [] }
        return records.compactMap { record in
            guard let id = record["id"]?.stringValue, let kind = record["kind"]?.stringValue else { return nil }
            let legacy = record["legacy"] == .bool(true)
            switch kind {
            case "payload":
                guard let json = record["payload"] else { return nil }
                return Payload(id: id, type: payloadType(record), json: json, legacy: legacy)
            case "api-exchange":
                guard let raw = record["expected_raw"]?.stringValue, !raw.isEmpty,
                      let json = try? JSONDecoder().decode(JSONValue.self, from: Data(raw.utf8)) else { return nil }
                let type = switch record["request"]?["call"]?.stringValue {
                case "chatRecvMsg", "chatRecvMsgWait": "EventReply"
                case "chatParseMarkdown": "ParsedMarkdown"
                default: "ResponseReply"
                }
                return Payload(id: id, type: type, json: json, legacy: legacy)
            default:
                return nil
            }
        }
    }()

    private static func payloadType(_ record: JSONValue) -> String {
        let represents = record["represents"]?.stringValue ?? ""
        if record["envelope"] == .null || record["envelope"] == nil {
            return represents.hasPrefix("ParsedMarkdown") ? "ParsedMarkdown" : "User"
        }
        return represents.hasPrefix("event") || represents.contains(" event ") ? "EventReply" : "ResponseReply"
    }

    @Test func everyJSONRecordIsRead() {
        #expect(Self.payloads.count >= 40)
        #expect(Self.payloads.contains { $0.legacy } && Self.payloads.contains { !$0.legacy })
    }

    @Test(arguments: payloads)
    func payloadDecodes(_ payload: Payload) throws {
        let data = try SimpleXJSON.encode(payload.json)
        if let expected = Self.legacyErrors[payload.id] {
            #expect(payload.legacy)
            let error = #expect(throws: SimpleXDecodingError.self) { try SimpleXJSON.decode(typeNamed: payload.type, from: data) }
            #expect(error?.description == expected)
            return
        }
        let value = try SimpleXJSON.decode(typeNamed: payload.type, from: data)
        #expect(AnyHashable(try SimpleXJSON.decode(typeNamed: payload.type, from: SimpleXJSON.encode(value))) == AnyHashable(value))
    }
}
