import Foundation

/// Whether `assertSnapshot` writes a reference or compares with it, the one rule for every
/// snapshot: it records only when asked (`RECORD_SNAPSHOTS=1`) and never on CI (`CI` set, to
/// any value), so that CI compares every snapshot and a reference missing there fails.
public enum SnapshotRecording: Sendable, Equatable {
    /// Compare with the reference; a missing reference fails.
    case compare
    /// Write the reference; the test passes.
    case record

    /// The rule applied to `environment`.
    public init(environment: [String: String]) {
        self = environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] == nil ? .record : .compare
    }

    /// The rule applied to this process's environment.
    public static var current: SnapshotRecording {
        SnapshotRecording(environment: ProcessInfo.processInfo.environment)
    }
}
