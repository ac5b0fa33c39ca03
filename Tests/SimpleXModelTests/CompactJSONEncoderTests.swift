import Foundation
import SimpleXModel
import Testing

/// The store's streaming encoder with containers used in every supported order, and refusing
/// the orders it cannot follow rather than writing wrong JSON.
@Suite struct CompactJSONEncoderTests {
    /// Encodes with `body` as its `encode(to:)`.
    struct Custom: Encodable {
        let body: @Sendable (any Encoder) throws -> Void
        func encode(to encoder: any Encoder) throws { try body(encoder) }
    }

    static func json(_ body: @escaping @Sendable (any Encoder) throws -> Void) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(SimpleXJSON.compactText(Custom(body: body)).utf8))
    }

    @Test func aContainerAskedForAgainContinues() throws {
        let value = try Self.json { encoder in
            var first = encoder.container(keyedBy: JSONKey.self)
            var nested = first.nestedContainer(keyedBy: JSONKey.self, forKey: "x")
            try nested.encode(1, forKey: "y")
            var again = encoder.container(keyedBy: JSONKey.self)
            try again.encode(2, forKey: "z")
        }
        #expect(value == .object(["x": .object(["y": .integer(1)]), "z": .integer(2)]))
    }

    @Test func nestedContainersAndEmptyValues() throws {
        let value = try Self.json { encoder in
            var object = encoder.container(keyedBy: JSONKey.self)
            var list = object.nestedUnkeyedContainer(forKey: "list")
            try list.encode("a")
            var inner = list.nestedContainer(keyedBy: JSONKey.self)
            try inner.encodeNil(forKey: "none")
            try object.encode([String: Int](), forKey: "empty")
            try object.encode(Custom { _ in }, forKey: "nothing")
        }
        #expect(value == .object(["list": .array([.string("a"), .object(["none": .null])]), "empty": .object([:]), "nothing": .object([:])]))
    }

    @Test func aContainerUsedAfterASiblingBeganIsRefused() {
        #expect(throws: EncodingError.self) {
            _ = try SimpleXJSON.compactText(Custom { encoder in
                var object = encoder.container(keyedBy: JSONKey.self)
                var a = object.nestedUnkeyedContainer(forKey: "a")
                try object.encode(1, forKey: "b")
                var list = object.nestedUnkeyedContainer(forKey: "c")
                try list.encode(2)
                try a.encode(3)
            })
        }
    }

    @Test func superEncoderIsRefused() {
        #expect(throws: EncodingError.self) {
            _ = try SimpleXJSON.compactText(Custom { encoder in
                var object = encoder.container(keyedBy: JSONKey.self)
                _ = object.superEncoder()
            })
        }
    }
}
