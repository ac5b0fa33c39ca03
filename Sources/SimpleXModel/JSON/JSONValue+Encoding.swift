import Foundation

extension JSONValue {
    /// The JSON of an encodable value as Parley writes it (`SimpleXJSON.encode`); `null` for nil.
    public init(encoding value: (some Encodable)?) throws {
        guard let value else {
            self = .null
            return
        }
        self = try JSONDecoder().decode(JSONValue.self, from: SimpleXJSON.encode(value))
    }
}
