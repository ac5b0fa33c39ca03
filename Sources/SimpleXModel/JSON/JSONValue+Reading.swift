extension JSONReader {
    /// An object's next key where a broken key makes the Decodable path try the object as a
    /// string (`JSONValue`, `TaggedUnion`): "expected a string".
    mutating func nextObjectKey(in members: inout Members, at start: Int) throws(JSONReadError) -> JSONFieldKey? {
        do throws(JSONReadError) {
            return try nextKey(in: &members)
        } catch {
            guard case .unreadableKey = error.kind else { throw error }
            throw JSONReadError(.typeMismatch("a string"), at: start)
        }
    }
}

extension JSONValue: JSONReadable {
    /// Any value as received. Numbers follow JSONDecoder's `JSONValue` decoding: an integer when
    /// the number reads as an `Int64` (so `1.0` is `.integer(1)`), else a `Double`; one beyond
    /// the `Double` range is "expected a string" (its last try). The first of repeated keys wins.
    public init(json reader: inout JSONReader) throws(JSONReadError) {
        guard let byte = reader.peek() else { throw reader.syntax("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"):
            let start = reader.offset
            var members = try reader.beginObject()
            var object: [String: JSONValue] = [:]
            while let key = try reader.nextObjectKey(in: &members, at: start) {
                let name = key.name
                guard object[name] == nil else {
                    try reader.skipValue()
                    continue
                }
                let mark = reader.mark()
                do throws(JSONReadError) {
                    object[name] = try JSONValue(json: &reader)
                } catch {
                    let first = try reader.firstError(error.under(key: name), from: mark, in: &members)
                    guard case .unreadableKey = first.kind else { throw first }
                    throw JSONReadError(.typeMismatch("a string"), at: start)
                }
            }
            self = .object(object)
        case UInt8(ascii: "["):
            var elements = try reader.beginArray()
            var array: [JSONValue] = []
            while try reader.nextElement(in: &elements) {
                do throws(JSONReadError) {
                    array.append(try JSONValue(json: &reader))
                } catch {
                    throw error.under(.index(array.count))
                }
            }
            self = .array(array)
        case UInt8(ascii: "\""):
            self = .string(try reader.readString())
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            self = .bool(try reader.readBool())
        case UInt8(ascii: "n"):
            _ = try reader.readNull()
            self = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = reader.mark()
            do throws(JSONReadError) {
                self = .integer(try reader.readInt64())
            } catch {
                reader.reset(to: start)
                do throws(JSONReadError) {
                    self = .number(try reader.readDouble())
                } catch {
                    reader.reset(to: start)
                    throw JSONReadError(.typeMismatch("a string"), at: start.offset)
                }
            }
        default:
            throw reader.syntax("unexpected \(reader.describe(byte))")
        }
    }
}
