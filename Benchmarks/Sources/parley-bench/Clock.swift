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

/// A figure's budget: at most or at least a limit.
enum Budget {
    case atMost(Double)
    case atLeast(Double)

    func isMet(by value: Double) -> Bool {
        switch self {
        case let .atMost(limit): value <= limit
        case let .atLeast(limit): value >= limit
        }
    }

    var text: String {
        switch self {
        case let .atMost(limit): "≤ \(Self.number(limit))"
        case let .atLeast(limit): "≥ \(Self.number(limit))"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(format: "%.0f", value) : String(format: "%g", value)
    }
}

/// A table row for people and the same figures as one JSON line for machines; each budgeted
/// figure also as one `BUDGET` line (tab-separated: benchmark, figure, value, budget, verdict),
/// which `Scripts/bench.sh` gathers into one table.
struct Report {
    /// The `parley-bench` command that made the report.
    let benchmark: String
    private var rows: [(String, String)] = []
    private var json: [String: Double] = [:]
    private var budgets: [(name: String, value: Double, budget: Budget)] = []

    init(benchmark: String) {
        self.benchmark = benchmark
    }

    mutating func add(_ name: String, _ text: String, _ key: String, _ value: Double) {
        rows.append((name, text))
        record(key, value)
    }

    /// A figure for the JSON line only.
    mutating func record(_ key: String, _ value: Double) {
        json[key] = (value * 1000).rounded() / 1000
    }

    /// A figure held against its budget (a ratio to its floor or peer, or a size).
    mutating func budget(_ name: String, _ value: Double, _ budget: Budget) {
        budgets.append((name, value, budget))
    }

    func print(title: String) {
        Swift.print(title)
        let width = rows.map(\.0.count).max() ?? 0
        for (name, text) in rows {
            Swift.print("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text)
        }
        let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        Swift.print(String(decoding: data ?? Data(), as: UTF8.self))
        for entry in budgets {
            Swift.print(["BUDGET", benchmark, entry.name, String(format: "%.3g", entry.value), entry.budget.text,
                         entry.budget.isMet(by: entry.value) ? "met" : "MISSED"].joined(separator: "\t"))
        }
    }
}
