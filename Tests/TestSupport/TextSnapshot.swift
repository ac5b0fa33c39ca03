import Foundation
import Testing

/// Compares `text` with the reference file `__Snapshots__/<suite>/<test>.<variant>.txt` next to
/// the calling test file. With `RECORD_SNAPSHOTS=1` in the environment the reference is written
/// (and the test passes); otherwise a missing or different reference fails the test, with the
/// lines that differ (`-` the reference, `+` now) and their line numbers.
public func assertTextSnapshot(_ text: String, suite: String, test: String = #function, variant: String,
                               filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let name = test.prefix { $0 != "(" }
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = folder.appendingPathComponent("\(name).\(variant).txt")
    let relative = "__Snapshots__/\(suite)/\(file.lastPathComponent)"
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        } catch {
            Issue.record("could not record \(relative): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("no reference \(relative): run the test with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let reference = String(decoding: data, as: UTF8.self)
    guard reference != text else { return }
    let diff = TextDiff.lines(from: reference, to: text)
    Issue.record(Comment(rawValue: "\(relative) differs (- reference, + now):\n\(diff)"), sourceLocation: sourceLocation)
}

/// A line diff for snapshot failures.
public enum TextDiff {
    /// The lines of `old` and `new` that differ, by a longest common subsequence of lines, each
    /// with its line number in its own text; at most `limit` lines are listed.
    /// - Complexity: O(n × m) in the line counts (snapshots are a few hundred lines).
    public static func lines(from old: String, to new: String, limit: Int = 80) -> String {
        let a = old.components(separatedBy: "\n")
        let b = new.components(separatedBy: "\n")
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j < b.count, i == a.count || common[i][j + 1] >= common[i + 1][j] {
                out.append("+\(j + 1): \(b[j])")
                j += 1
            } else {
                out.append("-\(i + 1): \(a[i])")
                i += 1
            }
        }
        let shown = out.prefix(limit).joined(separator: "\n")
        return out.count > limit ? shown + "\n… \(out.count - limit) more" : shown
    }
}
