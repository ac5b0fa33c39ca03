import Foundation

/// A key (or a union's tag, or a string enum's value) as `JSONReader` read it: its UTF-8 bytes,
/// in the document when they need no unescaping, else the unescaped text the reader keeps
/// (`JSONReader.KeptTexts`), so matching it against the names a type knows (`case "chatDir":`)
/// compares bytes and allocates nothing, and copying it retains nothing. It points into the
/// document or the reader's texts, so it is valid only while `JSONReader.read` runs: readers
/// match it or take its `name`, never keep it.
public struct JSONFieldKey {
    let raw: UnsafeBufferPointer<UInt8>

    /// The key as text.
    public var name: String {
        String(decoding: raw, as: UTF8.self)
    }

    /// Matches a key against a name in a `switch`. O(length).
    @inline(__always)
    public static func ~= (pattern: StaticString, key: JSONFieldKey) -> Bool {
        pattern.withUTF8Buffer { name in JSONReader.sameBytes(name, key.raw) }
    }
}
