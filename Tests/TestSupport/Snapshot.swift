import Foundation
import Testing

/// How a value becomes a snapshot file and how two files are compared: one strategy per format
/// (`.lines` for text dumps and terminal screens here; the renderer's tests add PNG), in the
/// shape of swift-snapshot-testing's `Snapshotting` + `Diffing`.
public struct Snapshotting<Value>: Sendable {
    public var pathExtension: String
    public var encode: @Sendable (Value) throws -> Data
    /// Nil when `actual` matches `reference`; otherwise what differs, and an optional picture of it.
    public var compare: @Sendable (_ reference: Data, _ actual: Data) -> SnapshotDifference?

    public init(pathExtension: String, encode: @escaping @Sendable (Value) throws -> Data,
                compare: @escaping @Sendable (_ reference: Data, _ actual: Data) -> SnapshotDifference?) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.compare = compare
    }
}

/// Why a snapshot does not match, with an artifact (a diff image) to write beside the failure.
public struct SnapshotDifference: Sendable {
    public var message: String
    public var artifact: Data?

    public init(message: String, artifact: Data? = nil) {
        self.message = message
        self.artifact = artifact
    }
}

extension Snapshotting where Value == String {
    /// Text compared line by line; the message lists the lines that differ (`TextDiff`), `-`
    /// the reference's and `+` the new text's, with their line numbers.
    public static var lines: Snapshotting<String> {
        Snapshotting(pathExtension: "txt", encode: { Data($0.utf8) }) { reference, actual in
            guard reference != actual else { return nil }
            let diff = TextDiff.lines(from: String(decoding: reference, as: UTF8.self), to: String(decoding: actual, as: UTF8.self))
            return SnapshotDifference(message: "- reference, + now:\n\(diff)")
        }
    }
}

/// Compares `value` with the reference `__Snapshots__/<Suite>/<test>.<variant>.<ext>` beside the
/// calling test file, or writes the reference instead when `recording` says so
/// (`SnapshotRecording`: `RECORD_SNAPSHOTS=1`, never on CI); a missing reference fails. On a
/// mismatch the actual file, and the strategy's artifact, go to the temporary folder and the
/// failure names them.
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String, recording: SnapshotRecording = .current,
    testName: String = #function, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let suite = testFile.deletingPathExtension().lastPathComponent
    let test = testName.prefix { $0 != "(" }
    let name = "\(test).\(variant).\(strategy.pathExtension)"
    let reference = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(suite)/\(name)")
    do {
        let actual = try strategy.encode(value)
        if recording == .record {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: reference)
            return
        }
        guard let expected = FileManager.default.contents(atPath: reference.path) else {
            Issue.record("no reference \(suite)/\(name); run with RECORD_SNAPSHOTS=1 (and no CI) to record it", sourceLocation: sourceLocation)
            return
        }
        guard let difference = strategy.compare(expected, actual) else { return }
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("parley-snapshots/\(suite)")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualFile = failures.appendingPathComponent(name)
        try actual.write(to: actualFile)
        var written = [actualFile.path]
        if let artifact = difference.artifact {
            let diffFile = failures.appendingPathComponent("\(test).\(variant).diff.\(strategy.pathExtension)")
            try artifact.write(to: diffFile)
            written.append(diffFile.path)
        }
        Issue.record("\(suite)/\(name) differs (\(written.joined(separator: ", "))):\n\(difference.message)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("snapshot \(suite)/\(name): \(error)", sourceLocation: sourceLocation)
    }
}
