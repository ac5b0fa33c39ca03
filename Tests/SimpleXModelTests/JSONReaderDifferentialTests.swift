import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The generated readers (`JSONReader`, issue 13 "a generated decoder") give the same value or
/// the same error as the Decodable path through `JSONDecoder`, for every fixture (those of
/// every core series too), every schema sample, and mutations of them: truncations, changed bytes, unknown tags, values of the
/// wrong kind, missing and repeated fields, numbers out of range.
@Suite struct JSONReaderDifferentialTests {
    /// A document and the type it is decoded as.
    struct Document: Sendable, CustomTestStringConvertible {
        let name: String
        let type: String
        let data: Data
        var testDescription: String { "\(name) as \(type)" }
    }

    /// What a decoder gives: the value, or the error's text. Where the text carries the
    /// decoder's own detail (a syntax error; content it cannot take, "not readable as Int64: …")
    /// only the kind and the path count.
    enum Outcome: Equatable, CustomStringConvertible {
        case value(AnyHashable)
        case error(String)

        init(_ decode: () throws(SimpleXDecodingError) -> any SimpleXCodable) {
            do {
                self = .value(AnyHashable(try decode()))
            } catch {
                self = .error(Self.kind(of: error))
            }
        }

        private static func kind(of error: SimpleXDecodingError) -> String {
            if error.reason.hasPrefix("not valid JSON") {
                return "not valid JSON"
            }
            if error.reason.hasPrefix("not readable as "), let colon = error.reason.range(of: ": ") {
                return SimpleXDecodingError(path: error.path, reason: String(error.reason[..<colon.lowerBound])).description
            }
            return error.description
        }

        var description: String {
            switch self {
            case let .value(value): "value \(value)"
            case let .error(text): "error \(text)"
            }
        }
    }

    static let fixtures: [Document] = FixtureDecodingTests.fixtureTypes.compactMap { file, type in
        (try? Repository.data("Tests/Fixtures/simplex/\(file)")).map { Document(name: file, type: type, data: $0) }
    } + CoreTestPayloadTests.payloads.compactMap { payload in
        (try? SimpleXJSON.encode(payload.json)).map { Document(name: payload.id, type: payload.type, data: $0) }
    } + [
        Document(name: "demo-group.json", type: "Group", data: (try? Repository.data("Tests/Fixtures/demo-group.json")) ?? Data()),
        Document(name: "apiChat of 40 items", type: "ResponseReply", data: apiChatReply(items: 40)),
        Document(name: "apiChats with an unreadable chat", type: "ResponseReply", data: UnreadableEntryTests.apiChatsReply),
    ] + seriesFixtures

    /// The replies and events of every core series (`Tests/Fixtures/simplex-versions/`), each
    /// as the type `CoreVersionTests` reads it as.
    static let seriesFixtures: [Document] = seriesFolders.flatMap { series in
        ((try? Repository.jsonFiles(in: "\(seriesRoot)/\(series)")) ?? []).compactMap { file in
            let name = String(file.dropLast(".json".count))
            return (try? CoreVersionTests.data(series, name)).map { Document(name: "\(series)/\(file)", type: seriesType(of: name), data: $0) }
        }
    }

    static let seriesRoot = "Tests/Fixtures/simplex-versions"

