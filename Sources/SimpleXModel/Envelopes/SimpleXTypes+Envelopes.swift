import Foundation

extension SimpleXTypes {
    /// The envelopes around the core's replies and WebSocket frames, by the names `parley decode` takes.
    package static let envelopes: [String: any SimpleXCodable.Type] = [
        "ResponseReply": CoreReply<ChatResponse>.self,
        "EventReply": CoreReply<ChatEvent>.self,
        "WebSocketCommand": WebSocketCommand.self,
        "WebSocketMessage": WebSocketMessage.self,
    ]

    /// Every type `parley decode` knows: the schema's and the envelopes.
    package static let byName: [String: any SimpleXCodable.Type] = schemaTypes.merging(envelopes) { schema, _ in schema }

    /// The type a name stands for: a name of `byName`, or a list of one as `list[Name]` or `[Name]`.
    public static func type(named name: String) -> (any SimpleXCodable.Type)? {
        for (open, close) in [("list[", "]"), ("[", "]")] where name.hasPrefix(open) && name.hasSuffix(close) {
            guard let element = type(named: String(name.dropFirst(open.count).dropLast(close.count))) else { return nil }
            return listType(element)
        }
        return byName[name]
    }

    private static func listType<Element: SimpleXCodable>(_: Element.Type) -> any SimpleXCodable.Type {
        [Element].self
    }
}

extension Array: SimpleXCodable where Element: SimpleXCodable {}

extension SimpleXJSON {
    /// Decodes `data` as the type `SimpleXTypes.type(named:)` gives for `name`.
    public static func decode(typeNamed name: String, from data: Data) throws(SimpleXDecodingError) -> any SimpleXCodable {
        guard let type = SimpleXTypes.type(named: name) else {
            throw SimpleXDecodingError(path: "", reason: "unknown type \(name)")
        }
        return try decode(type, from: data)
    }

    /// `decode(typeNamed:from:)` through `JSONDecoder`: the reference the readers are checked against.
    public static func decodeWithJSONDecoder(typeNamed name: String, from data: Data) throws(SimpleXDecodingError) -> any SimpleXCodable {
        guard let type = SimpleXTypes.type(named: name) else {
            throw SimpleXDecodingError(path: "", reason: "unknown type \(name)")
        }
        return try decodeWithJSONDecoder(type, from: data)
    }
}
