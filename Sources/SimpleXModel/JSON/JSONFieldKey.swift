import Foundation

/// A key (or a union's tag, or a string enum's value) as `JSONReader` read it: the bytes in the
/// document when they need no unescaping, so matching it against the names a type knows
/// (`case "chatDir":`) compares bytes and allocates nothing. It points into the document, so it
/// is valid only while `JSONReader.read` runs: readers match it or take its `name`, never keep it.
public struct JSONFieldKey {
    let raw: UnsafeBufferPointer<UInt8>
    /// The text of a key that had escapes.
    let unescaped: String?

    /// The key as text.
    public var name: String {
        unescaped ?? String(decoding: raw, as: UTF8.self)
    }

    /// Matches a key against a name in a `switch`. O(length).
    @inline(__always)
    public static func ~= (pattern: StaticString, key: JSONFieldKey) -> Bool {
        pattern.withUTF8Buffer { name in
            if let unescaped = key.unescaped {
                return unescaped.utf8.elementsEqual(name)
            }
            guard name.count == key.raw.count else { return false }
            guard let left = name.baseAddress, let right = key.raw.baseAddress else { return true }
            return memcmp(left, right, name.count) == 0
        }
    }
}
