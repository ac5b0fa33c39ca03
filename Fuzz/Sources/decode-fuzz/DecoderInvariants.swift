import Foundation
import SimpleXModel

/// The types each input is decoded as: the envelopes of the core's replies and events, and the
/// types on the store's path.
let fuzzedTypes = ["ResponseReply", "EventReply", "WebSocketMessage", "AChat", "ChatItem", "ChatInfo", "MsgContent", "GroupMember", "User"]

/// What a decoder gives: the value, or that it failed. Which error is reported where an input
/// has several in one free object (`JSONValue`: an unknown tag, an unreadable item) follows
/// JSONDecoder's dictionary hash order, which changes from run to run, so only failing is
/// compared here; the differential test (`JSONReaderDifferentialTests`) checks the error kinds
/// and paths on inputs without such ties.
enum Outcome: Equatable {
    case value(AnyHashable)
    case failure

    init(_ decode: () throws(SimpleXDecodingError) -> any SimpleXCodable) {
        do {
            self = .value(AnyHashable(try decode()))
        } catch {
            self = .failure
        }
    }
}

/// The invariant of the generated readers on any bytes: they never crash or hang, and each type
/// decodes to the value JSONDecoder's Decodable path gives, or fails where it fails.
func checkDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    // JSONDecoder also reads UTF-16 and UTF-32, which it detects from a NUL in the first four
    // bytes; the readers take UTF-8 only, the core's encoding.
    guard !bytes.prefix(4).contains(0) else { return 0 }
    for type in fuzzedTypes {
        let reader = Outcome { () throws(SimpleXDecodingError) in try SimpleXJSON.decode(typeNamed: type, from: bytes) }
        let foundation = Outcome { () throws(SimpleXDecodingError) in try SimpleXJSON.decodeWithJSONDecoder(typeNamed: type, from: bytes) }
        guard reader == foundation else {
            fatalError("\(type): the reader gives \(reader), JSONDecoder \(foundation)")
        }
    }
    return 0
}
