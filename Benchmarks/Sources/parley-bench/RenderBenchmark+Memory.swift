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

    /// Runs `executable` with `arguments` and returns its exit status and peak RSS, measured by
    /// a small process of its own (`parley-bench peak-rss`): a child spawned from this large
    /// process would count this process's RSS in its peak (Linux keeps the high-water mark of
    /// the memory a child shares with its parent until it execs).
    static func peakMemory(_ executable: String, _ arguments: [String]) -> (status: Int32, kilobytes: Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["peak-rss", executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, fields.count == 2 else { return nil }
        return (Int32(fields[0]), fields[1])
    }

    /// `parley-bench peak-rss EXECUTABLE ARGUMENTS…`: runs the executable (its output
    /// discarded) and prints its exit status and peak RSS in KiB (`ru_maxrss` from `wait4`).
    static func printPeakMemory(_ arguments: [String]) -> Int32 {
        guard let executable = arguments.first else { return 2 }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return 1 }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return 1 }
        let exited = status & 0x7F == 0
        print(exited ? (status >> 8) & 0xFF : -1, usage.ru_maxrss)
        return 0
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
