import Foundation
import SimpleXModel
import Testing
import TestSupport

/// For a sample of every schema type (every enum value, every union member, records with all
/// optional fields and with none, from `Tools/simplex-samples.py`): the encoder writes back the
/// sample's JSON, `decode(encode(x)) == x`, and the schema validator accepts what was written.
@Suite struct RoundTripTests {
    static let samples: [String: [JSONValue]] = {
        guard let output = try? runProcess("python3", ["Tools/simplex-samples.py"]), output.status == 0,
              let samples = try? JSONDecoder().decode([String: [JSONValue]].self, from: Data(output.stdout.utf8))
        else { return [:] }
        return samples
    }()

    @Test func everySchemaTypeHasSamples() {
        #expect(Set(Self.samples.keys) == Set(SimpleXTypes.schemaTypes.keys))
        #expect(Self.samples.values.allSatisfy { !$0.isEmpty })
    }

    @Test func encodingWritesBackTheSampleAndDecodesEqual() throws {
        for (type, values) in Self.samples.sorted(by: { $0.key < $1.key }) {
            for sample in values {
                let value = try SimpleXJSON.decode(typeNamed: type, from: SimpleXJSON.encode(sample))
                let encoded = try SimpleXJSON.encode(value)
                #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == sample, "\(type)")
                let again = try SimpleXJSON.decode(typeNamed: type, from: encoded)
                #expect(AnyHashable(again) == AnyHashable(value), "\(type)")
            }
        }
    }

    @Test func compactJSONDecodesToTheSameValue() throws {
        for (type, values) in Self.samples.sorted(by: { $0.key < $1.key }) {
            for sample in values {
                let value = try SimpleXJSON.decode(typeNamed: type, from: SimpleXJSON.encode(sample))
                let writable = try #require(value as? any CompactJSONWritable, "\(type) writes compact JSON")
                let compact = Data(SimpleXJSON.compactText(writable).utf8)
                #expect(try JSONDecoder().decode(JSONValue.self, from: compact) == sample, "\(type): the same JSON, keys in another order")
                #expect(AnyHashable(try SimpleXJSON.decode(typeNamed: type, from: compact)) == AnyHashable(value), "\(type)")
            }
        }
    }

    @Test(arguments: ["plain", "quote \" and backslash \\", "lines\nand\ttabs\r", "control \u{01}\u{1F}", "emoji 👍🏽 and ñ", ""])
    func compactJSONEscapesText(text: String) throws {
        let value = JSONValue.object(["text": .string(text), "list": .array([.integer(-3), .number(2.5), .bool(true), .null]), "empty": .object([:])])
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(SimpleXJSON.compactText(value).utf8)) == value)
        let list = [value, .null, .array([])]
        #expect(try JSONDecoder().decode([JSONValue].self, from: Data(SimpleXJSON.compactText(list).utf8)) == list, "values in an array")
    }

    @Test func validatorAcceptsEveryEncodedSample() throws {
        var encoded: [String: [JSONValue]] = [:]
        for (type, values) in Self.samples {
            encoded[type] = try values.map { sample in
                let value = try SimpleXJSON.decode(typeNamed: type, from: SimpleXJSON.encode(sample))
                return try JSONValue(encoding: value)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-encoded-\(UUID().uuidString).json")
        try SimpleXJSON.encode(encoded).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProcess("python3", ["Tools/validate-simplex-json.py", "--batch", file.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("0 errors, 0 warnings\n"))
    }

    /// Parley's additions to the core's types are optional fields only (warnings for the core's
    /// validator), except the invalid-JSON item content, which never comes from the core.
    /// `User` is left out: its `agentUserId` is text as the core writes it (`IntegerText`), not
    /// the number its schema says; `userJSONReencodesAsTheCoreWroteIt` checks the real form.
    @Test(arguments: ["ChatItem", "GroupInfo", "GroupMember", "CIContent", "Format", "MsgContent", "ChatInfo"])
    func coreTypesValidateAgainstTheCoreSchemaAlone(type: String) throws {
        let values = try Self.samples[type, default: []]
            .filter { $0["type"] != .string("invalidJSON") }
            .map { sample in
                let value = try SimpleXJSON.decode(typeNamed: type, from: SimpleXJSON.encode(sample))
                return try JSONValue(encoding: value)
            }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-core-\(type)-\(UUID().uuidString).json")
        try SimpleXJSON.encode(values).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProcess("python3", ["Tools/validate-simplex-json.py", "--core", "--each", type, file.path])
        #expect(result.status == 0, "\(type): \(result.stdout)")
    }

    @Test func userJSONReencodesAsTheCoreWroteIt() throws {
        let original = try Repository.data("Tests/Fixtures/simplex/user.json")
        let user = try SimpleXJSON.decode(User.self, from: original)
        #expect(user.agentUserId == 1)
        let written = try JSONDecoder().decode(JSONValue.self, from: SimpleXJSON.encode(user))
        guard case var .object(expected) = try JSONDecoder().decode(JSONValue.self, from: original) else {
            Issue.record("user.json is not an object")
            return
        }
        expected["clientService"] = .bool(false)
        #expect(written == .object(expected), "a flag this core left out is written as off")
    }

    /// Every union is indirect (`Tools/generate-model.py`), so values that hold unions stay
    /// small: an inline `ChatItem` was 5,096 bytes, and pages, rows and events copy items.
    @Test func unionsAreIndirectSoItemsStaySmall() {
        #expect(MemoryLayout<CIContent>.size <= 16)
        #expect(MemoryLayout<ChatItem>.size <= 512, "ChatItem is \(MemoryLayout<ChatItem>.size) bytes")
    }

    @Test func generatedModelIsCurrent() throws {
        let result = try runProcess("python3", ["Tools/generate-model.py", "--check"])
        #expect(result.status == 0, "\(result.stdout)")
    }
}
