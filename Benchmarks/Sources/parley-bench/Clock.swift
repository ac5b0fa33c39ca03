import Foundation

/// Wall time of `work`, best of `runs` runs (the least disturbed by the other core's load).
func bestSeconds(runs: Int = 5, _ work: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// Wall time of `work` on what `setup` made for it (not timed), best of `runs` runs.
func bestSeconds<Prepared>(runs: Int = 5, setup: () -> Prepared, _ work: (Prepared) -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let prepared = setup()
        let start = DispatchTime.now().uptimeNanoseconds
        work(prepared)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// A table row for people and the same figures as one JSON line for machines.
struct Report {
    private var rows: [(String, String)] = []
    private var json: [String: Double] = [:]

    mutating func add(_ name: String, _ text: String, _ key: String, _ value: Double) {
        rows.append((name, text))
        record(key, value)
    }

    /// A figure for the JSON line only.
    mutating func record(_ key: String, _ value: Double) {
        json[key] = (value * 1000).rounded() / 1000
    }

    func print(title: String) {
        Swift.print(title)
        let width = rows.map(\.0.count).max() ?? 0
        for (name, text) in rows {
            Swift.print("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text)
        }
        let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        Swift.print(String(decoding: data ?? Data(), as: UTF8.self))
    }
}
