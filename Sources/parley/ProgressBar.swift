import Foundation

/// A progress bar on standard error, drawn only when standard error is a terminal: for the
/// long work of `render --all` (laying out and drawing a whole chat).
struct ProgressBar {
    private let label: String
    private let enabled: Bool
    private var shown = -1

    init(_ label: String, enabled: Bool) {
        self.label = label
        self.enabled = enabled && isatty(STDERR_FILENO) != 0
    }

    /// Redraws when the whole percentage changes.
    mutating func update(_ fraction: Double) {
        let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
        guard enabled, percent != shown else { return }
        shown = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 30 - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(percent)%".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        guard enabled, shown >= 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