    /// The folders of `seriesRoot`: a series (`6.4`) or a patch of one (`6.3.2`).
    static let seriesFolders: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.url(seriesRoot).path)) ?? [])
        .filter { $0.first?.isNumber == true }
        .sorted()

    /// The type a series fixture is: an envelope (`envelope-ws-event` of an event), the
    /// statuses or the error `CoreVersionTests+Fields` reads, an event, or a reply.
    static func seriesType(of name: String) -> String {
        switch name {
        case "envelope-ws-event": "EventReply"
        case _ where name.hasPrefix("envelope-"): "ResponseReply"
        case "rcvFileStatus": "[RcvFileStatus]"
        case "errorAgent": "ChatError"
        case _ where CoreVersionTests.events.contains(name): "ChatEvent"
        default: "ChatResponse"
        }
    }

    /// The core's reply to `/_get chat #1` for a page of `items` (`FixtureCore`).
    static func apiChatReply(items: Int) -> Data {
        let page = (try? FixtureCore(itemCount: items))?.answer(ChatCommand.getChat(.group(1), pagination: .last(count: items)).text) ?? ""
        return Data(#"{"result":\#(page)}"#.utf8)
    }

    static let samples: [Document] = RoundTripTests.samples.sorted { $0.key < $1.key }.flatMap { type, values in
        values.enumerated().compactMap { index, value in
            (try? SimpleXJSON.encode(value)).map { Document(name: "sample \(index)", type: type, data: $0) }
        }
    }

    private func compare(_ document: Document) {
        let reader = Outcome { () throws(SimpleXDecodingError) in try SimpleXJSON.decode(typeNamed: document.type, from: document.data) }
        let foundation = Outcome { () throws(SimpleXDecodingError) in try SimpleXJSON.decodeWithJSONDecoder(typeNamed: document.type, from: document.data) }
        #expect(reader == foundation, "\(document.testDescription): \(String(decoding: document.data.prefix(300), as: UTF8.self))")
    }

    @Test func theCorpusIsComplete() {
        #expect(Self.fixtures.count >= 60)
        #expect(Set(Self.samples.map(\.type)) == Set(SimpleXTypes.schemaTypes.keys))
        #expect(Self.seriesFolders == ["6.3", "6.3.2", "6.4", "7.0"])
        #expect(Self.seriesFixtures.count == 65)
    }

    /// Each series fixture reads as the type it is given, so that its comparison is of values.
    @Test(arguments: seriesFixtures)
    func seriesFixtureReads(_ document: Document) throws {
        _ = try SimpleXJSON.decode(typeNamed: document.type, from: document.data)
    }

    @Test(arguments: fixtures)
    func fixtureReadsAsWithJSONDecoder(_ document: Document) {
        compare(document)
    }

    @Test func everySampleReadsAsWithJSONDecoder() {
        for document in Self.samples {
            compare(document)
        }
    }

    @Test(arguments: fixtures)
    func mutatedFixtureReadsAsWithJSONDecoder(_ document: Document) {
        var random = SeededRandom(seed: UInt64(truncatingIfNeeded: document.name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        for mutant in Mutation.all(of: document.data, count: 40, using: &random) {
            compare(Document(name: document.name + " mutated", type: document.type, data: mutant))
        }
    }

    @Test func mutatedSamplesReadAsWithJSONDecoder() {
        var random = SeededRandom(seed: 13)
        for document in Self.samples {
            for mutant in Mutation.all(of: document.data, count: 4, using: &random) {
                compare(Document(name: document.name + " mutated", type: document.type, data: mutant))
            }
        }
    }

    @Test(arguments: [
        (#"{"type":"text","text":"a","text":5}"#, "MsgContent"),
        (#"{"type":"text","text":5,"text":"a"}"#, "MsgContent"),
        (#"{"text":"a","type":"text"}"#, "MsgContent"),
        (#"{"text":{"text":"a"},"_owsf":true}"#, "MsgContent"),
        (#"{"text":{"text":5},"_owsf":true}"#, "MsgContent"),
        (#"{"text":{},"_owsf":true}"#, "MsgContent"),
        (#"{"text":5}"#, "MsgContent"),
        (#"{"a":{},"b":{}}"#, "MsgContent"),
        (#""text""#, "MsgContent"),
        (#""unknownTag""#, "MsgContent"),
        (#"{"type":"unknownTag","x":[1,2.5,1e400]}"#, "MsgContent"),
        (#"{"type":null}"#, "MsgContent"),
        (#"{}"#, "MsgContent"),
        (#"{"currentMembers":1.0}"#, "GroupSummary"),
        (#"{"currentMembers":1e2}"#, "GroupSummary"),
        (#"{"currentMembers":1.5}"#, "GroupSummary"),
        (#"{"currentMembers":01}"#, "GroupSummary"),
        (#"{"currentMembers":9223372036854775808}"#, "GroupSummary"),
        (#"{"currentMembers":1,}"#, "GroupSummary"),
        (#"{"currentMembers":1,"x":"\ud800"}"#, "GroupSummary"),
        (#"{"currentMembers":1,"x":01}"#, "GroupSummary"),
        ("\u{FEFF}{\"currentMembers\":1}", "GroupSummary"),
        (#"{"currentMembers":1} x"#, "GroupSummary"),
        (#"{"displayName":"\ud83d\ude00\u00e9\n","fullName":""}"#, "RelayProfile"),
        (#"{"displayName":"\ud83d","fullName":""}"#, "RelayProfile"),
        (#"{"displayName":"a\u0000b","fullName":""}"#, "RelayProfile"),
        (#"{"result":{"type":"chatStarted"},"error":{"type":"error","errorType":{"type":"noActiveUser"}}}"#, "ResponseReply"),
        (#"{"result":{"type":"chatStarted"},"remoteHostId":"x"}"#, "ResponseReply"),
        (#"{"resp":{"type":"chatStarted"}}"#, "ResponseReply"),
        (#"{"corrId":"7","resp":{"type":"chatStarted"}}"#, "WebSocketMessage"),
        (#"{"resp":{"type":"chatStarted"},"corrId":"7"}"#, "WebSocketMessage"),
        (#"{"corrId":"7","result":{"type":"chatStarted"}}"#, "WebSocketMessage"),
        (#"{"corrId":"7","resp":{"Left":{"type":"chatCmdError","chatError":{"type":"error","errorType":{"type":"noActiveUser"}}}}}"#, "WebSocketMessage"),
        (#"{"corrId":5,"resp":{"type":"chatStarted"}}"#, "WebSocketMessage"),
        (#"{"corrId":null,"result":{"type":"chatStarted"}}"#, "WebSocketMessage"),
        (#"{"corrId":"7"}"#, "WebSocketMessage"),
        (#"{"cmd":5}"#, "WebSocketCommand"),
        (#"{"type":"accepted","filePath":null,"data":{"filePath":"a"}}"#, "RcvFileStatus"),
        (#"{"accepted":{"filePath":null,"data":{"filePath":"a"}},"_owsf":true}"#, "RcvFileStatus"),
        (#"{"type":"cancelled","filePath_":null,"data":{"filePath":"a"}}"#, "RcvFileStatus"),
        (#"{"type":"accepted","data":5,"fileInfo":{"filePath":"b"}}"#, "RcvFileStatus"),
        (#"{"type":"accepted","data":{"filePath":"a"},"fileInfo":{"filePath":"b"}}"#, "RcvFileStatus"),
        (#"{"type":"accepted","fileInfo":{"filePath":"b"},"data":{"filePath":"a"}}"#, "RcvFileStatus"),
        (#"{"type":"accepted","data":{"filePath":5},"fileInfo":{"filePath":"b"}}"#, "RcvFileStatus"),
        (#"{"type":"accepted","filePath":"c","data":5}"#, "RcvFileStatus"),
        (#"{"type":"accepted","data":{"filePath":5},"filePath":"c"}"#, "RcvFileStatus"),
        (#"{"type":"accepted","data":{"filePath":"a","filePath":5}}"#, "RcvFileStatus"),
    ])
    func edgeCaseReadsAsWithJSONDecoder(json: String, type: String) {
        compare(Document(name: "edge case", type: type, data: Data(json.utf8)))
    }

    /// Inputs `Scripts/fuzz-decode.sh` found the readers and JSONDecoder to differ on (base64),
    /// decoded as each type the fuzzer tries.
    @Test(arguments: [
        "eyJyZXNwIjp7Il9vd3NmIjp0cnVlLCJjaGF0U3SfcnRlZCI6e319fQo=",
        "eyJkIjp7InVwZGEAAHRlZEF0IjoxfX0=",
        "eyJyZXN1bHQiOnsiX293c2YiOnRydWUsImFjdGl2ZVVzZXIiOnsidXNlciI6eyJmdWxsUHJlZmVyZW5jZXMiOnsiDGNhbGxzIjoxfSwiYXV0b/8iOjF9fX19",
        "eyJjb3JySWQiOiL/IiwinSI6MX0=",
    ])
    func fuzzerFindingReadsAsWithJSONDecoder(base64: String) {
        let data = Data(base64Encoded: base64) ?? Data()
        for type in ["ResponseReply", "EventReply", "WebSocketMessage", "AChat", "ChatItem", "ChatInfo", "MsgContent", "GroupMember", "User"] {
            compare(Document(name: "fuzzer finding", type: type, data: data))
        }
    }
}

/// Changes to a JSON document that keep it near valid: where a decoder's fallbacks and errors are.
enum Mutation {
    /// `count` mutants of `data`, half changed as JSON values, half as bytes.
    static func all(of data: Data, count: Int, using random: inout SeededRandom) -> [Data] {
        guard let json = try? JSONDecoder().decode(JSONValue.self, from: data) else { return [] }
        return (0..<count).compactMap { index in
            if index % 2 == 0 {
                return try? SimpleXJSON.encode(value(json, using: &random))
            }
            return bytes(data, using: &random)
        }
    }

    /// One value somewhere in the tree replaced: null, a number of another kind, a string, an
    /// empty array or object, an unknown tag, a field left out.
    static func value(_ json: JSONValue, using random: inout SeededRandom) -> JSONValue {
        let replacements: [JSONValue] = [.null, .number(1.5), .integer(-1), .string("x"), .array([]), .object([:]), .bool(true), .string("unknownTag")]
        func mutate(_ json: JSONValue, depth: Int) -> JSONValue {
            let stop = Int.random(in: 0..<4, using: &random) == 0
            switch json {
            case let .object(members) where !members.isEmpty && !stop:
                var members = members
                let key = members.keys.sorted()[Int.random(in: 0..<members.count, using: &random)]
                switch Int.random(in: 0..<6, using: &random) {
                case 0: members[key] = nil
                case 1 where key == "type": members[key] = .string("unknownTag")
                default: members[key] = mutate(members[key] ?? .null, depth: depth + 1)
                }
                return .object(members)
            case let .array(elements) where !elements.isEmpty && !stop:
                var elements = elements
                let index = Int.random(in: 0..<elements.count, using: &random)
                elements[index] = mutate(elements[index], depth: depth + 1)
                return .array(elements)
            default:
                return replacements[Int.random(in: 0..<replacements.count, using: &random)]
            }
        }
        return mutate(json, depth: 0)
    }

    /// A truncation, or a byte changed to one of JSON's structural characters or a digit.
    static func bytes(_ data: Data, using random: inout SeededRandom) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return data }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return Data(bytes[..<at])
        case 1:
            bytes.remove(at: at)
        default:
            let replacements = Array(#"{}[],:"\0159.e-nt "#.utf8)
            bytes[at] = replacements[Int.random(in: 0..<replacements.count, using: &random)]
        }
        return Data(bytes)
    }
}
