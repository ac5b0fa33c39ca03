import Foundation
import SimpleXModel

/// The types each input is decoded as: the envelopes of the core's replies and events, and the
/// types on the store's path.
let fuzzedTypes = ["ResponseReply", "EventReply", "WebSocketMessage", "AChat", "ChatItem", "ChatInfo", "MsgContent", "GroupMember", "User"]

/// What a decoder gives: the value, or the error's kind (the text of a syntax error and of
/// content the decoder cannot take is each decoder's own). The path is left out: where two
/// values of one free object (`JSONValue`, a dictionary) both fail, JSONDecoder reports the
/// first in its dictionary's hash order, which changes from run to run; the differential test
/// checks paths on inputs without such ties.
enum Outcome: Equatable {
    case value(AnyHashable)
    case error(String)

    init(_ decode: () throws(SimpleXDecodingError) -> any SimpleXCodable) {
        do {
            self = .value(AnyHashable(try decode()))
        } catch {
            if error.reason.hasPrefix("not valid JSON") {
                self = .error("not valid JSON")
            } else if error.reason.hasPrefix("not readable as "), let colon = error.reason.range(of: ": ") {
                self = .error(String(error.reason[..<colon.lowerBound]))
            } else {
                self = .error(error.reason)
            }
        }
    }
}

/// The invariant of the generated readers on any bytes: they never crash or hang, and each type
/// decodes to the value or the error JSONDecoder's Decodable path gives.
func checkDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    for type in fuzzedTypes {
        let reader = Outcome { () throws(SimpleXDecodingError) in try SimpleXJSON.decode(typeNamed: type, from: bytes) }
        let foundation = Outcome { () throws(SimpleXDecodingError) in try SimpleXJSON.decodeWithJSONDecoder(typeNamed: type, from: bytes) }
        guard reader == foundation else {
            fatalError("\(type): the reader gives \(reader), JSONDecoder \(foundation)")
        }
    }
    return 0
}
