import Foundation

/// Names for files that arrive from other people: made safe to create, and never over a file
/// that is already there. The terminal client saves with them; the embedded core downloads
/// with them.
package enum FileNames {
    /// A name from someone else that is safe to create: its last path component, with
    /// control characters, slashes and backslashes as `_`, no leading dots (never hidden, never
    /// `..`), at most 200 characters; "file" when nothing is left.
    package static func safe(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? ""
        let replaced = String(String.UnicodeScalarView(last.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format || scalar == "\\" ? "_" : scalar
        }))
        let trimmed = replaced.drop { $0 == "." || $0.isWhitespace }.prefix(200)
        return trimmed.isEmpty ? "file" : String(trimmed)
    }

    /// The first path in `folder` that does not exist: `NAME`, then `STEM (2).EXT`, `STEM (3).EXT`, …
    package static func free(folder: String, name: String, exists: (String) -> Bool) -> String {
        let first = (folder as NSString).appendingPathComponent(name)
        guard exists(first) else { return first }
        let stem = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var number = 2
        while true {
            let candidate = (folder as NSString).appendingPathComponent("\(stem) (\(number))" + (ext.isEmpty ? "" : "." + ext))
            if !exists(candidate) { return candidate }
            number += 1
        }
    }
}
