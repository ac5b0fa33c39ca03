import Foundation

/// The `corrId` of a WebSocket API frame, found without reading the rest (simplex-wire §1.6: a
/// reply has one, an event none): the CLI writes it first, so finding it costs a few bytes;
/// an event costs one skim of the frame, no values built. Replies are told from events before
/// either is decoded, so a flood of events never holds a reply up (issue 19).
package enum FrameCorrId {
    /// The frame's top-level `corrId`; nil when it has none, it is null, or the frame is no
    /// JSON object.
    package static func of(_ data: Data) -> String? {
        data.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
            return read(&reader)
        }
    }

    /// `of(_:)` on the document `reader` is at; the reader is left anywhere in it.
    package static func read(_ reader: inout JSONReader) -> String? {
        do throws(JSONReadError) {
            var members = try reader.beginObject()
            guard try reader.seek(toField: "corrId", in: &members), try !reader.readNull() else { return nil }
            return try String(json: &reader)
        } catch {
            return nil
        }
    }
}
