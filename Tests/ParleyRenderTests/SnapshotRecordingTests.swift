import Foundation
import TestSupport
import Testing

/// The one record rule of every snapshot (`SnapshotRecording`): a reference is written only when
/// asked and never on CI, where a missing reference fails. The references of these tests live
/// in a temporary folder, not beside this file.
@Suite struct SnapshotRecordingTests {
    static let rules: [(rule: String, environment: [String: String], recording: SnapshotRecording)] = [
        ("by default references are compared", [:], .compare),
        ("RECORD_SNAPSHOTS=1 records", ["RECORD_SNAPSHOTS": "1"], .record),
        ("only the value 1 asks", ["RECORD_SNAPSHOTS": "true"], .compare),
        ("never on CI", ["RECORD_SNAPSHOTS": "1", "CI": "true"], .compare),
        ("CI set to anything is CI", ["RECORD_SNAPSHOTS": "1", "CI": ""], .compare),
        ("CI alone compares", ["CI": "1"], .compare),
    ]

    @Test(arguments: rules)
    func recordsOnlyWhenAskedAndNeverOnCI(rule: String, environment: [String: String], recording: SnapshotRecording) {
        #expect(SnapshotRecording(environment: environment) == recording, "\(rule)")
    }

    /// A test file in a fresh temporary folder: its references go to `__Snapshots__` there.
    static func testFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("parley-recording-\(UUID().uuidString)/RecordedTests.swift")
    }

    @Test func aReferenceMissingOnCIFailsAndNothingIsWritten() {
        let testFile = Self.testFile()
        defer { try? FileManager.default.removeItem(at: testFile.deletingLastPathComponent()) }
        let onCI = SnapshotRecording(environment: ["RECORD_SNAPSHOTS": "1", "CI": "1"])
        withKnownIssue {
            assertSnapshot(of: "screen", as: .lines, named: "light", recording: onCI, filePath: testFile.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no reference RecordedTests/") }
        }
        #expect(!FileManager.default.fileExists(atPath: testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").path))
    }

    @Test func aRecordedReferenceMatchesAndAChangeFailsWithTheLinesThatDiffer() throws {
        let testFile = Self.testFile()
        defer { try? FileManager.default.removeItem(at: testFile.deletingLastPathComponent()) }
        assertSnapshot(of: "a\nb\nc\n", as: .lines, named: "light", recording: .record, filePath: testFile.path)
        let reference = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/RecordedTests/aRecordedReferenceMatchesAndAChangeFailsWithTheLinesThatDiffer.light.txt")
        #expect(try String(contentsOf: reference, encoding: .utf8) == "a\nb\nc\n")
        assertSnapshot(of: "a\nb\nc\n", as: .lines, named: "light", recording: .compare, filePath: testFile.path)
        withKnownIssue {
            assertSnapshot(of: "a\nB\nc\n", as: .lines, named: "light", recording: .compare, filePath: testFile.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("- reference, + now:\n-2: b\n+2: B") }
        }
    }
}
