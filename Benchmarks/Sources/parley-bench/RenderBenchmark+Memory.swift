import Foundation
import TestSupport

extension RenderBenchmark {
    /// The `parley` of the repository's own build, release before debug.
    static var defaultParley: String? {
        [".build/release/parley", ".build/debug/parley"].map { Repository.url($0).path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Peak resident memory (KiB) of `parley render --all` of the demo's 100,000-message chat
    /// as a PDF and of one screen of it, each a child process of its own (its `ru_maxrss` from
    /// `wait4`), on a demo store made for the run; and the pages of the whole chat.
    static func allMemory(parley: String?) -> (all: Double, one: Double, pages: Int)? {
        guard let parley = parley ?? defaultParley else {
            print("parley-bench render: no parley built (swift build --product parley in the repository); the memory figure is left out")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-render-\(UUID().uuidString)")
        defer { _ = try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("demo.db").path
        let all = folder.appendingPathComponent("all.pdf").path
        let one = folder.appendingPathComponent("one.pdf").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            print("parley-bench render: \(error); the memory figure is left out")
            return nil
        }
        guard let made = peakMemory(parley, ["demo", "--reset", "--db", database]), made.status == 0,
              let history = peakMemory(parley, ["render", "--chat", "@5", "--db", database, "--out", one]), history.status == 0,
              let whole = peakMemory(parley, ["render", "--all", "--chat", "@5", "--db", database, "--out", all]), whole.status == 0,
              let pdf = FileManager.default.contents(atPath: all) else {
            print("parley-bench render: \(parley) failed; the memory figure is left out")
            return nil
        }
        return (Double(whole.kilobytes), Double(history.kilobytes), pageCount(pdf))
    }

    /// Runs `executable` with `arguments` (output discarded) and returns its exit status and peak RSS.
    static func peakMemory(_ executable: String, _ arguments: [String]) -> (status: Int32, kilobytes: Int)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : -1, usage.ru_maxrss)
    }

    /// The pages of a PDF: its page objects (`/Type /Page` not followed by `s`, which is the tree).
    static func pageCount(_ pdf: Data) -> Int {
        let needle = Data("/Type /Page".utf8)
        var count = 0
        var start = pdf.startIndex
        while let found = pdf.range(of: needle, in: start..<pdf.endIndex) {
            if found.upperBound == pdf.endIndex || pdf[found.upperBound] != UInt8(ascii: "s") { count += 1 }
            start = found.upperBound
        }
        return count
    }
}
