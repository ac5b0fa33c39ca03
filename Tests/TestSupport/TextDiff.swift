/// The line diff of text snapshots (`Snapshotting.lines`).
public enum TextDiff {
    /// The lines of `old` and `new` that differ, by a longest common subsequence of lines, each
    /// with its line number in its own text (`-` a line of `old` only, `+` of `new` only, a
    /// removed line before the line that replaces it); at most `limit` lines are listed.
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
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                out.append("-\(i + 1): \(a[i])")
                i += 1
            } else {
                out.append("+\(j + 1): \(b[j])")
                j += 1
            }
        }
        let shown = out.prefix(limit).joined(separator: "\n")
        return out.count > limit ? shown + "\n… \(out.count - limit) more" : shown
    }
}
